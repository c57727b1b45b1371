import { expect } from 'chai';
import { formatCatchSize, formatLength, formatTemperature, formatWeight, storedCatchLength, storedCatchWeight } from './units.ts';

describe('feed: units', () => {
  it('shows weight in lbs', () => {
    expect(formatWeight(6.2)).to.equal('6.2 lbs');
    expect(formatWeight(12)).to.equal('12 lbs');
    expect(formatWeight(1)).to.equal('1 lb');
    expect(formatWeight(0.5)).to.equal('0.5 lbs');
    expect(formatWeight(1250.4)).to.equal('1,250.4 lbs');
  });
  it('shows length in inches', () => {
    expect(formatLength(21.5)).to.equal('21.5 inches');
    expect(formatLength(1)).to.equal('1 inch');
  });
  it('shows temperature in °F, below zero too', () => {
    expect(formatTemperature(64)).to.equal('64°F');
    expect(formatTemperature(-5.5)).to.equal('-5.5°F');
  });
  it('keeps two decimals at most, dropping trailing zeros', () => {
    expect(formatWeight(3.0)).to.equal('3 lbs');
    expect(formatLength(17.25)).to.equal('17.25 inches');
    expect(formatLength(18.264)).to.equal('18.26 inches');
  });
  it("joins a catch's measures, or says nothing without any", () => {
    expect(formatCatchSize(6.2, 21.5)).to.equal('6.2 lbs · 21.5 inches');
    expect(formatCatchSize(null, 14)).to.equal('14 inches');
    expect(formatCatchSize(null, null)).to.equal(null);
  });
  it("shows a metric reader's catches in kg and cm, converted from the stored lbs and inches", () => {
    expect(formatWeight(6.2, 'metric')).to.equal('2.81 kg');
    expect(formatLength(21.5, 'metric')).to.equal('54.6 cm');
    expect(formatLength(17.25, 'metric')).to.equal('43.8 cm');
    expect(formatCatchSize(6.2, 21.5, 'metric')).to.equal('2.81 kg · 54.6 cm');
    expect(formatCatchSize(6.2, 21.5, 'imperial')).to.equal('6.2 lbs · 21.5 inches');
  });
  it('stores what a metric angler types in pounds and inches, and an imperial angler’s as typed', () => {
    expect(storedCatchWeight(2.81, 'metric')).to.equal(6.19);
    expect(storedCatchLength(54.6, 'metric')).to.equal(21.5);
    expect(storedCatchWeight(6.2, 'imperial')).to.equal(6.2);
    expect(storedCatchLength(null, 'metric')).to.equal(null);
  });
});

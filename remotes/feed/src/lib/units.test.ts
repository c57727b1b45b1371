import { expect } from 'chai';
import { formatCatchSize, formatLength, formatTemperature, formatWeight } from './units.ts';

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
});

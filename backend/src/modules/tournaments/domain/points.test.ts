import { expect } from 'chai';
import { pointsOf } from './points.ts';

describe('points system: 10 a fish, 1 a whole centimetre, 5 a whole kilogram', () => {
  it('scores a 45.7 cm, 2.3 kg fish 65 points', () => expect(pointsOf({ lengthCm: 45.7, weightKg: 2.3 })).to.equal(65));
  it('scores a fish with no measures 10 points', () => expect(pointsOf({ lengthCm: null, weightKg: null })).to.equal(10));
  it('counts only whole units', () => {
    expect(pointsOf({ lengthCm: 29.9, weightKg: 0.99 })).to.equal(39);
    expect(pointsOf({ lengthCm: 30, weightKg: 1 })).to.equal(45);
  });
  it('scores a fish measured only by weight by its weight', () => expect(pointsOf({ lengthCm: null, weightKg: 4.5 })).to.equal(30));
});

import { expect } from 'chai';
import { HEAT_BANDS, heatBand, heatScore, pointWeight } from './heat.ts';

describe('spots: heat rules', () => {
  it('scores 40 % activity, 40 % catches out of 50 and 20 % success', () => {
    expect(heatScore(100, 50, 100)).to.equal(100);
    expect(heatScore(50, 25, 50)).to.equal(50);
    expect(heatScore(200, 500, 0)).to.equal(80);
    expect(heatScore(0, 0, 0)).to.equal(0);
  });

  it('labels and colours by band at 20, 40, 60 and 80', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map((s) => heatBand(s).label)).to.deep.equal([
      'Cool',
      'Cool',
      'Moderate',
      'Moderate',
      'Active',
      'Active',
      'Very Active',
      'Very Active',
      'Hot',
      'Hot',
    ]);
    expect(HEAT_BANDS.map((b) => b.colour)).to.deep.equal(['blue', 'green', 'yellow', 'orange', 'red']);
  });

  it('weighs a point by its activity, capped at 1', () => {
    expect(pointWeight(45)).to.equal(0.45);
    expect(pointWeight(140)).to.equal(1);
    expect(pointWeight(-3)).to.equal(0);
  });
});

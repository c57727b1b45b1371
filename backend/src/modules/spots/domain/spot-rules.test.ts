import { expect } from 'chai';
import {
  activityScore,
  bayesianRating,
  bestTimeOfDay,
  heatLabel,
  heatScore,
  isVerifiedSpot,
  waterClassOf,
  waterTypesMatching,
  wilsonLowerBound,
} from './spot-rules.ts';

describe('spots: community rules', () => {
  it('one 5-star vote never beats two hundred 4.8s (Bayesian average)', () => {
    expect(bayesianRating(5, 1)).to.be.lessThan(bayesianRating(4.8 * 200, 200));
    expect(bayesianRating(5, 1)).to.be.closeTo(3.636, 0.001);
    expect(bayesianRating(0, 0)).to.equal(3.5);
  });
  it('verifies a spot at successful trips by 3 different anglers', () => {
    expect(isVerifiedSpot(2)).to.equal(false);
    expect(isVerifiedSpot(3)).to.equal(true);
  });
  it('meets form water types and filter classes in one rule', () => {
    expect(['lake', 'river', 'pond', 'ocean'].map(waterClassOf)).to.deep.equal(['freshwater', 'freshwater', 'freshwater', 'saltwater']);
    expect(waterClassOf('bay')).to.equal('brackish');
    expect(waterTypesMatching('saltwater')).to.include.members(['ocean', 'saltwater']);
    expect(waterTypesMatching('pond')).to.deep.equal(['pond']);
    expect(waterTypesMatching('all')).to.equal(null);
  });
  it('scores activity by the weekly rate, saturating', () => {
    expect(activityScore(0, 7)).to.equal(0);
    expect(activityScore(1, 7)).to.equal(18);
    expect(activityScore(5, 7)).to.equal(63);
    expect(activityScore(20, 30)).to.equal(activityScore(2, 3));
    expect(activityScore(10_000, 1)).to.equal(100);
  });
  it('labels heat at 20/40/60/80 and computes the spec formula', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(heatLabel)).to.deep.equal([
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
    expect(heatScore(100, 50, 100)).to.equal(100);
    expect(heatScore(50, 25, 50)).to.equal(50);
    expect(heatScore(200, 500, 0)).to.equal(80);
  });
  it('labels the heat at the spec thresholds exactly, on both sides of each', () => {
    for (const [below, at, label] of [
      [19.99, 20, 'Moderate'],
      [39.99, 40, 'Active'],
      [59.99, 60, 'Very Active'],
      [79.99, 80, 'Hot'],
    ] as const) {
      expect(heatLabel(at)).to.equal(label);
      expect(heatLabel(below)).to.not.equal(label);
    }
  });
  it('never lets activity pass 100 or go below 0, and grows with trips', () => {
    let last = -1;
    for (let trips = 0; trips <= 200; trips++) {
      const score = activityScore(trips, 7);
      expect(score).to.be.within(0, 100);
      expect(score).to.be.at.least(last);
      last = score;
    }
  });
  it('picks the best time of day by successes, the earlier time on a tie, none without successes', () => {
    const none = { dawn: 0, morning: 0, afternoon: 0, evening: 0, night: 0 };
    expect(bestTimeOfDay(none)).to.equal(null);
    expect(bestTimeOfDay({ ...none, evening: 3, dawn: 2 })).to.equal('evening');
    expect(bestTimeOfDay({ ...none, evening: 2, morning: 2 })).to.equal('morning');
  });
  it('orders tips small-sample-safe (Wilson lower bound)', () => {
    expect(wilsonLowerBound(1, 0)).to.be.lessThan(wilsonLowerBound(40, 5));
    expect(wilsonLowerBound(0, 0)).to.equal(0);
  });
});

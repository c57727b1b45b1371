import { expect } from 'chai';
import { centsOf, clickPriceMicros, clickThroughRate, impressionPriceMicros, microsOf, unitsOf } from './money.ts';

describe('advertising money: micros, prices and CTR', () => {
  it('divides a CPM price exactly into impressions and rounds spend to the cent', () => {
    expect(impressionPriceMicros(250)).to.equal(2500);
    expect(clickPriceMicros(40)).to.equal(400_000);
    expect(unitsOf(1000 * impressionPriceMicros(250))).to.equal(2.5);
    expect(microsOf(12.345)).to.equal(12_350_000);
    expect(centsOf(0.5)).to.equal(50);
    expect(centsOf(12.34)).to.equal(1234);
  });
  it('gives the click-through rate in percent to 2 decimals', () => {
    expect(clickThroughRate(0, 0)).to.equal(0);
    expect(clickThroughRate(3, 1)).to.equal(33.33);
    expect(clickThroughRate(200, 3)).to.equal(1.5);
  });
});

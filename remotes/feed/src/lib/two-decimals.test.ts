import { expect } from 'chai';
import { twoDecimals } from './two-decimals.ts';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('feed: twoDecimals, a number as en-US writes it with two decimals at most', () => {
  it('writes sizes and temperatures as Intl does', () => {
    expect(twoDecimals(6.2)).to.equal('6.2');
    expect(twoDecimals(17.25)).to.equal('17.25');
    expect(twoDecimals(3)).to.equal('3');
    expect(twoDecimals(1250.4)).to.equal('1,250.4');
    expect(twoDecimals(-5.5)).to.equal('-5.5');
    expect(twoDecimals(18.264)).to.equal('18.26');
    expect(twoDecimals(0.999)).to.equal('1');
  });

  it('rounds halves away from zero on the number as written, as Intl does', () => {
    for (const value of [1.005, 17.255, 2.675, 0.125, 0.135, -1.005, -0.001, -0, 0, 999.995, 1_234_567.891])
      expect(twoDecimals(value), String(value)).to.equal(intl.format(value));
  });

  it('agrees with Intl on every hundredth and thousandth up to 2,000, and on numbers out of range', () => {
    for (let thousandths = -20_000; thousandths <= 2_000_000; thousandths += 7) {
      const value = thousandths / 1000;
      if (twoDecimals(value) !== intl.format(value)) expect(twoDecimals(value), String(value)).to.equal(intl.format(value));
    }
    for (const value of [1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, -1e22, 123_456_789_012.34])
      expect(twoDecimals(value), String(value)).to.equal(intl.format(value));
  });
});

import { expect } from 'chai';
import { formatDate, formatMoney, formatMonth, formatRate } from './format.ts';

describe('portal figures', () => {
  it('shows spend and CTR to 2 decimals', () => {
    expect(formatMoney(1234.5)).to.equal('$1,234.50');
    expect(formatMoney(0.004)).to.equal('$0.00');
    expect(formatRate(4.56789)).to.equal('4.57%');
    expect(formatRate(0)).to.equal('0.00%');
  });

  it('names days and months in words, days in UTC as the rollups keep them', () => {
    expect(formatDate('2026-11-23')).to.equal('Nov 23, 2026');
    expect(formatMonth('2026-02')).to.equal('February 2026');
  });
});

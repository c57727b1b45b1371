import { expect } from 'chai';
import { pressureTrendOf } from './pressure-trend.ts';

describe('pressure trend over three hours', () => {
  it('is falling from 1 hPa down, rising from 1 hPa up, steady between', () => {
    expect(pressureTrendOf(-1)).to.equal('falling');
    expect(pressureTrendOf(-4.2)).to.equal('falling');
    expect(pressureTrendOf(-0.9)).to.equal('steady');
    expect(pressureTrendOf(0)).to.equal('steady');
    expect(pressureTrendOf(0.9)).to.equal('steady');
    expect(pressureTrendOf(1)).to.equal('rising');
  });

  it('is unknown without the earlier reading', () => {
    expect(pressureTrendOf(null)).to.equal(null);
    expect(pressureTrendOf(Number.NaN)).to.equal(null);
  });
});

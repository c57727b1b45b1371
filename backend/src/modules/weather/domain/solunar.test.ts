import { expect } from 'chai';
import { solunarPeriodAt, solunarPeriods } from './solunar.ts';

const at = (hhmm: string) => new Date(`2026-06-10T${hhmm}:00Z`);

describe('solunar periods', () => {
  const periods = solunarPeriods([
    { kind: 'moonset', at: at('03:00') },
    { kind: 'overhead', at: at('09:00') },
    { kind: 'moonrise', at: at('15:00') },
    { kind: 'underfoot', at: at('21:20') },
  ]);

  it('makes major periods (two hours) at the moon overhead and underfoot', () => {
    const majors = periods.filter((p) => p.kind === 'major');
    expect(majors.map((p) => [p.event, p.start.toISOString(), p.end.toISOString()])).to.deep.equal([
      ['overhead', '2026-06-10T08:00:00.000Z', '2026-06-10T10:00:00.000Z'],
      ['underfoot', '2026-06-10T20:20:00.000Z', '2026-06-10T22:20:00.000Z'],
    ]);
  });

  it('makes minor periods (one hour) at moonrise and moonset — never the other way round', () => {
    const minors = periods.filter((p) => p.kind === 'minor');
    expect(minors.map((p) => [p.event, p.start.toISOString(), p.end.toISOString()])).to.deep.equal([
      ['moonset', '2026-06-10T02:30:00.000Z', '2026-06-10T03:30:00.000Z'],
      ['moonrise', '2026-06-10T14:30:00.000Z', '2026-06-10T15:30:00.000Z'],
    ]);
  });

  it('says which period runs at a moment, a major before an overlapping minor', () => {
    expect(solunarPeriodAt(periods, at('09:45'))?.event).to.equal('overhead');
    expect(solunarPeriodAt(periods, at('12:00'))).to.equal(null);
    const overlapping = solunarPeriods([
      { kind: 'moonrise', at: at('09:00') },
      { kind: 'overhead', at: at('09:40') },
    ]);
    expect(solunarPeriodAt(overlapping, at('09:10'))?.kind).to.equal('major');
  });
});

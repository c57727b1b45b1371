import { expect } from 'chai';
import { dateRange, duration, entrySize, scoreText } from './format.ts';

describe('tournament formatting', () => {
  it("says 'Date TBD' without dates", () => expect(dateRange(null, '2026-06-10T18:00:00Z')).to.equal('Date TBD'));
  it('writes a range, or one day', () => {
    expect(dateRange('2026-06-10T06:00:00Z', '2026-06-12T18:00:00Z')).to.equal('Jun 10, 2026 – Jun 12, 2026');
    expect(dateRange('2026-06-10T12:00:00Z', '2026-06-10T15:00:00Z')).to.equal('Jun 10, 2026');
  });
  it('says how long it runs', () => {
    expect(duration('2026-06-10T06:00:00Z', '2026-06-10T18:00:00Z')).to.equal('12 hours');
    expect(duration('2026-06-10T06:00:00Z', '2026-06-13T06:00:00Z')).to.equal('3 days');
  });
  it('shows sizes in the reader’s units', () => {
    expect(entrySize('metric', 2.35, 45.5)).to.equal('2.35 kg · 45.5 cm');
    expect(entrySize('imperial', 2.35, null)).to.equal('5.18 lbs');
    expect(scoreText('weight', 'imperial', 1)).to.equal('2.2 lbs');
    expect(scoreText('points', 'metric', 65)).to.equal('65 pts');
  });
});

import { expect } from 'chai';
import { gpxTimeMillis } from './gpx-time.ts';

describe('a GPX time', () => {
  it("reads a watch's fixed form, with or without fractions of a second, as the engine's parser does", () => {
    for (const text of ['2026-06-14T05:10:00Z', '2026-06-14T05:10:00.123Z', '2026-06-14T05:10:00.5Z', ' 2026-01-01T00:00:59Z\n'])
      expect(gpxTimeMillis(text), text).to.equal(Date.parse(text.trim()));
  });

  it('reads other forms (an offset, a day late in the month) through the full parser', () => {
    expect(gpxTimeMillis('2026-06-14T07:10:00+02:00')).to.equal(Date.parse('2026-06-14T05:10:00Z'));
    expect(gpxTimeMillis('2026-06-30T05:10:00Z')).to.equal(Date.parse('2026-06-30T05:10:00Z'));
  });

  it('is not a number for text that is not a time or a time that cannot be', () => {
    for (const text of ['', 'soon', '2026-13-14T05:10:00Z', '2026-06-14T25:10:00Z', '2026-06-14T05:61:00Z'])
      expect(gpxTimeMillis(text), text).to.be.NaN;
  });
});

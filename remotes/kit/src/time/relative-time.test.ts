import { expect } from 'chai';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('kit: relative time (posts, questions, tips)', () => {
  it("says 'Just now' under 1 hour", () => {
    expect(relativeTime(ago(0), now)).to.equal('Just now');
    expect(relativeTime(ago(59 * MIN + 59_999), now)).to.equal('Just now');
  });
  it("says 'Nh ago' from 1 hour to under 24 hours, rounding down", () => {
    expect(relativeTime(ago(HOUR), now)).to.equal('1h ago');
    expect(relativeTime(ago(HOUR + 59 * MIN), now)).to.equal('1h ago');
    expect(relativeTime(ago(24 * HOUR - 1), now)).to.equal('23h ago');
  });
  it("says 'Nd ago' from 24 hours to under 168 hours", () => {
    expect(relativeTime(ago(24 * HOUR), now)).to.equal('1d ago');
    expect(relativeTime(ago(48 * HOUR - 1), now)).to.equal('1d ago');
    expect(relativeTime(ago(168 * HOUR - 1), now)).to.equal('6d ago');
  });
  it("says 'Nw ago' from 168 hours on", () => {
    expect(relativeTime(ago(168 * HOUR), now)).to.equal('1w ago');
    expect(relativeTime(ago(336 * HOUR - 1), now)).to.equal('1w ago');
    expect(relativeTime(ago(52 * 168 * HOUR), now)).to.equal('52w ago');
  });
  it('reads the ISO date the API sends', () => {
    expect(relativeTime('2026-06-15T09:30:00.000Z', now)).to.equal('2h ago');
  });
  it("says 'Just now' for a time slightly in the future (clock skew)", () => {
    expect(relativeTime(ago(-5 * MIN), now)).to.equal('Just now');
  });
});

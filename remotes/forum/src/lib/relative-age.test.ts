import { expect } from 'chai';
import { relativeAge } from './relative-age.ts';

describe('forum relative age (spec part 2 §9)', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const H = 3_600_000;

  it("says 'Just now' under an hour (and for a time ahead of the clock)", () => {
    expect(relativeAge(ago(59 * 60_000), now)).to.equal('Just now');
    expect(relativeAge(ago(-5 * 60_000), now)).to.equal('Just now');
  });

  it("says 'Nh ago' under 24 h, 'Nd ago' under 168 h, else 'Nw ago', rounding down", () => {
    expect(relativeAge(ago(H), now)).to.equal('1h ago');
    expect(relativeAge(ago(23 * H + 59 * 60_000), now)).to.equal('23h ago');
    expect(relativeAge(ago(24 * H), now)).to.equal('1d ago');
    expect(relativeAge(ago(167 * H), now)).to.equal('6d ago');
    expect(relativeAge(ago(168 * H), now)).to.equal('1w ago');
    expect(relativeAge(ago(30 * 24 * H), now).toString()).to.equal('4w ago');
  });
});

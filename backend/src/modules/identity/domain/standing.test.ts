import { expect } from 'chai';
import { standingAt } from './standing.ts';

describe('identity: an angler’s standing', () => {
  const now = new Date('2026-11-28T07:00:00Z');
  const tomorrow = new Date('2026-11-29T07:00:00Z');

  it('is good with neither a suspension nor a ban', () => {
    expect(standingAt({ suspendedUntil: null, bannedAt: null }, now)).to.deep.equal({ standing: 'good' });
  });

  it('is suspended until the suspension’s end, and good from that moment on', () => {
    expect(standingAt({ suspendedUntil: tomorrow, bannedAt: null }, now)).to.deep.equal({ standing: 'suspended', until: tomorrow });
    expect(standingAt({ suspendedUntil: tomorrow, bannedAt: null }, tomorrow)).to.deep.equal({ standing: 'good' });
  });

  it('is banned whatever a suspension says', () => {
    expect(standingAt({ suspendedUntil: tomorrow, bannedAt: now }, now)).to.deep.equal({ standing: 'banned' });
    expect(standingAt({ suspendedUntil: null, bannedAt: now }, tomorrow)).to.deep.equal({ standing: 'banned' });
  });
});

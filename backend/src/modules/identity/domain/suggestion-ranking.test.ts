import { expect } from 'chai';
import { nearness, rankSuggestions, reasonText, type SuggestionSignals } from './suggestion-ranking.ts';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 3600 * 1000);
const someone = (anglerId: string, signals: Partial<SuggestionSignals> = {}): SuggestionSignals => ({
  anglerId,
  followedByFollowed: 0,
  sharedSpecies: [],
  location: null,
  lastSharedAt: null,
  ...signals,
});
const name = (slug: string) => slug.replace(/-/g, ' ');

describe('suggested anglers: the ranking rule', () => {
  it('puts mates of mates first, more shared follows higher', () => {
    const ranked = rankSuggestions(null, [someone('a', { followedByFollowed: 1 }), someone('b', { followedByFollowed: 3 })], now, 10);
    expect(ranked.map((r) => r.anglerId)).to.deep.equal(['b', 'a']);
    expect(ranked[0]!.reason).to.deep.equal({ kind: 'mates-of-mates', count: 3 });
  });

  it('gives each suggestion the strongest thing in common as its reason', () => {
    const [r] = rankSuggestions(
      'Quitman, TX',
      [someone('a', { followedByFollowed: 1, sharedSpecies: ['walleye', 'largemouth-bass'], location: 'Quitman, TX' })],
      now,
      10,
    );
    expect(r!.reason).to.deep.equal({ kind: 'same-species', species: ['largemouth-bass', 'walleye'] });
    expect(r!.score).to.equal(3 + 4 + 4);
  });

  it('finds anglers near by town, then by state or region', () => {
    expect(nearness('South Lake Tahoe, CA', 'south lake tahoe, ca')).to.equal('town');
    expect(nearness('South Lake Tahoe, CA', 'Rio Vista, CA')).to.equal('region');
    expect(nearness('Quitman, TX', 'Rio Vista, CA')).to.equal(null);
    expect(nearness(null, 'Rio Vista, CA')).to.equal(null);
    const ranked = rankSuggestions(
      'South Lake Tahoe, CA',
      [someone('region', { location: 'Rio Vista, CA' }), someone('town', { location: 'South Lake Tahoe, CA' })],
      now,
      10,
    );
    expect(ranked.map((r) => r.anglerId)).to.deep.equal(['town', 'region']);
  });

  it('counts recent public catches as active lately, fresher higher; older than two weeks not at all', () => {
    const ranked = rankSuggestions(
      null,
      [
        someone('week', { lastSharedAt: daysAgo(7) }),
        someone('today', { lastSharedAt: daysAgo(0.5) }),
        someone('stale', { lastSharedAt: daysAgo(30) }),
      ],
      now,
      10,
    );
    expect(ranked.map((r) => r.anglerId)).to.deep.equal(['today', 'week']);
    expect(ranked[0]!.reason).to.deep.equal({ kind: 'active' });
  });

  it('leaves out anglers with nothing in common, and keeps to the limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => someone(`m${String(i).padStart(2, '0')}`, { followedByFollowed: 1 }));
    expect(rankSuggestions(null, [someone('nothing'), ...many], now, 5)).to.have.length(5);
    expect(rankSuggestions(null, [someone('nothing')], now, 5)).to.deep.equal([]);
  });

  it('says the reason in words', () => {
    expect(reasonText({ kind: 'mates-of-mates', count: 1 }, name)).to.equal('Followed by an angler you follow');
    expect(reasonText({ kind: 'mates-of-mates', count: 4 }, name)).to.equal('Followed by 4 anglers you follow');
    expect(reasonText({ kind: 'same-species', species: ['walleye'] }, name)).to.equal('Also catches walleye');
    expect(reasonText({ kind: 'same-species', species: ['a', 'b', 'c'] }, name)).to.equal('Also catches a and b and more');
    expect(reasonText({ kind: 'near', place: 'Rio Vista, CA' }, name)).to.equal('Fishes near you in Rio Vista, CA');
    expect(reasonText({ kind: 'active' }, name)).to.equal('Shared catches lately');
  });
});

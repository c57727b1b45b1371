import { expect } from 'chai';
import { recommendSpots, RECOMMEND_NEAR_KM, type CandidateSpot, type FishedSpot } from './spot-recommendations.ts';

const spot = (id: string, patch: Partial<CandidateSpot> = {}): CandidateSpot => ({
  id,
  species: [],
  waterType: null,
  totalCatches: 0,
  ...patch,
});
const tahoe: FishedSpot = { spotId: 'tahoe', name: 'Lake Tahoe', waterType: 'lake', successes: 2 };

describe('spots: recommendations (pure rule)', () => {
  it('recommends nothing to an angler who has fished nowhere and caught nothing', () => {
    expect(recommendSpots([], [], [spot('a', { species: ['Rainbow Trout'] })], [])).to.deep.equal([]);
  });

  it('puts spots near where they fish first, nearest first, with the distance in the reason', () => {
    const recs = recommendSpots(
      [tahoe],
      [],
      [spot('far'), spot('near'), spot('nearer')],
      [
        { spotId: 'near', fishedName: 'Lake Tahoe', distanceKm: 42.345 },
        { spotId: 'nearer', fishedName: 'Lake Tahoe', distanceKm: 7.06 },
        { spotId: 'far', fishedName: 'Lake Tahoe', distanceKm: RECOMMEND_NEAR_KM + 0.1 },
      ],
    );
    expect(recs.map((r) => r.reason)).to.deep.equal(['7.1 km from Lake Tahoe, where you fish', '42.3 km from Lake Tahoe, where you fish']);
    expect(recs.map((r) => r.id)).to.deep.equal(['nearer', 'near']);
    expect(recs[0]!.distanceKm).to.equal(7.06);
  });

  it('measures from the nearest of two fished spots and never recommends a spot already fished', () => {
    const donner: FishedSpot = { spotId: 'donner', name: 'Donner Lake', waterType: 'lake', successes: 0 };
    const recs = recommendSpots(
      [tahoe, donner],
      [],
      [spot('tahoe'), spot('boca')],
      [
        { spotId: 'boca', fishedName: 'Lake Tahoe', distanceKm: 30 },
        { spotId: 'boca', fishedName: 'Donner Lake', distanceKm: 12 },
        { spotId: 'tahoe', fishedName: 'Donner Lake', distanceKm: 20 },
      ],
    );
    expect(recs).to.deep.equal([{ id: 'boca', reason: '12.0 km from Donner Lake, where you fish', distanceKm: 12 }]);
  });

  it('then spots known for a species they catch, the most caught species first, named as the spot names it', () => {
    const recs = recommendSpots(
      [],
      [{ species: 'rainbow-trout' }, { species: 'largemouth-bass' }],
      [
        spot('bassy', { species: ['Largemouth Bass'], totalCatches: 50 }),
        spot('trouty', { species: ['Brown Trout', 'Rainbow  Trout'] }),
        spot('none', { species: ['Walleye'] }),
      ],
      [],
    );
    expect(recs.map((r) => [r.id, r.reason])).to.deep.equal([
      ['trouty', 'Known for Rainbow  Trout, which you catch'],
      ['bassy', 'Known for Largemouth Bass, which you catch'],
    ]);
  });

  it('then spots of the water they caught fish in (not where they only fished), more catches first', () => {
    const blank: FishedSpot = { spotId: 'pond', name: 'Mill Pond', waterType: 'pond', successes: 0 };
    const recs = recommendSpots(
      [tahoe, blank],
      [],
      [
        spot('l1', { waterType: 'lake', totalCatches: 1 }),
        spot('l2', { waterType: 'lake', totalCatches: 9 }),
        spot('p1', { waterType: 'pond', totalCatches: 99 }),
      ],
      [],
    );
    expect(recs.map((r) => r.id)).to.deep.equal(['l2', 'l1']);
    expect(recs[0]!.reason).to.equal('Lake water, like Lake Tahoe where you caught fish');
  });

  it('keeps at most the limit, near before species before water', () => {
    const candidates = Array.from({ length: 40 }, (_, i) =>
      spot(`s${String(i).padStart(2, '0')}`, { waterType: 'lake', species: i % 2 ? ['Rainbow Trout'] : [] }),
    );
    const recs = recommendSpots(
      [tahoe],
      [{ species: 'rainbow-trout' }],
      candidates,
      [{ spotId: 's10', fishedName: 'Lake Tahoe', distanceKm: 5 }],
      5,
    );
    expect(recs.map((r) => r.id)).to.deep.equal(['s10', 's01', 's03', 's05', 's07']);
  });
});

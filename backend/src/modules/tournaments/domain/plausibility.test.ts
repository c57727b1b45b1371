import { expect } from 'chai';
import { SPECIES } from '@tightlines/reference';
import { CONDITION_BANDS, conditionFactor, implausibilitiesOf } from './plausibility.ts';
import { SPECIES_RECORDS } from './species-records.ts';

const kinds = (claim: { species: string; weightKg: number | null; lengthCm: number | null }) =>
  implausibilitiesOf(claim).map((i) => i.kind);

describe('plausibility of a claimed catch', () => {
  it('computes Fulton’s condition factor K = 100·W/L³ (g, cm)', () => {
    expect(conditionFactor(1, 50)).to.be.closeTo(0.8, 1e-9);
    expect(conditionFactor(2.5, 45.5)).to.be.closeTo(2.654, 0.001);
  });

  it('lets real catches through, world records included', () => {
    expect(kinds({ species: 'largemouth-bass', weightKg: 2.5, lengthCm: 45.5 })).to.deep.equal([]);
    expect(kinds({ species: 'largemouth-bass', weightKg: 10.09, lengthCm: 75 })).to.deep.equal([]);
    expect(kinds({ species: 'northern-pike', weightKg: 25, lengthCm: 130 })).to.deep.equal([]);
    expect(kinds({ species: 'bluefin-tuna', weightKg: 678.58, lengthCm: 304 })).to.deep.equal([]);
    expect(kinds({ species: 'pacific-halibut', weightKg: 208.2, lengthCm: 250 })).to.deep.equal([]);
    expect(kinds({ species: 'rainbow-trout', weightKg: 1, lengthCm: 45 })).to.deep.equal([]);
    expect(kinds({ species: 'bluegill', weightKg: 0.5, lengthCm: 22 })).to.deep.equal([]);
  });

  it('flags a fish heavier than its world record, naming the record and its source', () => {
    const [found] = implausibilitiesOf({ species: 'largemouth-bass', weightKg: 11, lengthCm: null });
    expect(found!.kind).to.equal('beyond_record_weight');
    expect(found!.reason).to.equal(
      '11 kg is heavier than the Largemouth Bass world record (10.09 kg, IGFA all-tackle world record: George Perry, Montgomery Lake, Georgia, 1932 (tied by Manabu Kurita, Lake Biwa, 2009)).',
    );
  });

  it('flags a fish longer than its species grows', () => {
    const [found] = implausibilitiesOf({ species: 'brook-trout', weightKg: null, lengthCm: 90 });
    expect(found).to.deep.equal({
      kind: 'beyond_record_length',
      reason: '90 cm is longer than any Brook Trout known (86 cm, FishBase maximum length).',
    });
  });

  it('flags a weight that does not fit the length — both ways — for listed and unlisted species', () => {
    expect(kinds({ species: 'largemouth-bass', weightKg: 9, lengthCm: 40 })).to.deep.equal(['implausible_ratio']); // K 14
    expect(kinds({ species: 'northern-pike', weightKg: 0.2, lengthCm: 100 })).to.deep.equal(['implausible_ratio']); // K 0.02
    expect(kinds({ species: 'bluegill', weightKg: 5, lengthCm: 20 })).to.deep.equal(['implausible_ratio']); // K 62.5, generic band
    expect(implausibilitiesOf({ species: 'largemouth-bass', weightKg: 9, lengthCm: 40 })[0]!.reason).to.equal(
      '9 kg at 40 cm is too heavy for its length (condition factor 14.06, plausible 0.5–3).',
    );
  });

  it('checks nothing it cannot: no measures, or only one measure of an unlisted species', () => {
    expect(kinds({ species: 'largemouth-bass', weightKg: null, lengthCm: null })).to.deep.equal([]);
    expect(kinds({ species: 'bluegill', weightKg: 900, lengthCm: null })).to.deep.equal([]);
  });

  it('keeps a source for every record, of a species the catch form knows, inside its own body-shape band', () => {
    const slugs = new Set(SPECIES.map((s) => s.slug as string));
    for (const [slug, record] of Object.entries(SPECIES_RECORDS)) {
      expect(slugs.has(slug), slug).to.equal(true);
      expect(record.recordSource, slug).to.match(/^IGFA all-tackle world record: .+, \d{4}/);
      expect(record.scientificName, slug).to.match(/^[A-Z][a-z]+ [a-z]+$/);
      expect(record.maxLengthCm, slug).to.be.above(0);
      // A record fish, if it reached the maximum length, is not flagged as too heavy for it (it can be lean).
      expect(conditionFactor(record.recordKg, record.maxLengthCm), slug).to.be.at.most(CONDITION_BANDS[record.shape].max);
    }
  });
});

import { expect } from 'chai';
import fc from 'fast-check';
import { compareStandings, leaderboardOf, standingOf, type ScoredFish, type Scoring, type ScoringType } from './scoring.ts';
import { pointsOf } from './points.ts';

let n = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 6, minute));
function fish(minute: number, weightKg: number | null, lengthCm: number | null = null, species = 'largemouth-bass'): ScoredFish {
  return {
    id: `f${String(++n).padStart(4, '0')}`,
    species,
    weightKg,
    lengthCm,
    points: pointsOf({ weightKg, lengthCm }),
    submittedAt: at(minute),
  };
}
const scoring = (type: ScoringType, bestN: number | null = null): Scoring => ({ type, bestN });
const board = (byAngler: Record<string, ScoredFish[]>, s: Scoring) => leaderboardOf(new Map(Object.entries(byAngler)), s);

describe('scoring: how verified fish rank anglers', () => {
  it('weight: the heaviest single fish counts, not the bag', () => {
    const rows = board({ ana: [fish(1, 3.2), fish(2, 1.1), fish(3, 1.1)], ben: [fish(4, 3.5)] }, scoring('weight'));
    expect(rows.map((r) => [r.anglerId, r.score, r.rank])).to.deep.equal([
      ['ben', 3.5, 1],
      ['ana', 3.2, 2],
    ]);
  });

  it('length: the longest single fish counts', () => {
    const rows = board({ ana: [fish(1, null, 61.5)], ben: [fish(2, 9, 58)] }, scoring('length'));
    expect(rows.map((r) => [r.anglerId, r.score])).to.deep.equal([
      ['ana', 61.5],
      ['ben', 58],
    ]);
  });

  it('length: the longest single fish counts, not the sum of lengths', () => {
    const rows = board({ ana: [fish(1, null, 40), fish(2, null, 30)], ben: [fish(3, null, 55)] }, scoring('length'));
    expect(rows.map((r) => [r.anglerId, r.score])).to.deep.equal([
      ['ben', 55],
      ['ana', 40],
    ]);
  });

  it('count: the most verified fish wins', () => {
    const rows = board({ ana: [fish(1, 1), fish(2, 1)], ben: [fish(3, 9)], cy: [fish(4, 1), fish(5, 1), fish(6, 1)] }, scoring('count'));
    expect(rows.map((r) => [r.anglerId, r.score])).to.deep.equal([
      ['cy', 3],
      ['ana', 2],
      ['ben', 1],
    ]);
  });

  it('points: every fish adds its points (10 a fish, 1 a cm, 5 a kg)', () => {
    const [row] = board({ ana: [fish(1, 2.3, 45.7), fish(2, null, 30)] }, scoring('points'));
    expect(row!.score).to.equal(65 + 40);
    expect(row!.points).to.equal(105);
  });

  it('best-N: only the N heaviest fish make the total', () => {
    const [row] = board({ ana: [fish(1, 2), fish(2, 5), fish(3, 1), fish(4, 3)] }, scoring('weight', 2));
    expect(row!.score).to.equal(8);
  });

  it('best-N: a smaller fish never lowers a culled total', () => {
    const before = standingOf('ana', [fish(1, 2), fish(2, 5)], scoring('weight', 2))!;
    const after = standingOf('ana', [fish(1, 2), fish(2, 5), fish(3, 0.5)], scoring('weight', 2))!;
    expect(after.score).to.equal(before.score);
    expect(after.reachedAt).to.deep.equal(before.reachedAt);
  });

  it('best-N with count: at most N fish count', () => {
    const [row] = board({ ana: [fish(1, 1), fish(2, 1), fish(3, 1)] }, scoring('count', 2));
    expect(row!.score).to.equal(2);
    expect(row!.count).to.equal(3);
  });

  it('tie: the angler whose deciding fish was submitted earlier ranks higher', () => {
    const rows = board({ late: [fish(10, 4)], early: [fish(5, 4)] }, scoring('weight'));
    expect(rows.map((r) => r.anglerId)).to.deep.equal(['early', 'late']);
  });

  it('tie: among an angler’s equal fish the earlier submission is the one that counts', () => {
    const row = standingOf('ana', [fish(20, 4), fish(7, 4)], scoring('weight'))!;
    expect(row.reachedAt).to.deep.equal(at(7));
  });

  it('tie in a bag: reached when the last fish it needed was submitted', () => {
    const rows = board({ ana: [fish(1, 3), fish(30, 2)], ben: [fish(10, 2), fish(20, 3)] }, scoring('weight', 2));
    expect(rows.map((r) => [r.anglerId, r.score, r.reachedAt.getUTCMinutes()])).to.deep.equal([
      ['ben', 5, 20],
      ['ana', 5, 30],
    ]);
  });

  it('tie: equal fish submitted in the same millisecond — the one with the lower id counts', () => {
    const same = (id: string, species: string): ScoredFish => ({ ...fish(12, 4), id, species });
    const first = same('fish-a', 'smallmouth-bass');
    const second = same('fish-b', 'largemouth-bass');
    expect(standingOf('ana', [first, second], scoring('weight'))!.bestSpecies).to.equal('smallmouth-bass');
    expect(standingOf('ana', [second, first], scoring('weight'))!.bestSpecies).to.equal('smallmouth-bass');
  });

  it('tie to the millisecond between anglers: the angler id decides', () => {
    const rows = (order: string[]) =>
      board(Object.fromEntries(order.map((a) => [a, [fish(8, 4)]])), scoring('weight')).map((r) => r.anglerId);
    expect(rows(['cy', 'ana', 'ben'])).to.deep.equal(['ana', 'ben', 'cy']);
    expect(rows(['ana', 'cy', 'ben'])).to.deep.equal(['ana', 'ben', 'cy']);
  });

  it('orders standings totally: a standing is level only with itself, and swapping two turns the order round', () => {
    const ana = standingOf('ana', [fish(8, 4)], scoring('weight'))!;
    const ben = standingOf('ben', [fish(8, 4)], scoring('weight'))!;
    expect(compareStandings(ana, ana)).to.equal(0);
    expect(compareStandings(ana, ben)).to.be.below(0);
    expect(compareStandings(ben, ana)).to.be.above(0);
  });

  it('a standing names the angler’s heaviest and longest fish, whatever the scoring type', () => {
    const both = standingOf('ana', [fish(1, 2.5, 40), fish(2, 3.1, null), fish(3, null, 52)], scoring('count'))!;
    expect([both.bestWeightKg, both.bestLengthCm]).to.deep.equal([3.1, 52]);
    const lengthOnly = standingOf('ben', [fish(4, null, 30)], scoring('count'))!;
    expect([lengthOnly.bestWeightKg, lengthOnly.bestLengthCm]).to.deep.equal([null, 30]);
    const weightOnly = standingOf('cy', [fish(5, 2, null)], scoring('count'))!;
    expect([weightOnly.bestWeightKg, weightOnly.bestLengthCm]).to.deep.equal([2, null]);
  });

  it('an angler with no fish that scores is not ranked', () => {
    expect(board({ ana: [fish(1, null, 40)] }, scoring('weight'))).to.deep.equal([]);
  });

  describe('properties', () => {
    const anyFish = fc.record({
      angler: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      minute: fc.integer({ min: 0, max: 600 }),
      weight: fc.option(
        fc.integer({ min: 1, max: 3000 }).map((h) => h / 100),
        { nil: null },
      ),
      length: fc.option(
        fc.integer({ min: 1, max: 1500 }).map((t) => t / 10),
        { nil: null },
      ),
    });
    const anyScoring = fc.record({
      type: fc.constantFrom<ScoringType>('weight', 'length', 'points', 'count'),
      bestN: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    });
    const asFish = (list: { angler: string; minute: number; weight: number | null; length: number | null }[]) =>
      list.map((f, i) => ({ angler: f.angler, fish: { ...fish(f.minute, f.weight, f.length), id: `id${String(i).padStart(4, '0')}` } }));
    const group = (list: { angler: string; fish: ScoredFish }[]) => {
      const map = new Map<string, ScoredFish[]>();
      for (const { angler, fish: f } of list) map.set(angler, [...(map.get(angler) ?? []), f]);
      return map;
    };

    it('the order in which catches arrive never changes the standings', () => {
      fc.assert(
        fc.property(fc.array(anyFish, { maxLength: 40 }), anyScoring, fc.infiniteStream(fc.nat()), (list, s, seeds) => {
          const arrived = asFish(list);
          const shuffled = [...arrived];
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = seeds.next().value % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          expect(leaderboardOf(group(shuffled), s)).to.deep.equal(leaderboardOf(group(arrived), s));
        }),
        { seed: 20251124, numRuns: 400 },
      );
    });

    it('one more verified fish never lowers an angler’s score', () => {
      fc.assert(
        fc.property(fc.array(anyFish, { minLength: 1, maxLength: 15 }), anyFish, anyScoring, (list, extra, s) => {
          const mine = asFish(list).map((f) => f.fish);
          const before = standingOf('a', mine, s)?.score ?? 0;
          const after = standingOf('a', [...mine, fish(extra.minute, extra.weight, extra.length)], s)?.score ?? 0;
          expect(after).to.be.at.least(before);
        }),
        { seed: 7, numRuns: 400 },
      );
    });

    it('a best-N total is the sum of the N best measures', () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 20 }),
          fc.integer({ min: 1, max: 6 }),
          (hundredths, bestN) => {
            const mine = hundredths.map((h, i) => fish(i, h / 100));
            const expected =
              [...hundredths]
                .sort((x, y) => y - x)
                .slice(0, bestN)
                .reduce((a, b) => a + b, 0) / 100;
            expect(standingOf('a', mine, { type: 'weight', bestN })!.score).to.equal(expected);
          },
        ),
        { seed: 11, numRuns: 300 },
      );
    });
  });
});

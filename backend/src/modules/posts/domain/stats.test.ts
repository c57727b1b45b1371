import { expect } from 'chai';
import { UserStats } from '../../../../../contracts/src/profiles.ts';
import { addUp, anglerStats, type CatchGroup } from './stats.ts';

const fish = (species: string, weight: number | null, length: number | null) => ({ species, weight, length });

describe("posts: an angler's statistics", () => {
  it('are all zero and empty for a new angler', () => {
    expect(anglerStats([], [])).to.deep.equal({
      totalCatches: 0,
      totalSpecies: 0,
      totalTrips: 0,
      successfulTrips: 0,
      biggestByLength: null,
      biggestByWeight: null,
      speciesBreakdown: [],
    });
  });
  it('count catches, distinct species, trips and successful trips', () => {
    const stats = anglerStats(
      [fish('walleye', 4, 22), fish('walleye', 3, 20), fish('northern-pike', 12, 38)],
      [{ fishingSuccess: true }, { fishingSuccess: false }, { fishingSuccess: true }],
    );
    expect(stats).to.include({ totalCatches: 3, totalSpecies: 2, totalTrips: 3, successfulTrips: 2 });
  });
  it('name the biggest fish by length and by weight, which may be different fish', () => {
    const stats = anglerStats([fish('muskellunge', 18, 44), fish('lake-trout', 21.5, 36)], []);
    expect(stats.biggestByLength).to.deep.equal({ length: 44, species: 'muskellunge' });
    expect(stats.biggestByWeight).to.deep.equal({ weight: 21.5, species: 'lake-trout' });
  });
  it('leave a biggest empty when no catch was measured that way', () => {
    const stats = anglerStats([fish('bluegill', null, 8)], []);
    expect(stats.biggestByWeight).to.equal(null);
    expect(stats.speciesBreakdown[0]).to.deep.equal({ species: 'bluegill', count: 1, maxWeight: null, maxLength: 8 });
  });
  it('break species down by count, most caught first, with the best weight and length of each', () => {
    const stats = anglerStats(
      [fish('yellow-perch', 0.5, 9), fish('walleye', 4, null), fish('yellow-perch', null, 11), fish('bluegill', 0.4, 7)],
      [],
    );
    expect(stats.speciesBreakdown).to.deep.equal([
      { species: 'yellow-perch', count: 2, maxWeight: 0.5, maxLength: 11 },
      { species: 'bluegill', count: 1, maxWeight: 0.4, maxLength: 7 },
      { species: 'walleye', count: 1, maxWeight: 4, maxLength: null },
    ]);
  });
  it('have the shape the stats call answers', () => {
    const stats = anglerStats([fish('rainbow-trout', 3.4, 18)], [{ fishingSuccess: true }]);
    expect(UserStats.safeParse(stats).success).to.equal(true);
  });
});

describe("posts: an angler's records", () => {
  const caught = (species: string, weight: number | null, length: number | null, hour: number) => ({
    species,
    weight,
    length,
    caughtAt: new Date(Date.UTC(2026, 4, 1, hour)),
  });

  it('keeps the earlier of two equal fish as the record', () => {
    expect(anglerStats([caught('northern-pike', 5, 80, 6), caught('walleye', 5, 80, 9)], [])).to.deep.include({
      biggestByWeight: { weight: 5, species: 'northern-pike' },
      biggestByLength: { length: 80, species: 'northern-pike' },
    });
  });
  it('gives the record to an equal fish caught earlier, even when it is listed later', () => {
    expect(anglerStats([caught('walleye', 5, 80, 9), caught('northern-pike', 5, 80, 6)], [])).to.deep.include({
      biggestByWeight: { weight: 5, species: 'northern-pike' },
      biggestByLength: { length: 80, species: 'northern-pike' },
    });
  });
  it('never gives the record to a smaller fish for having been caught earlier', () => {
    expect(anglerStats([caught('walleye', 6, 81, 9), caught('northern-pike', 5, 80, 6)], [])).to.deep.include({
      biggestByWeight: { weight: 6, species: 'walleye' },
      biggestByLength: { length: 81, species: 'walleye' },
    });
  });
  it('lets an equal fish caught at the same moment leave the record where it is (a record is beaten, not shared)', () => {
    expect(anglerStats([caught('walleye', 5, 80, 6), caught('northern-pike', 5, 80, 6)], [])).to.deep.include({
      biggestByWeight: { weight: 5, species: 'walleye' },
      biggestByLength: { length: 80, species: 'walleye' },
    });
  });
  it('lists species caught equally often by their slug, whatever order they were caught in', () => {
    const stats = anglerStats(
      ['walleye', 'bluegill', 'northern-pike', 'crappie', 'yellow-perch'].map((s) => fish(s, null, null)),
      [],
    );
    expect(stats.speciesBreakdown.map((s) => s.species)).to.deep.equal(['bluegill', 'crappie', 'northern-pike', 'walleye', 'yellow-perch']);
  });
});

describe('posts: adding up the groups of one species (one group per privacy)', () => {
  const group = (catches: number, maxWeight: number | null, maxLength: number | null): CatchGroup => ({
    species: 'walleye',
    catches,
    maxWeight,
    maxWeightAt: maxWeight == null ? null : new Date(Date.UTC(2026, 4, 1)),
    maxLength,
    maxLengthAt: maxLength == null ? null : new Date(Date.UTC(2026, 4, 2)),
  });

  it("counts every group's catches and keeps the heaviest and longest fish of any group", () => {
    expect(addUp([group(2, 5, null), group(1, 3, 40), group(4, null, 45)]).bySpecies).to.deep.equal([
      { species: 'walleye', count: 7, maxWeight: 5, maxLength: 45 },
    ]);
  });
});

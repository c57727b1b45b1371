import { expect } from 'chai';
import { UserStats } from '../../../../../contracts/src/profiles.ts';
import { anglerStats } from './stats.ts';

const fish = (species: string, weight: number | null, length: number | null) => ({ species, weight, length });

describe("posts: an angler's statistics", () => {
  it('are all zero and empty for a new angler', () => {
    expect(anglerStats([], [])).to.deep.equal({
      totalCatches: 0, totalSpecies: 0, totalTrips: 0, successfulTrips: 0,
      biggestByLength: null, biggestByWeight: null, speciesBreakdown: [],
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

import { expect } from 'chai';
import { UserStats } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch, someContent } from '../support/builders/posts.ts';
import { anglerStats } from '../../src/modules/posts/domain/stats.ts';

describe("posts: an angler's statistics", () => {
  let app: TestApp;
  let rosa: Angler;
  let sam: Angler;
  const catches = [
    { species: 'yellow-perch', weight: 0.5, length: 9 },
    { species: 'walleye', weight: 4, length: null },
    { species: 'yellow-perch', weight: null, length: 11 },
    { species: 'bluegill', weight: 0.4, length: 7 },
    { species: 'muskellunge', weight: 18, length: 44 },
    { species: 'lake-trout', weight: 21.5, length: 36 },
    { species: 'northern-pike', weight: 21.5, length: 40 }, // as heavy as the lake trout, caught later
  ];

  before(async () => {
    // Kai shares 30 catches: more than a newcomer's first day allows.
    app = await startTestApp({ clock: pastTheFirstDay() });
    [rosa, sam] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Sam Stranger')]);
    for (const fish of catches) {
      const c = aCatch().of(fish.species);
      if (fish.weight !== null) c.weighing(fish.weight);
      if (fish.length !== null) c.measuring(fish.length);
      await c.by(rosa);
    }
    await aCatch().of('tarpon').weighing(90).private().by(rosa);
    await someContent('Not a catch').by(rosa);
  });
  after(() => app?.close());

  it('are the spec definition of the catches the viewer may see (domain fold, compared)', async () => {
    const res = await sam.get<UserStats>(`/api/stats/user/${rosa.id}`);
    expect(res.status, res.text).to.equal(200);
    expect(UserStats.safeParse(res.json).success).to.equal(true);
    const { totalTrips, successfulTrips, ...expected } = anglerStats(catches, []);
    const { totalTrips: trips, successfulTrips: successful, ...actual } = res.json;
    expect(actual).to.deep.equal(expected);
    expect(actual.biggestByWeight).to.deep.equal({ weight: 21.5, species: 'lake-trout' });
    // Trips come from spots (zero here: nobody logged one).
    expect([trips, successful]).to.deep.equal([totalTrips, successfulTrips]);
  });

  it("count the author's private catches for the author only", async () => {
    const mine = await rosa.get<UserStats>(`/api/stats/user/${rosa.id}`);
    expect(mine.json).to.include({ totalCatches: catches.length + 1 });
    expect(mine.json.biggestByWeight).to.deep.equal({ weight: 90, species: 'tarpon' });
  });

  it("agree with the profile's counts, which add content posts to the catches (privacy applied)", async () => {
    const seen = await sam.get<{ counts: { posts: number; catches: number; species: number } }>(`/api/profile/${rosa.id}`);
    expect(seen.json.counts).to.include({ posts: catches.length + 1, catches: catches.length, species: 6 });
    const own = await rosa.get<{ counts: { posts: number; catches: number; species: number } }>(`/api/profile/${rosa.id}`);
    expect(own.json.counts).to.include({ posts: catches.length + 2, catches: catches.length + 1, species: 7 });
  });

  it('are empty for an angler with no catches', async () => {
    const res = await rosa.get<UserStats>(`/api/stats/user/${sam.id}`);
    expect(res.json).to.deep.include({
      totalCatches: 0,
      totalSpecies: 0,
      biggestByLength: null,
      biggestByWeight: null,
      speciesBreakdown: [],
    });
  });

  describe('kept up as catches come and go', () => {
    let kai: Angler;
    const kaisCatches = [
      { species: 'walleye', weight: 6, length: 25 },
      { species: 'walleye', weight: 9, length: 28 }, // the biggest fish, deleted below
      { species: 'walleye', weight: 9, length: 27 }, // as heavy, caught later: holds the title once the first is gone
      { species: 'bluegill', weight: 0.5, length: 30 },
    ];
    let ids: string[] = [];

    before(async () => {
      kai = await anAngler(app, 'Kai Keeper');
      ids = [];
      for (const fish of kaisCatches) ids.push((await aCatch().of(fish.species).weighing(fish.weight).measuring(fish.length).by(kai)).id);
    });

    const statsOf = async () => {
      const res = await sam.get<UserStats>(`/api/stats/user/${kai.id}`);
      expect(res.status, res.text).to.equal(200);
      const { totalTrips, successfulTrips, ...rest } = res.json;
      return rest;
    };
    const definition = (fish: typeof kaisCatches) => {
      const { totalTrips, successfulTrips, ...rest } = anglerStats(fish, []);
      return rest;
    };

    it('after the biggest fish is deleted, the next biggest holds the title (the earliest of equals)', async () => {
      expect((await statsOf()).biggestByWeight).to.deep.equal({ weight: 9, species: 'walleye' });
      const gone = await kai.send('DELETE', `/api/posts/${ids[1]}`);
      expect(gone.status, gone.text).to.equal(204); // postsRoutes.deletePost: 204, no body
      const left = kaisCatches.filter((_, i) => i !== 1);
      expect(await statsOf()).to.deep.equal(definition(left));
      expect((await statsOf()).speciesBreakdown.find((s) => s.species === 'walleye')).to.deep.include({
        count: 2,
        maxWeight: 9,
        maxLength: 27,
      });
    });

    it('forget a species whose last catch is deleted', async () => {
      const gone = await kai.send('DELETE', `/api/posts/${ids[3]}`);
      expect(gone.status, gone.text).to.equal(204); // postsRoutes.deletePost: 204, no body
      const stats = await statsOf();
      expect(stats).to.deep.equal(definition([kaisCatches[0]!, kaisCatches[2]!]));
      expect(stats.speciesBreakdown.map((s) => s.species)).to.deep.equal(['walleye']);
    });

    it('count concurrent shares exactly', async () => {
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          aCatch()
            .of('black-crappie')
            .weighing(1 + (i % 7))
            .by(kai),
        ),
      );
      const stats = await statsOf();
      expect(stats.speciesBreakdown.find((s) => s.species === 'black-crappie')).to.deep.include({ count: 30, maxWeight: 7 });
      expect(stats.totalCatches).to.equal(32);
    });
  });
});

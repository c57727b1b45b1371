import { expect } from 'chai';
import pg from 'pg';
import type { HeatSpot, PostPage, Profile, Trip, TripPage, UserStats } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { acts, makeOperator, reports } from './support.ts';

type FollowingPage = PostPage & { trips: Trip[] };
const TAHOE = { latitude: 39.0968, longitude: -120.0324 };

/**
 * Posts' kinds hidden by moderation, over HTTP on real PostgreSQL: a post (kind `post`) and a trip
 * (kind `trip`, stored by spots) reported, hidden by an operator citing a guideline, and shown again
 * (unhide); and hidden by three reports before anyone looked. Every read that showed the item is
 * checked by name for a stranger, a mate, a follower and the reporter (gone), for its author (there,
 * marked `hidden`), and the figures it counted in (dropped for others).
 *
 * Reads of a post: the Following feed (fanned-out home timeline rows, and a wide author's posts merged
 * on read), Discover near a place and by the place's name, nearby posts, the angler's grid, their
 * statistics, their profile's counts, liking it. Reads of a trip: the Following feed's trips, the
 * angler's Trips tab, the trip's page, the profile's trip counts, the heat map's trips at its spot.
 */
describe('moderation: hidden posts and trips', () => {
  let app: TestApp;
  let db: pg.Client;
  let olga: Angler; // operator
  let rosa: Angler; // the author
  let max: Angler; // her mate
  let finn: Angler; // follows her; the reporter
  let sam: Angler; // a stranger
  let wade: Angler; // an author past the fan-out limit: his followers' feeds merge his posts on read
  let reporters: Angler[];

  before(async function () {
    this.timeout(120_000);
    app = await startTestApp({ env: { HOME_TIMELINE_FAN_OUT_MAX: '2' } });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [olga, rosa, max, finn, sam, wade] = await Promise.all(
      ['Olga Operator', 'Rosa Reel', 'Max Mate', 'Finn Follower', 'Sam Stranger', 'Wade Wide'].map((n) => anAngler(app, n)),
    );
    reporters = await Promise.all(['Ann Report', 'Bo Report', 'Cy Report'].map((n) => anAngler(app, n)));
    await makeOperator(app, olga);
    await mates(rosa, max);
    await follows(finn, rosa);
    for (const reader of [max, finn, sam]) await follows(reader, wade);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const ok = async <T>(angler: Angler, path: string): Promise<T> => {
    const res = await angler.get<T>(path);
    expect(res.status, `${path}: ${res.text}`).to.equal(200);
    return res.json;
  };
  const following = (a: Angler) => ok<FollowingPage>(a, '/api/posts/feed?limit=50');
  const discoverNear = (a: Angler) => ok<PostPage>(a, `/api/posts?latitude=${TAHOE.latitude}&longitude=${TAHOE.longitude}&limit=50`);
  const discoverAt = (a: Angler) => ok<PostPage>(a, `/api/posts?location=${encodeURIComponent('Emerald Bay')}&limit=50`);
  const nearby = (a: Angler) =>
    ok<PostPage>(a, `/api/posts/near?latitude=${TAHOE.latitude}&longitude=${TAHOE.longitude}&radius=20&limit=50`);
  const grid = (a: Angler, of: Angler) => ok<PostPage>(a, `/api/posts/user/${of.id}?limit=50`);
  const stats = (a: Angler, of: Angler) => ok<UserStats>(a, `/api/stats/user/${of.id}`);
  const counts = async (a: Angler, of: Angler) => (await ok<Profile>(a, `/api/profile/${of.id}`)).counts;

  /** Every post read, as this angler receives the post (undefined where it is absent). */
  async function postReads(a: Angler, author: Angler, postId: string) {
    const find = (page: PostPage) => page.items.find((p) => p.id === postId);
    return {
      following: find(await following(a)),
      discoverNear: find(await discoverNear(a)),
      discoverAt: find(await discoverAt(a)),
      nearby: find(await nearby(a)),
      grid: find(await grid(a, author)),
    };
  }

  describe('a post', () => {
    let post: string;
    let before: Map<Angler, { stats: UserStats; counts: Profile['counts'] }>;
    const others = () => [max, finn, sam];

    it('is seen by every read before it is reported', async () => {
      await aCatch().of('rainbow-trout').weighing(2).by(rosa);
      post = (
        await aCatch()
          .of('rainbow-trout')
          .weighing(9.5)
          .at('Emerald Bay, Lake Tahoe', TAHOE.latitude + 0.01, TAHOE.longitude)
          .by(rosa)
      ).id;
      before = new Map();
      for (const a of [...others(), rosa]) before.set(a, { stats: await stats(a, rosa), counts: await counts(a, rosa) });
      for (const a of [max, finn]) {
        const seen = await postReads(a, rosa, post);
        for (const [read, p] of Object.entries(seen)) expect(p, `${read} for ${a.id}`).to.deep.include({ id: post, hidden: null });
      }
      expect((await postReads(sam, rosa, post)).discoverNear).to.deep.include({ id: post });
    });

    it('is gone from every read of a stranger, a mate, a follower and the reporter once an operator hides it; its author sees it marked', async () => {
      expect((await reports(finn, 'post', post, 'spam')).status).to.equal(201);
      await acts(olga, { kind: 'post', itemId: post, action: 'hide', ruleId: 'no-spam' });

      for (const a of others()) {
        const seen = await postReads(a, rosa, post);
        for (const [read, p] of Object.entries(seen)) expect(p, `${read} of ${a.id}`).to.equal(undefined);
        const was = before.get(a)!;
        const now = await stats(a, rosa);
        expect(now.totalCatches, `statistics of ${a.id}`).to.equal(was.stats.totalCatches - 1);
        expect(now.biggestByWeight, `statistics of ${a.id}`).to.deep.equal({ weight: 2, species: 'rainbow-trout' });
        const c = await counts(a, rosa);
        expect([c.posts, c.catches], `profile counts of ${a.id}`).to.deep.equal([was.counts.posts - 1, was.counts.catches - 1]);
        const like = await a.send('POST', `/api/posts/${post}/like`);
        expect(like.status, `${a.id} likes it`).to.equal(404);
      }

      const own = await postReads(rosa, rosa, post);
      for (const read of ['following', 'nearby', 'grid'] as const) {
        expect(own[read], `${read} of the author`).to.deep.include({ id: post });
        expect(own[read]!.hidden, `${read} of the author`).to.deep.include({ ruleId: 'no-spam' });
      }
      const mine = await stats(rosa, rosa);
      expect(mine.totalCatches).to.equal(before.get(rosa)!.stats.totalCatches);
      expect(mine.biggestByWeight).to.deep.equal({ weight: 9.5, species: 'rainbow-trout' });
      expect(await counts(rosa, rosa)).to.deep.equal(before.get(rosa)!.counts);
    });

    it('is back in every read, unmarked, once an operator shows it again', async () => {
      await acts(olga, { kind: 'post', itemId: post, action: 'unhide', ruleId: 'no-spam' });
      for (const a of [max, finn]) {
        const seen = await postReads(a, rosa, post);
        for (const [read, p] of Object.entries(seen)) expect(p, `${read} of ${a.id}`).to.deep.include({ id: post, hidden: null });
      }
      for (const a of [...others(), rosa]) {
        expect(await stats(a, rosa), `statistics of ${a.id}`).to.deep.equal(before.get(a)!.stats);
        expect(await counts(a, rosa), `profile counts of ${a.id}`).to.deep.equal(before.get(a)!.counts);
      }
      expect((await sam.send('POST', `/api/posts/${post}/like`)).status).to.equal(200);
      expect((await grid(rosa, rosa)).items.find((p) => p.id === post)?.hidden).to.equal(null);
    });

    it('is hidden by three reports of anglers in good standing, before any operator looks', async () => {
      const spam = (await aCatch().of('walleye').by(rosa)).id;
      for (const r of reporters) expect((await reports(r, 'post', spam, 'spam')).status).to.equal(201);
      for (const a of [max, finn, ...reporters])
        expect(
          (await grid(a, rosa)).items.map((p) => p.id),
          a.id,
        ).not.to.include(spam);
      const own = (await grid(rosa, rosa)).items.find((p) => p.id === spam);
      expect(own?.hidden).to.deep.include({ ruleId: null, ruleTitle: null });
    });

    it("leaves a wide author's hidden post out of the feeds that merge it on read", async () => {
      const loud = (await aCatch().of('northern-pike').by(wade)).id;
      for (const a of [max, finn, sam])
        expect(
          (await following(a)).items.map((p) => p.id),
          a.id,
        ).to.include(loud);
      await acts(olga, { kind: 'post', itemId: loud, action: 'hide', ruleId: 'no-spam' });
      for (const a of [max, finn, sam])
        expect(
          (await following(a)).items.map((p) => p.id),
          a.id,
        ).not.to.include(loud);
      expect((await following(wade)).items.find((p) => p.id === loud)?.hidden).to.deep.include({ ruleId: 'no-spam' });
    });

    it('cannot be reported by a stranger who may not see it (404)', async () => {
      const own = (await aCatch().of('bluegill').private().by(rosa)).id;
      expect((await reports(sam, 'post', own)).status).to.equal(404);
    });
  });

  describe('a trip', () => {
    let spot: string;
    let trip: string;
    const others = () => [max, sam];
    const heatTrips = async (a: Angler) => {
      const spots = await ok<HeatSpot[]>(a, '/api/spots/heatmap?timeRange=30d');
      return spots.find((s) => s.id === spot)?.totalTrips ?? 0;
    };
    async function tripReads(a: Angler) {
      const detail = await a.get<Trip>(`/api/trips/${trip}`);
      return {
        following: (await following(a)).trips.find((t) => t.id === trip),
        tripsTab: (await ok<TripPage>(a, `/api/trips/user/${rosa.id}?limit=50`)).items.find((t) => t.id === trip),
        detail: detail.status === 200 ? detail.json : undefined,
      };
    }
    let before: Map<Angler, { counts: Profile['counts'] }>;

    it('is seen by every read before it is reported', async () => {
      const res = await rosa.send<{ id: string }>('POST', '/api/spots', {
        name: 'Hidden Cove',
        description: 'A cove for the hiding tests',
        location: 'Hidden Cove, CA',
        latitude: 38.5,
        longitude: -121.5,
        waterType: 'lake',
      });
      expect(res.status, res.text).to.equal(201);
      spot = res.json.id;
      const logged = await rosa.send<Trip>('POST', '/api/spots/trips', {
        spotId: spot,
        fishingSuccess: true,
        timeOfDay: 'dawn',
        notes: 'Limit by seven',
      });
      expect(logged.status, logged.text).to.equal(201);
      trip = logged.json.id;
      before = new Map();
      for (const a of [...others(), rosa]) before.set(a, { counts: await counts(a, rosa) });
      for (const a of others()) {
        for (const [read, t] of Object.entries(await tripReads(a))) {
          if (read === 'following' && a === sam) continue; // sam does not follow rosa
          expect(t, `${read} of ${a.id}`).to.deep.include({ id: trip, hidden: null });
        }
      }
      expect(await heatTrips(sam)).to.equal(1);
    });

    it('is gone from every read of others once hidden, counts nowhere, and its angler sees it marked; shown again it is back', async () => {
      expect((await reports(max, 'trip', trip, 'spam')).status).to.equal(201);
      await acts(olga, { kind: 'trip', itemId: trip, action: 'hide', ruleId: 'no-spam' });
      for (const a of others()) {
        for (const [read, t] of Object.entries(await tripReads(a))) expect(t, `${read} of ${a.id}`).to.equal(undefined);
        const c = await counts(a, rosa);
        expect([c.trips, c.successfulTrips], `profile counts of ${a.id}`).to.deep.equal([
          before.get(a)!.counts.trips - 1,
          before.get(a)!.counts.successfulTrips - 1,
        ]);
      }
      expect(await heatTrips(sam)).to.equal(0);
      const { rows } = await db.query('select total_trips, successful_anglers from spots where id = $1', [spot]);
      expect(rows[0]).to.deep.equal({ total_trips: 0, successful_anglers: 0 });
      for (const [read, t] of Object.entries(await tripReads(rosa))) {
        expect(t, `${read} of the angler`).to.deep.include({ id: trip });
        expect(t!.hidden, `${read} of the angler`).to.deep.include({ ruleId: 'no-spam' });
      }

      await acts(olga, { kind: 'trip', itemId: trip, action: 'unhide', ruleId: 'no-spam' });
      for (const a of others()) {
        for (const [read, t] of Object.entries(await tripReads(a))) {
          if (read === 'following' && a === sam) continue;
          expect(t, `${read} of ${a.id}`).to.deep.include({ id: trip, hidden: null });
        }
        expect(await counts(a, rosa), `profile counts of ${a.id}`).to.deep.equal(before.get(a)!.counts);
      }
      expect(await heatTrips(sam)).to.equal(1);
      const again = await db.query('select total_trips, successful_anglers from spots where id = $1', [spot]);
      expect(again.rows[0]).to.deep.equal({ total_trips: 1, successful_anglers: 1 });
    });

    it('is hidden by three reports, and an edit while hidden counts it nowhere', async () => {
      for (const r of reporters) expect((await reports(r, 'trip', trip, 'spam')).status).to.equal(201);
      expect((await tripReads(max)).detail).to.equal(undefined);
      const edited = await rosa.send('PATCH', `/api/trips/${trip}`, { spotId: spot, fishingSuccess: true, timeOfDay: 'morning' });
      expect(edited.status, edited.text).to.equal(200);
      expect(await heatTrips(sam)).to.equal(0);
      const { rows } = await db.query('select total_trips from spots where id = $1', [spot]);
      expect(rows[0].total_trips).to.equal(0);
      expect((await tripReads(rosa)).detail?.hidden).to.deep.include({ ruleId: null });
    });
  });
});

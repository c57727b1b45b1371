import { expect } from 'chai';
import pg from 'pg';
import {
  buildPath,
  DirectorySpot,
  HeatSpot,
  placesRoutes,
  SPOT_MESSAGES,
  spotsRoutes,
  SpotTip,
  TIP_MESSAGES,
  TRIP_MESSAGES,
  tripsRoutes,
  weatherRoutes,
  type RouteDef,
} from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

const haversine = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};

describe('spots: directory, ratings, tips, conditions and heat map', () => {
  let app: TestApp;
  let db: pg.Client;
  let anglers: Angler[];
  let rosa: Angler;
  let bo: Angler;
  let viewer: Angler; // reads only
  let anon: HttpClient;
  const create = async (who: Angler, body: Record<string, unknown>) => {
    const res = await who.send('POST', '/api/spots', body);
    expect(res.status, res.text).to.equal(201);
    return DirectorySpot.parse(res.json);
  };
  const count = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);
  const heat = async (who: Angler, q = '') => {
    const res = await who.get(`/api/spots/heatmap${q}`);
    expect(res.status, res.text).to.equal(200);
    return HeatSpot.array().parse(res.json);
  };
  let lake: DirectorySpot;
  let ocean: DirectorySpot;
  let pond: DirectorySpot;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    anglers = await Promise.all(Array.from({ length: 6 }, (_, i) => anAngler(app, `Spot Angler ${i}`)));
    [rosa, bo] = anglers as [Angler, Angler];
    viewer = await anAngler(app, 'Spot Viewer');
    anon = new HttpClient(app.url);
    lake = await create(rosa, {
      name: 'Quiet Lake',
      description: 'A calm lake with trout',
      location: 'Tahoe City, CA',
      latitude: 39.17,
      longitude: -120.14,
      waterType: 'lake',
      difficulty: 'beginner',
      species: ['Trout'],
      facilities: ['parking'],
    });
    ocean = await create(bo, {
      name: 'Surf Point',
      description: 'Open ocean surf casting',
      location: 'Santa Cruz, CA',
      latitude: 36.95,
      longitude: -122.02,
      waterType: 'ocean',
      difficulty: 'advanced',
      species: ['Salmon'],
    });
    pond = await create(rosa, {
      name: 'Little Pond',
      description: 'Small pond near Tahoe',
      location: 'Truckee, CA',
      latitude: 39.33,
      longitude: -120.18,
      waterType: 'pond',
      difficulty: 'intermediate',
    });
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('asks a visitor to sign in for every spots, weather and places call (§6), in the spec words for tips (§8), and writes nothing', async () => {
    const tables = ['spots', 'trips', 'spot_tips', 'spot_tip_votes', 'spot_ratings'];
    const counts = async () => Promise.all(tables.map(count));
    const before = await counts();
    const params = { id: lake.id, latitude: 39.17, longitude: -120.14 };
    const tipId = '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab';
    const query: Record<string, string> = {
      '/api/spots/nearby': '?latitude=39.2&longitude=-120.15',
      '/api/places': '?search=Tahoe',
      '/api/places/nearby': '?latitude=39.2&longitude=-120.15',
    };
    const bodies: Record<string, unknown> = {
      [spotsRoutes.create.path]: { name: 'Visitor Cove', description: 'A cove a visitor tried to add', location: 'Tahoe City, CA' },
      [spotsRoutes.rate.path]: { rating: 5 },
      [spotsRoutes.shareTip.path]: { title: 'Dawn', content: 'Go early', category: 'timing' },
      [spotsRoutes.vote.path]: { voteType: 'upvote' },
      [spotsRoutes.logConditions.path]: { fishingSuccess: true },
    };
    const calls: RouteDef[] = [
      ...Object.values(spotsRoutes),
      tripsRoutes.spotsWithTrips,
      tripsRoutes.speciesNames,
      ...Object.values(weatherRoutes),
      ...Object.values(placesRoutes),
    ];
    const words = new Map<RouteDef, string>([
      [spotsRoutes.shareTip, TIP_MESSAGES.signInToShare],
      [spotsRoutes.vote, TIP_MESSAGES.signInToVote],
      [spotsRoutes.unvote, TIP_MESSAGES.signInToVote],
    ]);
    for (const def of calls) {
      const path = buildPath(def.path, def.path.startsWith('/api/tips') ? { id: tipId } : params) + (query[def.path] ?? '');
      const res = def.method === 'GET' ? await anon.get(path) : await anon.send(def.method, path, bodies[def.path], { origin: app.url });
      expect(res.status, `${def.method} ${def.path}: ${res.text}`).to.equal(401);
      expect((res.json as { message: string }).message, `${def.method} ${def.path}`).to.equal(words.get(def) ?? 'Unauthorized');
    }
    expect(await counts()).to.deep.equal(before);
  });

  it('refuses a spot with the exact §5 messages and writes nothing; fills the form defaults', async () => {
    const before = await count('spots');
    const res = await rosa.send('POST', '/api/spots', { name: ' ', description: 'short', location: '', latitude: 91 });
    expect(res.status).to.equal(400);
    const messages = (res.json as { issues: Array<{ message: string }> }).issues.map((i) => i.message);
    expect(messages).to.include.members([SPOT_MESSAGES.nameRequired, SPOT_MESSAGES.descriptionTooShort, SPOT_MESSAGES.locationRequired]);
    expect((await anon.send('POST', '/api/spots', { name: 'x', description: 'long enough text', location: 'here' })).status).to.equal(401);
    expect(await count('spots')).to.equal(before);
    const d = await create(rosa, { name: 'Defaults', description: 'Defaults only here', location: 'Sydney' });
    expect(d).to.include({
      waterType: 'lake',
      waterClass: 'freshwater',
      accessType: 'public',
      difficulty: 'beginner',
      latitude: -33.87,
      longitude: 151.21,
      creatorName: 'Spot Angler 0',
    });
  });

  it('filters the directory by search, water class or type, difficulty and location', async () => {
    const names = async (q: string) =>
      DirectorySpot.array()
        .parse((await viewer.get(`/api/spots${q}`)).json)
        .map((s) => s.name);
    expect(await names('?search=trout')).to.deep.equal(['Quiet Lake']);
    expect(await names('?waterType=saltwater')).to.deep.equal(['Surf Point']);
    expect(await names('?waterType=freshwater')).to.include.members(['Quiet Lake', 'Little Pond']);
    expect(await names('?waterType=pond')).to.deep.equal(['Little Pond']);
    expect(await names('?difficulty=advanced')).to.deep.equal(['Surf Point']);
    expect(await names('?location=truckee&search=')).to.deep.equal(['Little Pond']);
  });

  it('finds nearby spots within 50 km, nearest first, with haversine distances', async () => {
    const here = { latitude: 39.2, longitude: -120.15 };
    const res = await viewer.get(`/api/spots/nearby?latitude=${here.latitude}&longitude=${here.longitude}`);
    const spots = DirectorySpot.array().parse(res.json);
    expect(spots.map((s) => s.name)).to.deep.equal(['Quiet Lake', 'Little Pond']);
    for (const s of spots) expect(s.distance).to.be.closeTo(haversine(here, s), 0.01);
  });

  it('shows a spot added after a nearby ask at once, each angler only their own rating in it, at any radius nearest first', async () => {
    const here = { latitude: 39.2, longitude: -120.15 };
    const near = async (who: Angler, radius = '') => {
      const res = await who.get(`/api/spots/nearby?latitude=${here.latitude}&longitude=${here.longitude}${radius}`);
      expect(res.status, res.text).to.equal(200);
      return DirectorySpot.array().parse(res.json);
    };
    expect((await near(viewer)).map((s) => s.name)).to.deep.equal(['Quiet Lake', 'Little Pond']);
    const cove = await create(bo, {
      name: 'Hidden Cove',
      description: 'A cove on the west shore',
      location: 'Homewood, CA',
      latitude: 39.08,
      longitude: -120.16,
      waterType: 'lake',
    });
    const added = await near(viewer);
    expect(added.map((s) => s.name)).to.deep.equal(['Quiet Lake', 'Hidden Cove', 'Little Pond']);
    expect(added[1]).to.include({ id: cove.id, creatorName: 'Spot Angler 1', myRating: null, totalRatings: 0 });
    for (const s of added) expect(s.distance).to.be.closeTo(haversine(here, s), 0.01);

    expect((await viewer.send('PUT', `/api/spots/${cove.id}/rating`, { rating: 3 })).status).to.equal(200);
    expect((await near(viewer))[1]).to.include({ id: cove.id, myRating: 3, rating: 3, totalRatings: 1 });
    expect((await near(bo))[1]).to.include({ id: cove.id, myRating: null, rating: 3, totalRatings: 1 });

    const wide = await near(viewer, '&radius=500');
    expect(wide.map((s) => s.name)).to.deep.equal(['Quiet Lake', 'Hidden Cove', 'Little Pond', 'Surf Point']);
    for (const s of wide) expect(s.distance).to.be.closeTo(haversine(here, s), 0.01);
    expect((await near(viewer, '&radius=5')).map((s) => s.name)).to.deep.equal(['Quiet Lake']);
    expect(await near(viewer, '&radius=1')).to.deep.equal([]);
  });

  it('keeps the average and count exact under 50 concurrent ratings, once per angler, changeable; Top Rated by Bayesian average', async function () {
    this.timeout(120_000); // 50 anglers sign in first
    const raters = await Promise.all(Array.from({ length: 50 }, (_, i) => anAngler(app, `Rater ${i}`)));
    // Remembered before the ratings: they must replace it.
    expect(DirectorySpot.array().parse((await viewer.get('/api/spots?sort=top-rated')).json)).to.deep.equal([]);
    const answers = await Promise.all(raters.map((r, i) => r.send('PUT', `/api/spots/${lake.id}/rating`, { rating: i % 2 ? 5 : 4 })));
    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.text}`)).to.deep.equal([]);
    await raters[0]!.send('PUT', `/api/spots/${lake.id}/rating`, { rating: 5 });
    await rosa.send('PUT', `/api/spots/${pond.id}/rating`, { rating: 5 });
    const spots = DirectorySpot.array().parse((await rosa.get('/api/spots?sort=top-rated')).json);
    const l = spots.find((s) => s.id === lake.id)!;
    expect(l).to.include({ totalRatings: 50 });
    expect(l.rating).to.equal(226 / 50);
    expect(spots.map((s) => s.name)).to.deep.equal(['Quiet Lake', 'Little Pond']);
    // Each angler sees their own rating in the shared answer, and only theirs.
    expect(spots.find((s) => s.id === pond.id)!.myRating).to.equal(5);
    expect(
      DirectorySpot.array()
        .parse((await viewer.get('/api/spots?sort=top-rated')).json)
        .map((s) => s.myRating),
    ).to.deep.equal([null, null]);
    expect(
      DirectorySpot.array()
        .parse((await raters[1]!.get('/api/spots?sort=top-rated')).json)
        .map((s) => s.myRating),
    ).to.deep.equal([5, null]);
    expect((await rosa.send('PUT', `/api/spots/${lake.id}/rating`, { rating: 6 })).status).to.equal(400);
  });

  it('tips: 401 with the spec texts, one vote per angler exact under concurrency, switch and remove', async function () {
    this.timeout(120_000); // 50 anglers sign in first
    const refused = await anon.send('POST', `/api/spots/${lake.id}/tips`, { title: 'Dawn', content: 'Go early', category: 'timing' });
    expect(refused.status).to.equal(401);
    expect(refused.json).to.include({ message: TIP_MESSAGES.signInToShare });
    const created = await rosa.send('POST', `/api/spots/${lake.id}/tips`, { title: 'Dawn', content: 'Go early', category: 'timing' });
    expect(created.status, created.text).to.equal(201);
    const tip = SpotTip.parse(created.json);
    const anonVote = await anon.send('POST', `/api/tips/${tip.id}/vote`, { voteType: 'upvote' });
    expect(anonVote.status).to.equal(401);
    expect(anonVote.json).to.include({ message: TIP_MESSAGES.signInToVote });
    const voters = await Promise.all(Array.from({ length: 50 }, (_, i) => anAngler(app, `Voter ${i}`)));
    await Promise.all(voters.map((v, i) => v.send('POST', `/api/tips/${tip.id}/vote`, { voteType: i < 40 ? 'upvote' : 'downvote' })));
    await Promise.all(voters.slice(0, 5).map((v) => v.send('POST', `/api/tips/${tip.id}/vote`, { voteType: 'upvote' })));
    const switched = SpotTip.parse((await voters[0]!.send('POST', `/api/tips/${tip.id}/vote`, { voteType: 'downvote' })).json);
    expect(switched).to.include({ upvotes: 39, downvotes: 11, score: 28, myVote: 'downvote' });
    const removed = SpotTip.parse((await voters[0]!.send('DELETE', `/api/tips/${tip.id}/vote`)).json);
    expect(removed).to.include({ upvotes: 39, downvotes: 10, myVote: null });
    expect(Number((await db.query('select count(*) from spot_tip_votes where tip_id = $1', [tip.id])).rows[0].count)).to.equal(49);
    const list = SpotTip.array().parse((await viewer.get(`/api/spots/${lake.id}/tips`)).json);
    expect(list[0]!.user).to.include({ displayName: 'Spot Angler 0' });
  });

  it('logs conditions through Log Trip; recent reports newest first, 5, shared trips only; heat map obeys privacy', async () => {
    const before = (await heat(viewer, '?timeRange=24h')).find((s) => s.id === ocean.id)!;
    expect(before).to.include({ totalTrips: 0, heatLabel: 'Cool' });
    expect(DirectorySpot.array().parse((await viewer.get('/api/spots?search=surf')).json)[0]).to.include({ totalTrips: 0 });
    // A trip not shared, and a trip by an angler who turned trip locations off, never move the heat map.
    expect(
      (await rosa.send('POST', `/api/spots/${ocean.id}/conditions`, { fishingSuccess: true, shareLocation: false, notes: 'secret' }))
        .status,
    ).to.equal(201);
    expect((await bo.send('PUT', `/api/profile/${bo.id}/trip-sharing`, { shareTripLocations: false })).status).to.be.oneOf([200, 204]);
    await bo.send('POST', `/api/spots/${ocean.id}/conditions`, { fishingSuccess: true, notes: 'hidden by switch' });
    expect((await heat(viewer, '?timeRange=24h')).find((s) => s.id === ocean.id)).to.deep.equal(before);
    expect(await (await viewer.get(`/api/spots/${ocean.id}/conditions/recent`)).json).to.deep.equal([]);
    // Two anglers: counts but no per-angler detail; three: detail.
    const [, , a2, a3, a4] = anglers;
    for (let i = 0; i < 6; i++) {
      const res = await a2!.send('POST', `/api/spots/${ocean.id}/conditions`, {
        fishingSuccess: i % 2 === 0,
        weatherCondition: 'sunny',
        timeOfDay: 'dawn',
        notes: `report ${i}`,
      });
      expect(res.status, res.text).to.equal(201);
    }
    await a3!.send('POST', `/api/spots/${ocean.id}/conditions`, { fishingSuccess: true, timeOfDay: 'dawn' });
    let o = (await heat(viewer, '?timeRange=24h')).find((s) => s.id === ocean.id)!;
    expect(o).to.include({
      totalTrips: 7,
      catchCount: 4,
      totalAnglers: 2,
      successRate: 57,
      bestTimeOfDay: null,
      lastActivity: null,
      detailHidden: true,
    });
    await a4!.send('POST', `/api/spots/${ocean.id}/conditions`, { fishingSuccess: false });
    o = (await heat(viewer, '?timeRange=24h')).find((s) => s.id === ocean.id)!;
    expect(o).to.include({ totalAnglers: 3, bestTimeOfDay: 'dawn', detailHidden: false });
    expect(o.activityScore).to.be.greaterThan(0);
    const recent = (await viewer.get(`/api/spots/${ocean.id}/conditions/recent`)).json as Array<{ notes: string | null }>;
    expect(recent).to.have.length(5);
    expect(recent.map((r) => r.notes)).to.not.include.members(['secret', 'hidden by switch']);
    // Filters.
    expect((await heat(viewer, '?timeRange=24h&showOnlyActive=true')).map((s) => s.id)).to.deep.equal([ocean.id]);
    expect((await heat(viewer, '?waterType=freshwater')).map((s) => s.id)).to.not.include(ocean.id);
    expect((await heat(viewer, '?species=Salmon')).map((s) => s.id)).to.deep.equal([ocean.id]);
    expect((await heat(viewer, '?minRating=4.5')).map((s) => s.id))
      .to.include(pond.id)
      .and.not.include(ocean.id);
    expect(await heat(viewer, '?timeRange=7d&minActivityScore=90')).to.deep.equal([]);
    // Detail and verified (successful trips by 3 different anglers: a2, a3 and the hidden ones count as public figures).
    const detail = (await viewer.get(`/api/spots/${ocean.id}?timeRange=24h`)).json as { verified: boolean; totalTrips: number };
    expect(detail).to.include({ verified: true, totalTrips: 8 });
    // The directory's remembered answer follows every trip: a spot's trips count those whose spot the public is
    // told — not Rosa's unshared one; Bo's count (his switch moves the heat map, not the counters).
    expect(DirectorySpot.array().parse((await viewer.get('/api/spots?search=surf')).json)[0]).to.include({ totalTrips: 9 });
    expect((await viewer.get('/api/spots/no-such-spot')).status).to.equal(404);
    expect((await rosa.send('POST', '/api/spots/no-such-spot/conditions', { fishingSuccess: true })).status).to.equal(404);
  });

  it('refuses every bad tip, vote, rating, condition report and query with a clear 400 and writes nothing', async () => {
    const tables = ['spots', 'trips', 'spot_tips', 'spot_tip_votes', 'spot_ratings', 'spot_activity_days', 'spot_angler_activity'];
    const counts = async () => {
      const found: number[] = [];
      for (const table of tables) found.push(await count(table));
      return found;
    };
    const before = await counts();
    const [tip] = SpotTip.array().parse((await rosa.get(`/api/spots/${lake.id}/tips`)).json);
    const refused = async (method: string, path: string, body?: unknown, message?: string) => {
      const res = method === 'GET' ? await rosa.get(path) : await rosa.send(method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).to.equal(400);
      const answer = res.json as { message: string; issues?: Array<{ message: string }> };
      expect(answer.message).to.be.a('string').and.not.equal('');
      if (message) expect([answer.message, ...(answer.issues ?? []).map((i) => i.message)]).to.include(message);
    };
    await refused('POST', `/api/spots/${lake.id}/tips`, { title: ' ', content: 'Go early', category: 'timing' }, 'Give your tip a title');
    await refused('POST', `/api/spots/${lake.id}/tips`, { title: 'Dawn', content: ' ', category: 'timing' }, 'Write your tip');
    await refused('POST', `/api/spots/${lake.id}/tips`, { title: 'Dawn', content: 'Go early', category: 'luck' });
    await refused('POST', `/api/tips/${tip!.id}/vote`, { voteType: 'sideways' });
    await refused('POST', '/api/tips/not-a-tip/vote', { voteType: 'upvote' });
    await refused('PUT', `/api/spots/${lake.id}/rating`, { rating: 0 });
    await refused('PUT', `/api/spots/${lake.id}/rating`, { rating: 4.5 });
    await refused('POST', `/api/spots/${lake.id}/conditions`, { notes: 'no outcome' }, TRIP_MESSAGES.outcomeRequired);
    await refused('POST', `/api/spots/${lake.id}/conditions`, { fishingSuccess: true, temperature: 500 });
    await refused(
      'POST',
      `/api/spots/${lake.id}/conditions`,
      { fishingSuccess: true, shareTip: true, tipTitle: 'A', tipContent: 'B' },
      TRIP_MESSAGES.tipCategoryRequired,
    );
    await refused('POST', '/api/spots', {
      name: 'Far away',
      description: 'Off the edge of the map',
      location: 'Nowhere',
      latitude: 0,
      longitude: 181,
    });
    await refused('POST', '/api/spots', { name: 'Wet', description: 'A sea of its own kind', location: 'Somewhere', waterType: 'sea' });
    await refused('GET', '/api/spots/heatmap?timeRange=1y');
    await refused('GET', '/api/spots/heatmap?minActivityScore=101');
    await refused('GET', '/api/spots/heatmap?minRating=6');
    await refused('GET', '/api/spots/nearby?latitude=91&longitude=0');
    await refused('GET', '/api/spots/nearby?latitude=10&longitude=10&radius=0');
    await refused('GET', '/api/spots?difficulty=expert');
    expect(await counts()).to.deep.equal(before);
  });

  it('recommends spots from the angler’s own trips, each with its reason', async () => {
    const [, , , , , a5] = anglers;
    expect(DirectorySpot.array().parse((await a5!.get('/api/spots/recommended')).json)).to.deep.equal([]);
    await a5!.send('POST', `/api/spots/${lake.id}/conditions`, { fishingSuccess: true });
    const recs = DirectorySpot.array().parse((await a5!.get('/api/spots/recommended')).json);
    const p = recs.find((s) => s.id === pond.id)!;
    expect(p.recommendationReason).to.match(/^\d+\.\d km from Quiet Lake, where you fish$/);
    expect((await anon.get('/api/spots/recommended')).status).to.equal(401);
  });

  it('recommends spots known for the species an angler catches, even before their first trip', async () => {
    const cutthroat = await create(bo, {
      name: 'Cutthroat Creek',
      description: 'A small creek full of cutthroat',
      location: 'Livingston, MT',
      latitude: 45.6,
      longitude: -110.5,
      waterType: 'river',
      species: ['Cutthroat Trout'],
    });
    const newcomer = await anAngler(app, 'Species Only');
    expect(DirectorySpot.array().parse((await newcomer.get('/api/spots/recommended')).json)).to.deep.equal([]);
    expect((await aCatch().of('cutthroat-trout').weighing(2).private().by(newcomer)).id).to.be.a('string');
    const recs = DirectorySpot.array().parse((await newcomer.get('/api/spots/recommended')).json);
    expect(recs.map((r) => [r.id, r.recommendationReason])).to.deep.equal([[cutthroat.id, 'Known for Cutthroat Trout, which you catch']]);
    // Another angler's catches say nothing about what this one is recommended.
    expect(
      DirectorySpot.array()
        .parse((await rosa.get('/api/spots/recommended')).json)
        .some((r) => r.id === cutthroat.id),
    ).to.equal(false);
  });
});

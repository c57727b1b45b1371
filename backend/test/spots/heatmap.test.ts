import { expect } from 'chai';
import pg from 'pg';
import { DirectorySpot, HeatSpot } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { compile } from '../../src/platform/db/sql.ts';
import { sharedTripSql, tripFactsOf } from '../../src/modules/spots/adapters/persistence/shared-trip.sql.ts';

/**
 * The heat map over HTTP on real PostgreSQL: the spec's heat score and labels at 20/40/60/80, and spot
 * privacy — only public trips at a spot, with their location shared by an angler who shares trip
 * locations, ever shape what anyone sees; the rollups behind it stay equal to a recount of the trips.
 */
describe('spots: the heat map', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let max: Angler;
  let sam: Angler;
  let crew: Angler[];
  let n = 0;
  // Each water added by an angler of its own: a newcomer adds only a few spots on their first day.
  const newSpot = async (name: string, at = { latitude: 45 + n * 0.5, longitude: -100 - n * 0.5 }) => {
    n++;
    const keeper = await anAngler(app, `Spot Keeper ${n}`);
    const res = await keeper.send('POST', '/api/spots', {
      name,
      description: `${name}, a water for the heat map tests`,
      location: `${name}, MT`,
      ...at,
      waterType: 'lake',
    });
    expect(res.status, res.text).to.equal(201);
    return DirectorySpot.parse(res.json);
  };
  const heat = async (who: Angler, query = '') => {
    const res = await who.get(`/api/spots/heatmap${query}`);
    expect(res.status, res.text).to.equal(200);
    return HeatSpot.array().parse(res.json);
  };
  const heatOf = async (who: Angler, spotId: string, query = '') => (await heat(who, query)).find((s) => s.id === spotId)!;
  const logAt = async (who: Angler, spotId: string, body: Record<string, unknown>) => {
    const res = await who.send('POST', '/api/spots/trips', { spotId, ...body });
    expect(res.status, res.text).to.equal(201);
    return res.json as { id: string };
  };
  /** The rollups, and the same figures counted again from the trips themselves. */
  const rollupAndRecount = async () => {
    // The spot-privacy rule as every read applies it (test/spots/sql-twins.test.ts proves it equal to the domain's).
    const { text: shared, values } = compile(sharedTripSql(tripFactsOf('t')));
    expect(values, 'a predicate without parameters').to.deep.equal([]);
    const days = await db.query(`select spot_id, day::text, trips, successes, dawn, morning, afternoon, evening, night
      from spot_activity_days where trips > 0 order by 1, 2`);
    const recount = await db.query(`select t.spot_id, ((t.created_at at time zone 'UTC')::date)::text as day, count(*)::int as trips,
        (count(*) filter (where t.fishing_success))::int as successes,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'dawn'))::int as dawn,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'morning'))::int as morning,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'afternoon'))::int as afternoon,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'evening'))::int as evening,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'night'))::int as night
      from trips t where ${shared} group by 1, 2 order by 1, 2`);
    const anglers = await db.query(`select spot_id, angler_id, successes, shared_trips, shared_last_at from spot_angler_activity
      where successes > 0 or shared_trips > 0 order by 1, 2`);
    const anglersRecount = await db.query(`select t.spot_id, t.angler_id, (count(*) filter (where t.fishing_success))::int as successes,
        (count(*) filter (where ${shared}))::int as shared_trips, max(t.created_at) filter (where ${shared}) as shared_last_at
      from trips t where t.spot_id is not null group by 1, 2 order by 1, 2`);
    const verified = await db.query(`select s.id, s.successful_anglers,
        (select count(distinct t.angler_id) from trips t where t.spot_id = s.id and t.fishing_success)::int as recount from spots s`);
    return { days: days.rows, recount: recount.rows, anglers: anglers.rows, anglersRecount: anglersRecount.rows, verified: verified.rows };
  };
  const expectRollupsExact = async () => {
    const r = await rollupAndRecount();
    expect(r.days).to.deep.equal(r.recount);
    expect(r.anglers).to.deep.equal(r.anglersRecount.filter((x) => x.successes > 0 || x.shared_trips > 0));
    for (const v of r.verified) expect(v.successful_anglers, v.id).to.equal(v.recount);
  };

  const clock = new ManualClock(new Date());

  before(async function () {
    this.timeout(120_000);
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    // A crew large enough that each logs only a few of the trips: newcomers log 10 on their first day.
    const crewNames = Array.from({ length: 16 }, (_, i) => `Crew ${String.fromCharCode(65 + i)}`);
    [rosa, max, sam, ...crew] = await Promise.all(['Rosa Heat', 'Max Heat', 'Sam Heat', ...crewNames].map((name) => anAngler(app, name)));
    await mates(rosa, max);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('scores heat by the spec formula and labels it Cool/Moderate/Active/Very Active/Hot at 20/40/60/80', async function () {
    this.timeout(120_000);
    // (trips, successful, range) → heat score, found by the formula: each threshold and the point just below it.
    const cases = [
      { trips: 7, wins: 4, range: '90d', score: 19, label: 'Cool' },
      { trips: 3, wins: 2, range: '30d', score: 20, label: 'Moderate' },
      { trips: 4, wins: 3, range: '7d', score: 39, label: 'Moderate' },
      { trips: 3, wins: 3, range: '7d', score: 40, label: 'Active' },
      { trips: 2, wins: 2, range: '24h', score: 59, label: 'Active' },
      { trips: 8, wins: 6, range: '24h', score: 60, label: 'Very Active' },
      { trips: 24, wins: 24, range: '7d', score: 79, label: 'Very Active' },
      { trips: 25, wins: 25, range: '7d', score: 80, label: 'Hot' },
    ] as const;
    let turn = 0;
    for (const c of cases) {
      const spot = await newSpot(`Heat ${c.score}`);
      for (let i = 0; i < c.trips; i++)
        await logAt(crew[turn++ % crew.length]!, spot.id, { fishingSuccess: i < c.wins, timeOfDay: 'dawn' });
      const h = await heatOf(sam, spot.id, `?timeRange=${c.range}`);
      expect({ score: h.heatScore, label: h.heatLabel, trips: h.totalTrips, catches: h.catchCount }, `heat ${c.score}`).to.deep.equal({
        score: c.score,
        label: c.label,
        trips: c.trips,
        catches: c.wins,
      });
      const expected = Math.round(
        (Math.min(h.activityScore / 100, 1) * 0.4 + Math.min(h.catchCount / 50, 1) * 0.4 + (h.successRate / 100) * 0.2) * 100,
      );
      expect(h.heatScore).to.equal(expected);
    }
    // Hottest first, at most 500 spots.
    const all = await heat(sam, '?timeRange=7d');
    expect(all.length).to.be.at.most(500);
    expect(all.map((s) => s.heatScore)).to.deep.equal([...all.map((s) => s.heatScore)].sort((a, b) => b - a));
    await expectRollupsExact();
  });

  it("never lets a private or mates-only trip, or a private catch, move anyone's heat map — the author's own included", async () => {
    const spot = await newSpot('Quiet Cove', { latitude: 44.1, longitude: -110.2 });
    const viewers = [rosa, max, sam];
    const before = await Promise.all(viewers.map((v) => heatOf(v, spot.id, '?timeRange=24h')));
    await logAt(rosa, spot.id, { fishingSuccess: true, privacy: 'private', timeOfDay: 'dawn', notes: 'my secret' });
    await logAt(rosa, spot.id, { fishingSuccess: true, privacy: 'mates', timeOfDay: 'dawn', notes: 'for my mates' });
    // The spot's own door (conditions) is the same rule.
    expect(
      (await rosa.send('POST', `/api/spots/${spot.id}/conditions`, { fishingSuccess: true, privacy: 'private', notes: 'secret report' }))
        .status,
    ).to.equal(201);
    await aCatch().of('rainbow-trout').weighing(4).private().at('Quiet Cove, MT', 44.1, -110.2).by(rosa);
    await aCatch().of('brown-trout').weighing(3).mates().at('Quiet Cove, MT', 44.1, -110.2).by(rosa);
    const after = await Promise.all(viewers.map((v) => heatOf(v, spot.id, '?timeRange=24h')));
    expect(after).to.deep.equal(before);
    expect(after[0]).to.include({ totalTrips: 0, catchCount: 0, heatLabel: 'Cool' });
    for (const v of viewers) {
      const detail = (await v.get(`/api/spots/${spot.id}?timeRange=24h`)).json as HeatSpot;
      expect(detail).to.include({ totalTrips: 0, catchCount: 0, totalAnglers: 0 });
      expect((await v.get(`/api/spots/${spot.id}/conditions/recent`)).json).to.deep.equal([]);
    }
    // A public trip does count — for everyone alike.
    await logAt(rosa, spot.id, { fishingSuccess: true, timeOfDay: 'dawn' });
    const now = await Promise.all(viewers.map((v) => heatOf(v, spot.id, '?timeRange=24h')));
    expect(now.map((h) => h.totalTrips)).to.deep.equal([1, 1, 1]);
    await expectRollupsExact();
  });

  it('never turns a custom-location trip into a point, shared or not', async () => {
    const before = await heat(sam, '?timeRange=24h');
    await crew[0]!.send('POST', '/api/spots/trips', {
      fishingSuccess: true,
      location: 'Secret beaver pond',
      latitude: 44.5,
      longitude: -110.5,
    });
    await crew[1]!.send('POST', '/api/spots/trips', {
      fishingSuccess: true,
      location: 'Hidden creek',
      latitude: 44.6,
      longitude: -110.6,
      shareLocation: false,
    });
    const after = await heat(sam, '?timeRange=24h');
    expect(after).to.deep.equal(before);
    expect(after.some((s) => Math.abs(s.latitude - 44.5) < 0.01 || Math.abs(s.latitude - 44.6) < 0.01)).to.equal(false);
  });

  it("takes an angler's trips out when they turn Share Trip Locations off, and back when they turn it on", async () => {
    const spot = await newSpot('Switch Lake', { latitude: 43.3, longitude: -109.3 });
    const [a, b, c] = crew as [Angler, Angler, Angler];
    for (const who of [a, b, c]) await logAt(who, spot.id, { fishingSuccess: true, timeOfDay: 'evening' });
    expect(await heatOf(sam, spot.id, '?timeRange=24h')).to.include({
      totalTrips: 3,
      totalAnglers: 3,
      bestTimeOfDay: 'evening',
      detailHidden: false,
    });
    expect((await c.send('PUT', `/api/profile/${c.id}/trip-sharing`, { shareTripLocations: false })).status).to.be.oneOf([200, 204]);
    await app.settled();
    expect(await heatOf(sam, spot.id, '?timeRange=24h')).to.include({
      totalTrips: 2,
      totalAnglers: 2,
      bestTimeOfDay: null,
      lastActivity: null,
      detailHidden: true,
    });
    await expectRollupsExact();
    expect((await c.send('PUT', `/api/profile/${c.id}/trip-sharing`, { shareTripLocations: true })).status).to.be.oneOf([200, 204]);
    await app.settled();
    expect(await heatOf(sam, spot.id, '?timeRange=24h')).to.include({ totalTrips: 3, totalAnglers: 3, detailHidden: false });
    await expectRollupsExact();
  });

  it('moves the heat map back when a trip is edited or deleted', async () => {
    const spot = await newSpot('Edit Pond', { latitude: 42.2, longitude: -108.2 });
    const other = await newSpot('Other Pond', { latitude: 42.4, longitude: -108.4 });
    const trip = await logAt(max, spot.id, { fishingSuccess: true, timeOfDay: 'morning' });
    expect(await heatOf(sam, spot.id, '?timeRange=24h')).to.include({ totalTrips: 1, catchCount: 1 });
    const edited = await max.send('PATCH', `/api/trips/${trip.id}`, { spotId: other.id, fishingSuccess: false });
    expect(edited.status, edited.text).to.equal(200);
    expect(await heatOf(sam, spot.id, '?timeRange=24h')).to.include({ totalTrips: 0, catchCount: 0 });
    expect(await heatOf(sam, other.id, '?timeRange=24h')).to.include({ totalTrips: 1, catchCount: 0 });
    await expectRollupsExact();
    const hidden = await max.send('PATCH', `/api/trips/${trip.id}`, { spotId: other.id, fishingSuccess: true, privacy: 'private' });
    expect(hidden.status, hidden.text).to.equal(200);
    expect(await heatOf(sam, other.id, '?timeRange=24h')).to.include({ totalTrips: 0 });
    await max.send('PATCH', `/api/trips/${trip.id}`, { spotId: other.id, fishingSuccess: true, privacy: 'public' });
    expect(await heatOf(sam, other.id, '?timeRange=24h')).to.include({ totalTrips: 1, catchCount: 1 });
    expect((await max.send('DELETE', `/api/trips/${trip.id}`)).status).to.be.oneOf([200, 204]);
    expect(await heatOf(sam, other.id, '?timeRange=24h')).to.include({ totalTrips: 0, catchCount: 0 });
    await expectRollupsExact();
  });

  it('counts the last 24 hours exactly as the clock moves: whole days from the rollup, the first partial day from the trips', async () => {
    const spot = await newSpot('Clock Lake', { latitude: 41.1, longitude: -107.1 });
    const loggedAt = Date.now();
    await logAt(crew[3]!, spot.id, { fishingSuccess: true });
    const at = async (hoursLater: number, range: string) => {
      clock.set(new Date(loggedAt + hoursLater * 3_600_000));
      await rosa.send('PUT', `/api/spots/${spot.id}/rating`, { rating: 4 }); // a change: remembered answers are forgotten
      return (await heatOf(sam, spot.id, `?timeRange=${range}`)).totalTrips;
    };
    try {
      expect(await at(23, '24h')).to.equal(1);
      expect(await at(25, '24h')).to.equal(0);
      expect(await at(25, '7d')).to.equal(1);
      expect(await at(7 * 24 - 1, '7d')).to.equal(1);
      expect(await at(7 * 24 + 1, '7d')).to.equal(0);
      expect(await at(7 * 24 + 1, '30d')).to.equal(1);
    } finally {
      clock.set(new Date());
    }
  });
});

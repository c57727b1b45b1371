import { expect } from 'chai';
import pg from 'pg';
import { Profile, Trip, UserStats } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { tahoeAndKenai } from '../support/builders/spots.ts';

/**
 * Editing and deleting trips over HTTP: only their angler may, and every figure a trip moved when it
 * was logged — the spot's trips and successful trips, the heat map's rollups, the angler's Trips and
 * Successful on the profile and in statistics — follows exactly, also when edits,
 * deletes and new trips come all at once.
 */
describe('spots: editing and deleting trips keeps every figure exact', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let bo: Angler;
  let tahoe: string;
  let kenai: string;
  before(async () => {
    // Anglers here log more trips than a newcomer's first day allows.
    app = await startTestApp({ clock: pastTheFirstDay() });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [rosa, bo] = await Promise.all([anAngler(app, 'Edit Rosa'), anAngler(app, 'Edit Bo')]);
    ({ tahoe, kenai } = await tahoeAndKenai(app.databaseUrl));
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const log = async (angler: Angler, body: Record<string, unknown>) => {
    const res = await angler.send('POST', '/api/spots/trips', body);
    expect(res.status, res.text).to.equal(201);
    return Trip.parse(res.json);
  };
  const edit = (angler: Angler, id: string, body: Record<string, unknown>) => angler.send('PATCH', `/api/trips/${id}`, body);
  const spot = async (id: string) =>
    (await db.query('select total_trips, successful_trips, successful_anglers from spots where id = $1', [id])).rows[0] as {
      total_trips: number;
      successful_trips: number;
      successful_anglers: number;
    };
  const profileCounts = async (of: Angler, viewer: Angler = of) => {
    const profile = Profile.parse((await viewer.get(`/api/profile/${of.id}`)).json);
    const stats = UserStats.parse((await viewer.get(`/api/stats/user/${of.id}`)).json);
    expect({ trips: stats.totalTrips, successfulTrips: stats.successfulTrips }).to.deep.equal({
      trips: profile.counts.trips,
      successfulTrips: profile.counts.successfulTrips,
    });
    return profile.counts;
  };

  /**
   * Every stored figure equals a count of the trips themselves (the rollups as migration 20251123180000
   * first filled them; what others see counts public trips only: spots' shapesWhatOthersSee).
   */
  async function expectFiguresMatchTrips() {
    // A spot's trip figures count the trips whose spot the public is told (shown, shared, named down to 10 km).
    const COUNTED = `t.hidden_at is null and t.share_location and t.public_precision in ('exact', '1km', '10km')`;
    const spots = await db.query(`select s.id, s.total_trips, s.successful_trips,
        (select count(*) from trips t where t.spot_id = s.id and ${COUNTED})::int as trips,
        (select count(*) from trips t where t.spot_id = s.id and t.fishing_success and ${COUNTED})::int as successes,
        s.successful_anglers, (select count(distinct t.angler_id) from trips t where t.spot_id = s.id and t.fishing_success)::int as anglers
      from spots s order by s.id`);
    for (const s of spots.rows) {
      expect([s.total_trips, s.successful_trips, s.successful_anglers], `spot ${s.id}`).to.deep.equal([s.trips, s.successes, s.anglers]);
    }
    const days = await db.query(`
      select spot_id, day::text, trips, successes, dawn, morning, afternoon, evening, night from spot_activity_days where trips > 0
      except
      select t.spot_id, ((t.created_at at time zone 'UTC')::date)::text, count(*)::int, (count(*) filter (where t.fishing_success))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'dawn'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'morning'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'afternoon'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'evening'))::int,
        (count(*) filter (where t.fishing_success and t.time_of_day = 'night'))::int
      from trips t join spot_anglers a on a.id = t.angler_id and a.share_trip_locations
      where t.spot_id is not null and t.share_location and t.privacy = 'public' group by 1, 2`);
    expect(days.rows, 'heat map days that trips do not account for').to.deep.equal([]);
    const sharedDays = await db.query(`select count(*)::int as n from (
        select t.spot_id, (t.created_at at time zone 'UTC')::date from trips t join spot_anglers a on a.id = t.angler_id and a.share_trip_locations
        where t.spot_id is not null and t.share_location and t.privacy = 'public' group by 1, 2) x`);
    const rolledDays = await db.query('select count(*)::int as n from spot_activity_days where trips > 0');
    expect(rolledDays.rows[0].n, 'every day with shared trips is rolled up').to.equal(sharedDays.rows[0].n);
    const anglers = await db.query(`
      select spot_id, angler_id::text, successes from spot_angler_activity where successes > 0
      except
      select spot_id, angler_id::text, (count(*) filter (where fishing_success))::int from trips where spot_id is not null group by 1, 2`);
    expect(anglers.rows, 'per-angler rollups that trips do not account for').to.deep.equal([]);
  }

  it('lets its angler edit a trip: outcome, conditions, notes, privacy and place, answering the trip as it now is', async () => {
    const trip = await log(rosa, { spotId: tahoe, fishingSuccess: false, timeOfDay: 'dawn', notes: 'Nothing moving' });
    expect(await spot(tahoe)).to.include({ total_trips: 1, successful_trips: 0 });
    const res = await edit(rosa, trip.id, {
      spotId: tahoe,
      fishingSuccess: true,
      waterCondition: 'calm',
      weatherCondition: 'cloudy',
      temperature: 51,
      timeOfDay: 'morning',
      notes: 'Late bite on midges',
      privacy: 'mates',
    });
    expect(res.status, res.text).to.equal(200);
    const edited = Trip.parse(res.json);
    expect(edited).to.include({
      id: trip.id,
      fishingSuccess: true,
      notes: 'Late bite on midges',
      privacy: 'mates',
      spotName: 'Lake Tahoe',
    });
    expect(edited.createdAt).to.equal(trip.createdAt);
    expect(await spot(tahoe)).to.include({ total_trips: 1, successful_trips: 1, successful_anglers: 1 });
    expect(await profileCounts(rosa)).to.include({ trips: 1, successfulTrips: 1 });
    await expectFiguresMatchTrips();
  });

  it('moves the trip from one spot to the other when its angler changes the spot, and to a custom place', async () => {
    const trip = await log(rosa, { spotId: tahoe, fishingSuccess: true });
    const [tahoeBefore, kenaiBefore] = [await spot(tahoe), await spot(kenai)];
    expect((await edit(rosa, trip.id, { spotId: kenai, fishingSuccess: true })).status).to.equal(200);
    expect(await spot(tahoe)).to.include({ total_trips: tahoeBefore.total_trips - 1, successful_trips: tahoeBefore.successful_trips - 1 });
    expect(await spot(kenai)).to.include({ total_trips: kenaiBefore.total_trips + 1, successful_trips: kenaiBefore.successful_trips + 1 });
    const custom = await edit(rosa, trip.id, {
      spotId: null,
      location: 'Hidden beaver pond',
      latitude: 39.2,
      longitude: -120.1,
      fishingSuccess: true,
    });
    expect(custom.status, custom.text).to.equal(200);
    expect(await spot(kenai)).to.include({ total_trips: kenaiBefore.total_trips });
    await expectFiguresMatchTrips();
  });

  it('deletes a trip for its angler: it leaves the spot, the heat map, the profile and the statistics', async () => {
    const before = await profileCounts(rosa);
    const beforeForBo = await profileCounts(rosa, bo);
    const tahoeBefore = await spot(tahoe);
    const trip = await log(rosa, { spotId: tahoe, fishingSuccess: true, timeOfDay: 'evening' });
    expect(await profileCounts(rosa)).to.deep.equal({ ...before, trips: before.trips + 1, successfulTrips: before.successfulTrips + 1 });
    const res = await rosa.send('DELETE', `/api/trips/${trip.id}`);
    expect(res.status, res.text).to.equal(204);
    expect(await profileCounts(rosa)).to.deep.equal(before);
    expect(await profileCounts(rosa, bo)).to.include({ trips: beforeForBo.trips, successfulTrips: beforeForBo.successfulTrips });
    expect(await spot(tahoe)).to.deep.equal(tahoeBefore);
    expect((await db.query('select 1 from trips where id = $1', [trip.id])).rowCount).to.equal(0);
    expect((await rosa.get(`/api/trips/${trip.id}`)).status).to.equal(404);
    expect((await rosa.send('DELETE', `/api/trips/${trip.id}`)).status, 'deleting twice').to.equal(404);
    await expectFiguresMatchTrips();
  });

  it("keeps a deleted trip's shared tip with its spot", async () => {
    const trip = await log(rosa, {
      spotId: tahoe,
      fishingSuccess: true,
      shareTip: true,
      tipTitle: 'Dawn',
      tipContent: 'Fish the drop',
      tipCategory: 'timing',
    });
    expect((await rosa.send('DELETE', `/api/trips/${trip.id}`)).status).to.equal(204);
    const { rows } = await db.query('select spot_id, trip_id from spot_tips where id = $1', [trip.tip!.id]);
    expect(rows).to.deep.equal([{ spot_id: tahoe, trip_id: null }]);
  });

  it("answers another angler's edit or delete as if the trip did not exist (404), and changes nothing", async () => {
    const trip = await log(rosa, { spotId: tahoe, fishingSuccess: false });
    const tahoeBefore = await spot(tahoe);
    const tried = await edit(bo, trip.id, { spotId: tahoe, fishingSuccess: true });
    expect(tried.status).to.equal(404);
    expect(tried.json).to.include({ message: 'Trip not found' });
    expect((await bo.send('DELETE', `/api/trips/${trip.id}`)).status).to.equal(404);
    expect(await spot(tahoe)).to.deep.equal(tahoeBefore);
    expect((await db.query('select fishing_success from trips where id = $1', [trip.id])).rows).to.deep.equal([{ fishing_success: false }]);
  });

  it('refuses an edit without an outcome or a place (400 with the message) and a spot that does not exist (404), changing nothing', async () => {
    const trip = await log(rosa, { spotId: tahoe, fishingSuccess: true, notes: 'kept' });
    const noPlace = await edit(rosa, trip.id, { spotId: null, fishingSuccess: true });
    expect(noPlace.status).to.equal(400);
    expect(noPlace.text).to.contain('Choose a spot or a custom location');
    expect((await edit(rosa, trip.id, { spotId: tahoe })).status).to.equal(400);
    expect((await edit(rosa, trip.id, { spotId: tahoe, fishingSuccess: true, privacy: 'friends' })).status).to.equal(400);
    expect((await edit(rosa, trip.id, { spotId: 'no-such-spot', fishingSuccess: true })).status).to.equal(404);
    expect((await edit(rosa, 'not-a-trip', { spotId: tahoe, fishingSuccess: true })).status).to.equal(404);
    expect((await db.query('select spot_id, notes from trips where id = $1', [trip.id])).rows).to.deep.equal([
      { spot_id: tahoe, notes: 'kept' },
    ]);
    await expectFiguresMatchTrips();
  });

  it('keeps every figure exact when trips are logged, edited and deleted at once', async () => {
    const mine = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        log(i % 2 ? rosa : bo, { spotId: i % 3 ? tahoe : kenai, fishingSuccess: i % 4 === 0, timeOfDay: 'dawn' }),
      ),
    );
    const answers = await Promise.all([
      ...mine.slice(0, 4).map((t) => (t.userId === rosa.id ? rosa : bo).send('DELETE', `/api/trips/${t.id}`)),
      ...mine
        .slice(4, 10)
        .map((t, i) =>
          edit(t.userId === rosa.id ? rosa : bo, t.id, { spotId: i % 2 ? kenai : tahoe, fishingSuccess: i % 3 === 0, timeOfDay: 'night' }),
        ),
      ...Array.from({ length: 6 }, (_, i) =>
        rosa.send('POST', '/api/spots/trips', { spotId: i % 2 ? tahoe : kenai, fishingSuccess: true }),
      ),
    ]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([...Array(6).fill(200), ...Array(6).fill(201), ...Array(4).fill(204)].sort());
    await expectFiguresMatchTrips();
    const { rows } = await db.query(
      `select count(*)::int as trips, (count(*) filter (where fishing_success))::int as successful
      from trips where angler_id = $1 and privacy = 'public' and hidden_at is null`,
      [rosa.id],
    );
    // Bo is neither Rosa's mate nor Rosa: her public trips are all Bo's figures count.
    expect(await profileCounts(rosa, bo)).to.include({ trips: rows[0].trips, successfulTrips: rows[0].successful });
  });
});

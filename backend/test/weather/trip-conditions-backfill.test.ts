import { expect } from 'chai';
import pg from 'pg';
import { Trip } from '@tightlines/contracts';
import { eventually, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { tahoeAndKenai } from '../support/builders/spots.ts';
import { hourlyAroundNow, OpenMeteoStandIn } from './open-meteo-stand-in.ts';

/** Trips logged before conditions were kept get theirs from spots' backfill job, once, as catches do from posts'. */
describe('conditions backfilled on older trips', function () {
  this.timeout(90_000);
  let standIn: OpenMeteoStandIn;
  let app: TestApp;
  let ada: Angler;
  const rows = async (sqlText: string, values: unknown[] = []) => {
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      return (await db.query(sqlText, values)).rows;
    } finally {
      await db.end();
    }
  };
  const keptTrips = async () =>
    (await rows("select subject_id from weather_conditions where subject_kind = 'trip' order by subject_id")).map(
      (r) => r.subject_id as string,
    );

  before(async () => {
    standIn = await new OpenMeteoStandIn().start();
    app = await startTestApp({
      env: {
        WEATHER_FORECAST_URL: `${standIn.url}/v1/forecast`,
        WEATHER_MARINE_URL: `${standIn.url}/v1/marine`,
        WEATHER_ARCHIVE_URL: `${standIn.url}/v1/archive`,
      },
    });
    standIn.answer('marine', '*', { status: 400, body: { error: true, reason: 'No data is available for this location' } });
    standIn.answer('forecast', '*', { status: 200, body: hourlyAroundNow() });
    ada = await anAngler(app, 'Ada Backfill');
  });
  after(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('fills every placed trip (its own point, or its spot) by the backfill job, and a second run queues nothing', async () => {
    const { kenai } = await tahoeAndKenai(app.databaseUrl);
    const logged = [
      await ada.send('POST', '/api/spots/trips', { location: 'Beaver pond', latitude: 46.9, longitude: -89.4, fishingSuccess: false }),
      await ada.send('POST', '/api/spots/trips', { spotId: kenai, fishingSuccess: true }),
    ].map((res) => Trip.parse(res.json).id);
    await app.settled();
    expect(await keptTrips()).to.have.members(logged);
    // As trips logged before conditions were kept: nothing for them, nothing counted.
    await rows(`with d as (delete from weather_condition_days where part = 'trip'), t as (delete from weather_condition_tallies where part = 'trip')
      delete from weather_conditions where subject_kind = 'trip'`);
    expect(await keptTrips()).to.deep.equal([]);

    await rows("select graphile_worker.add_job('spots.backfill-trip-conditions', '{}'::json)");
    await app.settled();
    expect(await eventually(async () => (await keptTrips()).length === 2)).to.equal(true);
    expect(await keptTrips()).to.have.members(logged);
    // The spot's trip was looked up at the spot.
    expect(standIn.callsTo('forecast', 60.4878).length).to.be.greaterThan(0);

    const before = standIn.calls.length;
    await rows("select graphile_worker.add_job('spots.backfill-trip-conditions', '{}'::json)");
    await app.settled();
    expect(standIn.calls.length).to.equal(before);
    expect(await keptTrips()).to.have.length(2);
  });
});

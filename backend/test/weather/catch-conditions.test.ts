import { expect } from 'chai';
import pg from 'pg';
import { CatchConditions, PostPage, WhatWorks } from '@tightlines/contracts';
import { eventually, HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { hourlyAroundNow, OpenMeteoStandIn } from './open-meteo-stand-in.ts';

/**
 * Conditions on catches and trips, through the real app and its job queue, against a local Open-Meteo
 * stand-in: queued with the catch (which is saved at once even while the weather service is down),
 * retried until the service is back, shown to no one as a place, counted for the angler alone.
 */
describe('conditions on every catch and trip', function () {
  this.timeout(90_000);
  let standIn: OpenMeteoStandIn;
  let app: TestApp;
  let ada: Angler;
  let bo: Angler;
  const lake = { latitude: 46.8721, longitude: -89.3177 };

  const whatWorks = async (angler: Angler) => {
    const res = await angler.get('/api/stats/me/what-works');
    expect(res.status, res.text).to.equal(200);
    return WhatWorks.parse(res.json);
  };
  const keptRows = async (sqlText: string, values: unknown[] = []) => {
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      return (await db.query(sqlText, values)).rows;
    } finally {
      await db.end();
    }
  };

  before(async () => {
    standIn = await new OpenMeteoStandIn().start();
    app = await startTestApp({
      env: {
        WEATHER_FORECAST_URL: `${standIn.url}/v1/forecast`,
        WEATHER_MARINE_URL: `${standIn.url}/v1/marine`,
        WEATHER_ARCHIVE_URL: `${standIn.url}/v1/archive`,
      },
    });
    [ada, bo] = await Promise.all([anAngler(app, 'Ada Conditions'), anAngler(app, 'Bo Nosy')]);
    // Inland: the marine API refuses the place (as the real one does over land).
    standIn.answer('marine', '*', { status: 400, body: { error: true, reason: 'No data is available for this location' } });
  });
  after(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('saves the catch at once while the weather service is down, and attaches its conditions when it is back', async () => {
    standIn.answer('forecast', '*', { status: 503 });
    // The share answers (the builder checks its 201) without waiting on the weather.
    await aCatch().of('walleye').at('North shore', lake.latitude, lake.longitude).mates().by(ada);
    // The job tried and failed: the stand-in was asked, and nothing is kept yet.
    expect(await eventually(async () => standIn.callsTo('forecast', lake.latitude).length > 0)).to.equal(true);
    expect((await whatWorks(ada)).bySpecies).to.deep.equal([]);

    standIn.answer('forecast', '*', { status: 200, body: hourlyAroundNow() });
    expect(await eventually(async () => (await whatWorks(ada)).bySpecies.length > 0, 60_000)).to.equal(
      true,
      'the retry brought the conditions',
    );
    const mine = await whatWorks(ada);
    expect(mine.bySpecies[0]).to.include({ species: 'walleye', catches: 1 });
    expect(mine.overall).to.deep.include({
      key: 'pressureTrend',
      value: 'falling',
      catches: 1,
      outings: 1,
      percent: null,
      caveat: 'only 1 trip so far',
    });
    expect(mine.summary).to.match(/^Your walleye: 1 of your 1 came .+ — only 1 trip so far, too few to call it a pattern\.$/);
    // The lookup asked for Open-Meteo's hourly series by their own names, at the exact point.
    const call = standIn.callsTo('forecast', lake.latitude).at(-1)!;
    expect(call.searchParams.get('hourly')).to.equal(
      'temperature_2m,pressure_msl,surface_pressure,wind_speed_10m,wind_direction_10m,cloud_cover',
    );
    expect(Number(call.searchParams.get('longitude'))).to.equal(lake.longitude);
  });

  it('keeps no place with the conditions: nothing finer than the catch itself may show', async () => {
    const [row] = await keptRows('select * from weather_conditions where subject_kind = $1', ['catch']);
    expect(row).to.include({ pressure_trend: 'falling', tide: 'none', cloud_cover_pct: 80 });
    for (const column of Object.keys(row)) expect(column).not.to.match(/lat|lng|lon|place|station|grid|location/);
  });

  it('puts them on the catch card for whoever may see the catch, with no place in them', async () => {
    const shared = await aCatch().of('walleye').at('North shore', lake.latitude, lake.longitude).public().by(ada);
    const plain = await aCatch().of('walleye').public().by(ada);
    const cardsBoSees = async () => PostPage.parse((await bo.get(`/api/posts/user/${ada.id}`)).json).items;
    expect(await eventually(async () => (await cardsBoSees()).some((p) => p.id === shared.id && p.conditions))).to.equal(true);
    const items = await cardsBoSees();
    const seen = items.find((p) => p.id === shared.id)!.conditions!;
    expect(seen).to.include({ pressureTrend: 'falling', cloudCover: 80, airTemperature: 17.3, tide: 'none' });
    expect(Object.keys(seen)).to.have.members(Object.keys(CatchConditions.shape));
    for (const key of Object.keys(seen)) expect(key).not.to.match(/lat|lng|lon|place|station|grid|location/i);
    // A catch without a place has none; the mates-only catch stays out of a stranger's page, conditions and all.
    expect(items.find((p) => p.id === plain.id)).not.to.have.property('conditions');
    expect(items).to.have.length(2);
  });

  it('shows each angler only their own', async () => {
    const theirs = await whatWorks(bo);
    expect(theirs.bySpecies).to.deep.equal([]);
    expect(theirs.summary).to.match(/No catches with conditions yet/);
    expect((await new HttpClient(app.url).get('/api/stats/me/what-works')).status).to.equal(401);
  });

  it('records a trip at a custom place, and rates trips by condition', async () => {
    const res = await ada.send('POST', '/api/spots/trips', {
      location: 'Beaver pond',
      latitude: 46.9,
      longitude: -89.4,
      fishingSuccess: false,
    });
    expect(res.status, res.text).to.equal(201);
    expect(await eventually(async () => (await whatWorks(ada)).trips.length > 0)).to.equal(true);
    expect((await whatWorks(ada)).trips).to.deep.include({
      key: 'pressureTrend',
      value: 'falling',
      trips: 1,
      successfulTrips: 0,
      percent: null,
      caveat: 'only 1 trip so far',
    });
  });

  it('uncounts a deleted catch: its species, its conditions and its day', async () => {
    const before = await whatWorks(ada);
    const pike = await aCatch().of('northern-pike').at('Weed bed', lake.latitude, lake.longitude).private().by(ada);
    expect(await eventually(async () => (await whatWorks(ada)).bySpecies.some((s) => s.species === 'northern-pike'))).to.equal(true);
    expect((await ada.send('DELETE', `/api/posts/${pike.id}`)).status).to.equal(204);
    const after = await whatWorks(ada);
    expect(after.bySpecies.map((s) => s.species)).to.deep.equal(before.bySpecies.map((s) => s.species));
    expect(after.overall).to.deep.equal(before.overall);
  });

  it('fills older catches by the backfill job, once', async () => {
    // As catches shared before conditions were kept: no row and nothing counted for them.
    await keptRows(`with d as (delete from weather_condition_days where part <> 'trip'), t as (delete from weather_condition_tallies where part <> 'trip')
      delete from weather_conditions where subject_kind = 'catch'`);
    expect((await whatWorks(ada)).bySpecies).to.deep.equal([]);
    await keptRows("select graphile_worker.add_job('posts.backfill-catch-conditions', '{}'::json)");
    await app.settled();
    expect(await eventually(async () => (await whatWorks(ada)).bySpecies[0]?.catches === 2)).to.equal(true);
    // Run again: nothing is queued for a catch that has its conditions.
    const before = standIn.calls.length;
    await keptRows("select graphile_worker.add_job('posts.backfill-catch-conditions', '{}'::json)");
    await app.settled();
    expect(standIn.calls.length).to.equal(before);
  });
});

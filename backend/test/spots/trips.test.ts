import { expect } from 'chai';
import pg from 'pg';
import { Profile, SPECIES, Spot, Trip, TRIP_MESSAGES, User } from '@tightlines/contracts';
import { HttpClient, pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { tahoeAndKenai } from '../support/builders/spots.ts';

describe('spots: logging trips', () => {
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
    [rosa, bo] = await Promise.all([anAngler(app, 'Trip Rosa'), anAngler(app, 'Trip Bo')]);
    ({ tahoe, kenai } = await tahoeAndKenai(app.databaseUrl));
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const count = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);
  const popular = async (viewer: Angler, query = '') => {
    const res = await viewer.get(`/api/spots/with-trips${query}`);
    expect(res.status, res.text).to.equal(200);
    return Spot.array().parse(res.json);
  };
  /** Every number, string and boolean in a JSON answer, however deep. */
  const leavesOf = (json: unknown): unknown[] =>
    json !== null && typeof json === 'object' ? Object.values(json).flatMap(leavesOf) : [json];
  const custom = { location: 'Hidden beaver pond', latitude: 39.2, longitude: -120.1 };

  it('logs a trip at a custom place with its conditions (201) and counts it on the profile', async () => {
    const res = await rosa.send('POST', '/api/spots/trips', {
      ...custom,
      fishingSuccess: true,
      waterCondition: 'calm',
      weatherCondition: 'cloudy',
      temperature: 58.5,
      timeOfDay: 'dawn',
      notes: 'Brookies on a parachute adams',
    });
    expect(res.status, res.text).to.equal(201);
    const trip = Trip.parse(res.json);
    expect(trip).to.include({ userId: rosa.id, spotId: null, fishingSuccess: true, temperature: 58.5, shareLocation: true });
    expect(trip).to.include(custom);
    expect(trip.tip).to.equal(null);
    await rosa.send('POST', '/api/spots/trips', { ...custom, fishingSuccess: false });
    const profile = Profile.parse((await bo.get(`/api/profile/${rosa.id}`)).json);
    expect(profile.counts).to.include({ trips: 2, successfulTrips: 1 });
  });

  it('logs a trip at a spot and counts it on the spot; popular spots put the most trips first', async () => {
    const res = await bo.send('POST', '/api/spots/trips', { spotId: kenai, fishingSuccess: true });
    expect(res.status, res.text).to.equal(201);
    expect(Trip.parse(res.json)).to.include({ spotId: kenai, location: null, latitude: null });
    const spots = await popular(bo);
    expect(spots.map((s) => [s.name, s.totalTrips])).to.deep.equal([
      ['Kenai River', 1],
      ['Lake Tahoe', 0],
    ]);
    expect(spots[0]).to.deep.equal({
      id: kenai,
      name: 'Kenai River',
      location: 'Soldotna, AK',
      latitude: 60.4878,
      longitude: -151.0583,
      totalTrips: 1,
    });
    expect(await popular(bo, '?limit=1')).to.have.length(1);
    expect((await bo.get('/api/spots/with-trips?limit=0')).status).to.equal(400);
  });

  it('counts every one of 20 trips logged at once at one spot', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rosa.send('POST', '/api/spots/trips', { spotId: tahoe, fishingSuccess: false })),
    );
    expect(answers.every((a) => a.status === 201)).to.equal(true);
    expect((await popular(rosa)).find((s) => s.id === tahoe)!.totalTrips).to.equal(20);
  });

  it("stores a complete shared tip as the spot's tip", async () => {
    const res = await bo.send('POST', '/api/spots/trips', {
      spotId: tahoe,
      fishingSuccess: true,
      shareTip: true,
      tipTitle: ' Dawn midges ',
      tipContent: 'Size 20 griffith gnat off the east shore',
      tipCategory: 'bait',
    });
    expect(res.status, res.text).to.equal(201);
    const trip = Trip.parse(res.json);
    expect(trip.tip).to.include({ title: 'Dawn midges', content: 'Size 20 griffith gnat off the east shore', category: 'bait' });
    const { rows } = await db.query('select spot_id, angler_id, trip_id, title from spot_tips where id = $1', [trip.tip!.id]);
    expect(rows).to.deep.equal([{ spot_id: tahoe, angler_id: bo.id, trip_id: trip.id, title: 'Dawn midges' }]);
  });

  it('shares no tip when sharing is off, when title or content is missing, or at a custom place', async () => {
    const before = await count('spot_tips');
    const tip = { shareTip: true, tipTitle: 'Title', tipContent: 'Content', tipCategory: 'timing' };
    for (const body of [
      { spotId: tahoe, fishingSuccess: true, ...tip, shareTip: false },
      { spotId: tahoe, fishingSuccess: true, ...tip, tipTitle: '  ' },
      { spotId: tahoe, fishingSuccess: true, ...tip, tipContent: null },
      { ...custom, fishingSuccess: true, ...tip },
    ]) {
      const res = await bo.send('POST', '/api/spots/trips', body);
      expect(res.status, res.text).to.equal(201);
      expect(Trip.parse(res.json).tip).to.equal(null);
    }
    expect(await count('spot_tips')).to.equal(before);
  });

  /** The trip's stored row (its place included, whoever may see it). */
  const storedRow = async (id: string) => {
    const { rows } = await db.query('select angler_id, share_location, location, latitude, longitude from trips where id = $1', [id]);
    expect(rows, `trip ${id} is stored`).to.have.length(1);
    return rows[0];
  };
  /** The trip as its page answers this angler. */
  const tripPage = async (viewer: Angler, id: string) => {
    const res = await viewer.get(`/api/trips/${id}`);
    expect(res.status, res.text).to.equal(200);
    return Trip.parse(res.json);
  };

  it('keeps the place of a trip with location sharing off, and hides it from other anglers', async () => {
    const secret = { ...custom, location: 'My secret slough' };
    const res = await bo.send('POST', '/api/spots/trips', { ...secret, fishingSuccess: true, shareLocation: false });
    expect(res.status, res.text).to.equal(201);
    const answered = Trip.parse(res.json);
    // The angler is answered their own trip in full...
    expect(answered).to.include({ shareLocation: false, ...secret });
    // ...the place is kept: stored with the trip, not thrown away...
    expect(await storedRow(answered.id)).to.include({ angler_id: bo.id, share_location: false, ...secret });
    // ...the angler still sees it, and any other angler sees the trip without its place. Bo's own setting
    // (Share Trip Locations, on by default) is read as the app has it: only the trip's choice hides the place.
    const bosSetting = User.parse((await bo.get('/api/auth/user')).json);
    expect(bosSetting.shareTripLocations).to.equal(true);
    expect(await tripPage(bo, answered.id)).to.include(secret);
    expect(await tripPage(rosa, answered.id)).to.include({
      id: answered.id,
      fishingSuccess: true,
      location: null,
      latitude: null,
      longitude: null,
    });
    // The same place on a trip that shares it is shown to others: the hiding comes from the trip's choice.
    const shared = Trip.parse(
      (await bo.send('POST', '/api/spots/trips', { ...secret, fishingSuccess: false, publicPrecision: 'exact' })).json,
    );
    expect(await tripPage(rosa, shared.id)).to.include(secret);
    // What others can read over HTTP today never names the place: it is no spot, and profiles carry only counts.
    expect((await popular(rosa)).map((s) => s.name)).not.to.include('My secret slough');
    const profile = await rosa.get(`/api/profile/${bo.id}`);
    expect(profile.status, profile.text).to.equal(200);
    const values = leavesOf(profile.json);
    expect(values.filter((v) => typeof v === 'string' && /secret slough/i.test(v))).to.deep.equal([]);
    expect(values).not.to.include(secret.latitude);
    expect(values).not.to.include(secret.longitude);
  });

  it('refuses bad trips with 400 and a clear message, storing nothing', async () => {
    const trips = await count('trips');
    const spots = await popular(rosa);
    const bad: [unknown, string?][] = [
      [{ spotId: tahoe }, TRIP_MESSAGES.outcomeRequired],
      [{ fishingSuccess: true }, TRIP_MESSAGES.locationRequired],
      [{ fishingSuccess: true, location: 'Somewhere', latitude: 1 }, TRIP_MESSAGES.locationRequired],
      [{ spotId: tahoe, fishingSuccess: true, shareTip: true, tipTitle: 'T', tipContent: 'C' }, TRIP_MESSAGES.tipCategoryRequired],
      [{ spotId: tahoe, fishingSuccess: 'yes' }],
      [{ spotId: tahoe, fishingSuccess: true, temperature: 'warm' }],
      [{ spotId: tahoe, fishingSuccess: true, temperature: 500 }],
      [{ spotId: tahoe, fishingSuccess: true, waterCondition: 'boiling' }],
      [{ spotId: tahoe, fishingSuccess: true, notes: 'x'.repeat(4001) }],
      [{ ...custom, latitude: 91, fishingSuccess: true }],
      ['not json'],
    ];
    for (const [body, message] of bad) {
      const res = await rosa.send<{ message: string; issues?: { message: string }[] }>('POST', '/api/spots/trips', body as object);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      if (message) expect(res.json.issues!.map((i) => i.message)).to.include(message);
    }
    expect(await count('trips')).to.equal(trips);
    expect(await popular(rosa)).to.deep.equal(spots);
  });

  it('answers 404 for an unknown spot and stores nothing', async () => {
    const trips = await count('trips');
    const res = await rosa.send('POST', '/api/spots/trips', {
      spotId: 'no-such-spot',
      fishingSuccess: true,
      shareTip: true,
      tipTitle: 'T',
      tipContent: 'C',
      tipCategory: 'bait',
    });
    expect(res.status).to.equal(404);
    expect(res.json).to.deep.equal({ message: 'Spot not found', code: 'SPOT_NOT_FOUND' });
    expect(await count('trips')).to.equal(trips);
  });

  it('answers 401 to a signed-out visitor', async () => {
    const visitor = new HttpClient(app.url);
    const res = await visitor.send('POST', '/api/spots/trips', { spotId: tahoe, fishingSuccess: true }, { origin: app.url });
    expect(res.status).to.equal(401);
    expect((await visitor.get('/api/spots/with-trips')).status).to.equal(401);
  });

  it('lists the names of the species anglers can pick', async () => {
    const res = await rosa.get<string[]>('/api/species');
    expect(res.status).to.equal(200);
    expect(res.json).to.deep.equal(SPECIES.map((s) => s.name));
    expect(res.json).to.include('Largemouth Bass');
  });
});

import { expect } from 'chai';
import { Profile, UserStats } from '@tightlines/contracts';
import {
  createTestDatabase,
  HttpClient,
  pastTheFirstDay,
  sameSessionOn,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { tahoeAndKenai } from '../support/builders/spots.ts';
import { acts, makeOperator } from '../moderation/support.ts';

/**
 * A count follows a trip's privacy edit and its hiding at the very next read. An angler's Trips and
 * Successful (profile and statistics) are counted from the database on every read: read by a stranger
 * through ANOTHER process right after the change's answer, without waiting for any event or signal.
 * The spot's trips move in the change's transaction and its remembered answers are forgotten after the
 * commit: read through the process that made the change (others forget them by signal).
 */
describe('spots: counts follow a trip made private or hidden at the next read, in every process', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let rosa: Angler;
  let olga: Angler;
  let stranger: HttpClient;
  let strangerOnA: HttpClient;
  let tahoe: string;

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database, clock: pastTheFirstDay() });
    b = await startTestApp({ database, clock: pastTheFirstDay() });
    [rosa, olga] = await Promise.all([anAngler(a, 'Rosa Counted'), anAngler(a, 'Olga Operator')]);
    const stan = await anAngler(b, 'Stan Stranger');
    stranger = stan;
    strangerOnA = sameSessionOn(a, stan);
    await makeOperator(a, olga);
    ({ tahoe } = await tahoeAndKenai(database.url));
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  /** Rosa's session on app a, answering as soon as the server does. */
  const rosaNow = () => {
    const client = new HttpClient(a.url, { awaitEvents: false });
    for (const [name, cookie] of rosa.cookies) client.cookies.set(name, cookie);
    return client;
  };
  const logsPublicTrip = async () => {
    const res = await rosa.send('POST', '/api/spots/trips', { spotId: tahoe, fishingSuccess: true, privacy: 'public' });
    expect(res.status, res.text).to.equal(201);
    return (res.json as { id: string }).id;
  };
  /** What the stranger reads: Rosa's figures on app b (profile and statistics agree) and the spot's trips on app a. */
  const seenByStranger = async () => {
    const profile = Profile.parse((await stranger.get(`/api/profile/${rosa.id}`)).json);
    const stats = UserStats.parse((await stranger.get(`/api/stats/user/${rosa.id}`)).json);
    expect([stats.totalTrips, stats.successfulTrips]).to.deep.equal([profile.counts.trips, profile.counts.successfulTrips]);
    const spot = await strangerOnA.get<{ totalTrips: number }>(`/api/spots/${tahoe}`);
    expect(spot.status, spot.text).to.equal(200);
    return { trips: profile.counts.trips, spotTrips: spot.json.totalTrips };
  };

  it('drops a trip made private from the stranger’s Trips at once', async () => {
    const trip = await logsPublicTrip();
    const before = await seenByStranger(); // remembered wherever the app remembers it
    const edited = await rosaNow().send('PATCH', `/api/trips/${trip}`, { spotId: tahoe, fishingSuccess: true, privacy: 'private' });
    expect(edited.status, edited.text).to.equal(200);
    expect((await seenByStranger()).trips).to.equal(before.trips - 1);
  });

  it('drops a trip whose spot the public is no longer told from the spot’s trips at once', async () => {
    const trip = await logsPublicTrip();
    const before = await seenByStranger();
    const edited = await rosaNow().send('PATCH', `/api/trips/${trip}`, {
      spotId: tahoe,
      fishingSuccess: true,
      publicPrecision: 'hidden',
    });
    expect(edited.status, edited.text).to.equal(200);
    expect(await seenByStranger()).to.deep.equal({ trips: before.trips, spotTrips: before.spotTrips - 1 });
  });

  it('drops a hidden trip from every count at once', async () => {
    const trip = await logsPublicTrip();
    const before = await seenByStranger();
    await acts(olga, { kind: 'trip', itemId: trip, action: 'hide', ruleId: 'no-spam' });
    expect(await seenByStranger()).to.deep.equal({ trips: before.trips - 1, spotTrips: before.spotTrips - 1 });
  });
});

import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import type { FollowingPage, PostPage } from '@tightlines/contracts';
import { createTestDatabase, HttpClient, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { freePort } from '../support/own-postgres.ts';
import { startEntryPoint } from '../support/entry-point.ts';
import { EventDeliveryHold } from '../../src/platform/events/event-delivery-hold.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/**
 * Granting may be eventual; taking away may not. An unfollow, a block or 'Share Trip Locations' turned
 * off, made through one process, is in force in another process — the real entry point, a process of
 * its own with its own caches — for the very next read after the answer: no waiting, no retry. Each
 * case first reads through the other process so whatever it remembers is warm, then revokes through
 * the first and reads through the other right after the answer, once.
 *
 * With NO event delivered: the other process delivers none at all (EVENT_DELIVERY_HELD), and the first
 * holds its own (its relay and ordered deliveries) from just before the revocation until the reads are
 * done — so the revocation cannot lean on any reaction, however fast the relay would have run. The
 * revoking request answers without waiting for its events (they stay held); the hold is released after
 * each case, and its events delivered.
 */
describe('identity: taking access away is in force in every process when it answers', function () {
  this.timeout(90_000);
  let database: TestDatabase;
  let a: TestApp;
  let b: ChildProcess | undefined;
  let bUrl: string;
  const delivery = new EventDeliveryHold();

  /** The angler's session, sent to the other process. */
  const onB = (angler: Angler) => {
    const other = new HttpClient(bUrl);
    for (const [name, cookie] of angler.cookies) other.cookies.set(name, cookie);
    return other;
  };
  /** The angler's session on the first process, answering without waiting for the events it causes. */
  const heldOnA = (angler: Angler) => {
    const other = new HttpClient(a.url, { awaitEvents: false });
    for (const [name, cookie] of angler.cookies) other.cookies.set(name, cookie);
    return other;
  };
  /** Revokes through the first process with every event delivery held. */
  const revokes = (angler: Angler, method: string, path: string, body?: unknown) => {
    delivery.hold();
    return heldOnA(angler).send(method, path, body);
  };
  const feedOf = async (client: HttpClient) => {
    const res = await client.get<FollowingPage>('/api/posts/feed');
    expect(res.status, res.text).to.equal(200);
    return res.json;
  };
  const gridOf = async (client: HttpClient, anglerId: string) => {
    const res = await client.get<PostPage>(`/api/posts/user/${anglerId}`);
    expect(res.status, res.text).to.equal(200);
    return res.json.items.map((p) => p.id);
  };
  const logTrip = async (angler: Angler, body: Record<string, unknown>) => {
    const res = await angler.send('POST', '/api/spots/trips', { fishingSuccess: true, ...body });
    expect(res.status, res.text).to.equal(201);
    return (res.json as { id: string }).id;
  };
  /** The trip's place as a reader gets it, from the feed and from the trip itself. */
  const placesOf = async (client: HttpClient, tripId: string) => {
    const inFeed = (await feedOf(client)).trips.find((t) => t.id === tripId);
    const detail = await client.get<{ location: string | null; latitude: number | null }>(`/api/trips/${tripId}`);
    return { feed: inFeed ? inFeed.latitude : 'absent', detail: detail.status === 200 ? detail.json.latitude : detail.status };
  };
  /** Waits for a state (the feed filled by the event relay), never for a time. */
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the state never came');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database, eventDeliveryHold: delivery });
    const port = await freePort();
    bUrl = `http://127.0.0.1:${port}`;
    b = startEntryPoint({
      databaseUrl: database.url,
      port,
      env: {
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000',
        WEATHER_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast',
        EVENT_DELIVERY_HELD: 'true',
      },
    });
    let output = '';
    let ready = false;
    b.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/"msg":"ready"/.test(chunk.toString())) ready = true;
    });
    b.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (!ready && b.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(ready, output.slice(-2000)).to.equal(true);
  });
  // The held events are delivered before the next case (its own requests wait for them).
  afterEach(() => delivery.release());
  after(async () => {
    delivery.release();
    if (b && b.exitCode === null) {
      const exited = new Promise((resolve) => b!.once('exit', resolve));
      b.kill('SIGTERM');
      await exited;
    }
    await a?.close();
    await database?.drop();
  });

  it('an unfollow takes mates-only posts and trips away from the ex-mate in the other process at once', async () => {
    const [rosa, finn] = await Promise.all([anAngler(a, 'Rosa Unfollows'), anAngler(a, 'Finn Unfollowed')]);
    await mates(rosa, finn);
    const post = await aCatch().of('walleye').mates().by(rosa);
    const tripId = await logTrip(rosa, { location: 'Back bay', latitude: 44.1, longitude: -93.3, shareLocation: true, privacy: 'mates' });
    const finnOnB = onB(finn);
    await until(async () => {
      const feed = await feedOf(finnOnB);
      return feed.items.some((p) => p.id === post.id) && feed.trips.some((t) => t.id === tripId);
    });
    expect(await gridOf(finnOnB, rosa.id)).to.include(post.id);

    expect((await revokes(rosa, 'DELETE', `/api/follow/${finn.id}`)).status).to.equal(200);

    const feed = await feedOf(finnOnB);
    expect(feed.items.map((p) => p.id)).not.to.include(post.id);
    expect(feed.trips.map((t) => t.id)).not.to.include(tripId);
    expect(await gridOf(finnOnB, rosa.id)).not.to.include(post.id);
    expect((await finnOnB.get(`/api/trips/${tripId}`)).status).to.equal(404);
  });

  it("a block takes everything of the blocker out of the blocked angler's feed in the other process at once", async () => {
    const [rosa, finn] = await Promise.all([anAngler(a, 'Rosa Blocks'), anAngler(a, 'Finn Blocked')]);
    await mates(rosa, finn);
    const open = await aCatch().of('northern-pike').by(rosa);
    const matesOnly = await aCatch().of('yellow-perch').mates().by(rosa);
    const tripId = await logTrip(rosa, { location: 'Reed bed', latitude: 44.2, longitude: -93.4, shareLocation: true, privacy: 'mates' });
    const finnOnB = onB(finn);
    await until(async () => {
      const feed = await feedOf(finnOnB);
      const ids = feed.items.map((p) => p.id);
      return ids.includes(open.id) && ids.includes(matesOnly.id) && feed.trips.some((t) => t.id === tripId);
    });

    expect((await revokes(rosa, 'POST', `/api/blocks/${finn.id}`)).status).to.equal(204);

    const feed = await feedOf(finnOnB);
    expect(feed.items.filter((p) => p.userId === rosa.id)).to.deep.equal([]);
    expect(feed.trips.filter((t) => t.userId === rosa.id)).to.deep.equal([]);
    expect(await gridOf(finnOnB, rosa.id)).not.to.include(matesOnly.id);
    expect((await finnOnB.get(`/api/trips/${tripId}`)).status).to.equal(404);
  });

  it("'Share Trip Locations' turned off takes every trip's place away from others in the other process at once", async () => {
    const [rosa, finn] = await Promise.all([anAngler(a, 'Rosa Stops Sharing'), anAngler(a, 'Finn Reader')]);
    await mates(rosa, finn);
    const tripId = await logTrip(rosa, { location: 'Beaver pond', latitude: 39.2, longitude: -120.1, shareLocation: true });
    const finnOnB = onB(finn);
    await until(async () => (await placesOf(finnOnB, tripId)).feed === 39.2);
    expect(await placesOf(finnOnB, tripId)).to.deep.equal({ feed: 39.2, detail: 39.2 }); // remembered by the other process

    const off = await revokes(rosa, 'PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations: false });
    expect(off.status, off.text).to.equal(200);

    expect(await placesOf(finnOnB, tripId)).to.deep.equal({ feed: null, detail: null });
    expect((await onB(rosa).get<{ latitude: number | null }>(`/api/trips/${tripId}`)).json.latitude).to.equal(39.2);
  });

  it("a trip's own location sharing turned off takes its place away from others in the other process at once", async () => {
    const [rosa, finn] = await Promise.all([anAngler(a, 'Rosa Edits'), anAngler(a, 'Finn Edited')]);
    await mates(rosa, finn);
    const pond = { location: 'Hidden tarn', latitude: 39.3, longitude: -120.2 };
    const tripId = await logTrip(rosa, { ...pond, shareLocation: true });
    const finnOnB = onB(finn);
    await until(async () => (await placesOf(finnOnB, tripId)).feed === 39.3);

    const edited = await revokes(rosa, 'PATCH', `/api/trips/${tripId}`, {
      ...pond,
      spotId: null,
      fishingSuccess: true,
      shareLocation: false,
    });
    expect(edited.status, edited.text).to.equal(200);

    expect(await placesOf(finnOnB, tripId)).to.deep.equal({ feed: null, detail: null });
  });
});

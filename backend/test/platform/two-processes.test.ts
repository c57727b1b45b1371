import { expect } from 'chai';
import type { PostPage } from '@tightlines/contracts';
import {
  createTestDatabase,
  type HttpClient,
  startTestApp,
  type TestApp,
  type TestDatabase,
  eventually,
  sameSessionOn,
} from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/**
 * Two app processes on one database (as WEB_CONCURRENCY runs them; here two servers with their own
 * containers and caches in one test process — they share nothing but PostgreSQL). What one changes,
 * the other's caches forget through LISTEN/NOTIFY.
 */
describe('platform: several processes on one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let rosa: Angler;
  let finn: Angler;

  const onB = (client: HttpClient) => sameSessionOn(b, client);

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
    [rosa, finn] = await Promise.all([anAngler(a, 'Rosa Rivers'), anAngler(a, 'Finn Follower')]);
    await follows(finn, rosa);
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('shows a like made through one process in the other within a second, though the other had the post cached', async () => {
    const post = await aCatch().of('walleye').by(rosa);
    const finnOnB = onB(finn);
    const likesOnB = async () => (await finnOnB.get<PostPage>('/api/posts/feed')).json.items.find((p) => p.id === post.id)?.likes;
    expect(await likesOnB()).to.equal(0); // now in b's post cache
    expect((await finn.send('POST', `/api/posts/${post.id}/like`)).status).to.equal(200);
    expect(await eventually(async () => (await likesOnB()) === 1)).to.equal(true);
  });

  it("updates the other process's statistics within a second when a catch is shared or deleted", async () => {
    const rosaOnB = onB(rosa);
    const catchesOnB = async () => (await rosaOnB.get<{ totalCatches: number }>(`/api/stats/user/${rosa.id}`)).json.totalCatches;
    const before = await catchesOnB();
    const post = await aCatch().of('yellow-perch').by(rosa);
    expect(await eventually(async () => (await catchesOnB()) === before + 1)).to.equal(true);
    expect((await rosa.send('DELETE', `/api/posts/${post.id}`)).status).to.equal(204);
    expect(await eventually(async () => (await catchesOnB()) === before)).to.equal(true);
  });

  it("hides a trip's place in the other process's Following feed within a second when its angler stops sharing it", async () => {
    const pond = { location: 'Hidden beaver pond', latitude: 39.2, longitude: -120.1 };
    const logged = await rosa.send('POST', '/api/spots/trips', { ...pond, fishingSuccess: true, shareLocation: true });
    expect(logged.status, logged.text).to.equal(201);
    const tripId = (logged.json as { id: string }).id;
    const finnOnB = onB(finn);
    const placeOnB = async () =>
      (await finnOnB.get<{ trips: Array<{ id: string; location: string | null }> }>('/api/posts/feed')).json.trips.find(
        (t) => t.id === tripId,
      )?.location;
    expect(await placeOnB()).to.equal(pond.location); // now in b's trip cards
    const edited = await rosa.send('PATCH', `/api/trips/${tripId}`, { ...pond, spotId: null, fishingSuccess: true, shareLocation: false });
    expect(edited.status, edited.text).to.equal(200);
    expect(await eventually(async () => (await placeOnB()) === null)).to.equal(true);
  });

  it('refuses a signed-out session in every process at once', async () => {
    const sam = await anAngler(a, 'Sam Signout');
    const samOnB = onB(sam);
    expect((await samOnB.get('/api/auth/user')).status).to.equal(200); // b now remembers the session
    expect((await sam.request('/api/logout')).status).to.equal(302);
    expect(await eventually(async () => (await samOnB.get('/api/auth/user')).status === 401)).to.equal(true);
  });
});

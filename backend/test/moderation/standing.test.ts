import { expect } from 'chai';
import { allRoutes, type ErrorBody, type RouteDef, type SignedInUser } from '@tightlines/contracts';
import { startTestApp, signIn, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { OPEN_TO_RESTRICTED_ANGLERS } from '../../src/platform/auth/standing-guard.ts';
import { standingOn } from './standing-changes.ts';

const DAY = 86_400_000;
const keyOf = (def: RouteDef) => `${def.method} ${def.path}`;
/** A route's path with every parameter filled (the refusal comes before any parameter is read). */
const pathOf = (def: RouteDef) =>
  def.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'file' ? 'catches.csv' : '0f8a7b2e-5d0c-4a8e-9d3c-2b1e6f4a7c90'));

/**
 * A suspended or banned angler (identity's standing, changed by moderation through its port): their
 * sessions end before the action answers; signing in again, they can only read why, appeal and
 * download their data; every other call answers 403 saying why.
 */
describe('moderation: a suspended or banned angler', () => {
  let app: TestApp;
  const clock = new ManualClock(new Date());
  let standing: ReturnType<typeof standingOn>;
  let finn: Angler;

  before(async function () {
    this.timeout(60_000);
    clock.set(new Date()); // now, not when the file was loaded
    app = await startTestApp({ clock });
    standing = standingOn(app);
    finn = await anAngler(app, 'Finn Fairplay');
  });
  after(() => app?.close());

  const me = async (client: { get: Angler['get'] }) => client.get<SignedInUser>('/api/auth/user');

  it('loses every session when suspended; signed in again, reads their standing and may only read why, appeal and download', async () => {
    const rosa = await anAngler(app, 'Rosa Suspended');
    const laptop = await signIn(app, 'Rosa Suspended');
    expect((await me(laptop)).json).to.include({ id: rosa.id, standing: 'good', suspendedUntil: null });
    const until = new Date(clock.now().getTime() + 3 * DAY);

    await standing.suspend(rosa.id, until);
    expect((await me(rosa)).status).to.equal(401);
    expect((await me(laptop)).status).to.equal(401);

    const again = await signIn(app, 'Rosa Suspended');
    const read = await me(again);
    expect(read.status).to.equal(200);
    expect(read.json).to.include({ id: rosa.id, standing: 'suspended', suspendedUntil: until.toISOString() });
    const refused = await again.send<ErrorBody>('POST', `/api/follow/${finn.id}`);
    expect(refused.status).to.equal(403);
    expect(refused.json.code).to.equal('ACCOUNT_RESTRICTED');
    expect(refused.json.message).to.equal(
      `Your account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC: you can read why, appeal and download your data.`,
    );
    expect((await again.get(`/api/profile/${finn.id}`)).status).to.equal(403); // reading others' content too
    expect((await again.request('/api/account/export/catches.csv')).status).to.equal(200);
    expect((await again.get('/api/config')).status).to.equal(200); // the app can start, to show them why
    // Moderation's calls are let through (404 until their handlers land, never 403).
    expect((await again.get('/api/moderation/statements')).status).to.not.equal(403);
    expect(
      (await again.send('POST', '/api/moderation/statements/0f8a7b2e-5d0c-4a8e-9d3c-2b1e6f4a7c90/appeal', { text: 'It was a joke' }))
        .status,
    ).to.not.equal(403);
    expect((await again.request('/api/logout')).status).to.equal(302);
    expect((await me(again)).status).to.equal(401);
  });

  it('is refused every call of the route table but the few left open', async () => {
    const sam = await anAngler(app, 'Sam Sweep');
    await standing.suspend(sam.id, new Date(clock.now().getTime() + DAY));
    const restricted = await signIn(app, 'Sam Sweep');
    const open = new Set(OPEN_TO_RESTRICTED_ANGLERS.map(keyOf));
    const others = allRoutes().filter((def) => !open.has(keyOf(def)));
    expect(others.length).to.be.greaterThan(100);
    const answered: string[] = [];
    for (const def of others) {
      const res =
        def.method === 'GET' ? await restricted.get<ErrorBody>(pathOf(def)) : await restricted.send<ErrorBody>(def.method, pathOf(def), {});
      if (res.status !== 403 || res.json.code !== 'ACCOUNT_RESTRICTED') answered.push(`${keyOf(def)}: ${res.status}`);
    }
    expect(answered).to.deep.equal([]);
    // The open calls are the contracts' own.
    const declared = new Set(allRoutes().map(keyOf));
    expect([...open].filter((key) => !declared.has(key))).to.deep.equal([]);
  });

  it('reads good again once the suspension has run out, on the same session', async () => {
    const ada = await anAngler(app, 'Ada Afterwards');
    await standing.suspend(ada.id, new Date(clock.now().getTime() + DAY));
    const restricted = await signIn(app, 'Ada Afterwards');
    expect((await restricted.send('POST', `/api/follow/${finn.id}`)).status).to.equal(403);
    clock.advance(DAY + 60_000);
    try {
      expect((await me(restricted)).json).to.include({ standing: 'good', suspendedUntil: null });
      expect((await restricted.send('POST', `/api/follow/${finn.id}`)).status).to.equal(200);
      expect((await standing.of([ada.id])).get(ada.id)).to.deep.equal({ standing: 'good' });
    } finally {
      clock.advance(-(DAY + 60_000));
    }
  });

  it('banned: sessions end, the refusal says so; restored: the same session takes part again at once', async () => {
    const bo = await anAngler(app, 'Bo Banned');
    await standing.ban(bo.id);
    expect((await me(bo)).status).to.equal(401);
    const again = await signIn(app, 'Bo Banned');
    expect((await me(again)).json).to.include({ standing: 'banned', suspendedUntil: null });
    const refused = await again.send<ErrorBody>('POST', `/api/follow/${finn.id}`);
    expect([refused.status, refused.json.message]).to.deep.equal([
      403,
      'Your account is banned: you can read why, appeal and download your data.',
    ]);
    expect((await standing.of([bo.id, finn.id])).get(bo.id)).to.deep.equal({ standing: 'banned' });

    await standing.restore(bo.id);
    expect((await me(again)).json).to.include({ standing: 'good', suspendedUntil: null });
    expect((await again.send('POST', `/api/follow/${finn.id}`)).status).to.equal(200);
  });

  it('tells moderation each known angler’s standing, leaving out unknown ids', async () => {
    const kim = await anAngler(app, 'Kim Known');
    const until = new Date(clock.now().getTime() + 2 * DAY);
    await standing.suspend(kim.id, until);
    const read = await standing.of([kim.id, finn.id, '0f8a7b2e-5d0c-4a8e-9d3c-2b1e6f4a7c90', 'not-an-id']);
    expect(Object.fromEntries(read)).to.deep.equal({ [kim.id]: { standing: 'suspended', until }, [finn.id]: { standing: 'good' } });
  });
});

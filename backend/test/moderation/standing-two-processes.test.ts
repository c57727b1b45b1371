import { expect } from 'chai';
import { createTestDatabase, sameSessionOn, signIn, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { SignalsToken, type PgSignals } from '../../src/platform/signals/signals.ts';
import { standingOn } from './standing-changes.ts';

/**
 * Two app processes on one database, the second remembering sessions (SESSION_CACHE_SECONDS) and —
 * to prove the point — deaf to every signal: a suspension, a ban or a deleted account answered by one
 * process is never followed by a call the other serves on the ended session (the session generation,
 * platform/auth/session-generation.ts), while a plain sign-out, which does not need that, stays
 * remembered there until its signal or its cache time.
 */
describe('moderation: standing across processes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  before(async function () {
    this.timeout(90_000);
    database = await createTestDatabase();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
    // b hears nothing from now on: only what it reads from the database can tell it a session ended.
    await b.inContext((get) => get<PgSignals>(SignalsToken).stop());
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('refuses the old session on the other process at the very next call after a suspension answers', async () => {
    const rosa = await anAngler(a, 'Rosa Remembered');
    const rosaOnB = sameSessionOn(b, rosa);
    expect((await rosaOnB.get('/api/auth/user')).status).to.equal(200); // b now remembers the session
    expect((await rosaOnB.get('/api/auth/user')).status).to.equal(200);

    await standingOn(a).suspend(rosa.id, new Date(Date.now() + 86_400_000));
    expect((await rosaOnB.get('/api/auth/user')).status).to.equal(401);

    // Signed in again through a, the restricted session is restricted on b too.
    const again = sameSessionOn(b, await signIn(a, 'Rosa Remembered'));
    expect((await again.get<{ standing: string }>('/api/auth/user')).json.standing).to.equal('suspended');
    expect((await again.send('POST', `/api/follow/${rosa.id}`)).status).to.equal(403);
  });

  it('refuses the old session on the other process at once after a ban or a deleted account', async () => {
    const bo = await anAngler(a, 'Bo Remembered');
    const dee = await anAngler(a, 'Dee Deleted');
    const [boOnB, deeOnB] = [sameSessionOn(b, bo), sameSessionOn(b, dee)];
    expect([(await boOnB.get('/api/auth/user')).status, (await deeOnB.get('/api/auth/user')).status]).to.deep.equal([200, 200]);

    await standingOn(a).ban(bo.id);
    expect((await boOnB.get('/api/auth/user')).status).to.equal(401);
    expect((await dee.send('POST', '/api/account/delete', { confirmation: 'DELETE' })).status).to.equal(204);
    expect((await deeOnB.get('/api/auth/user')).status).to.equal(401);
  });

  it('still remembers a plain sign-out’s session there (the deaf process would serve it: what the generation guards against)', async () => {
    const sam = await anAngler(a, 'Sam Signout');
    const samOnB = sameSessionOn(b, sam);
    // Twice: b remembers a session under the last generation it read, which the earlier tests moved.
    expect((await samOnB.get('/api/auth/user')).status).to.equal(200);
    expect((await samOnB.get('/api/auth/user')).status).to.equal(200);
    expect((await sam.request('/api/logout')).status).to.equal(302);
    expect((await sam.get('/api/auth/user')).status).to.equal(401);
    expect((await samOnB.get('/api/auth/user')).status).to.equal(200);
  });
});

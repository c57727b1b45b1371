import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';

describe('identity: following anglers', () => {
  let app: TestApp;
  let db: pg.Client;
  let alice: Angler;
  let bob: Angler;
  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [alice, bob] = await Promise.all([anAngler(app, 'Follow Alice'), anAngler(app, 'Follow Bob')]);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const followRows = async (follower: Angler, followee: Angler) =>
    Number(
      (await db.query('select count(*) from follows where follower_id = $1 and followee_id = $2', [follower.id, followee.id])).rows[0]
        .count,
    );
  const isFollowing = async (viewer: Angler, other: Angler) =>
    (await viewer.get<{ isFollowing: boolean }>(`/api/profile/${other.id}`)).json.isFollowing;

  it('follows an angler, and following again changes nothing', async () => {
    const first = await alice.send('POST', `/api/follow/${bob.id}`);
    expect(first.status).to.equal(200);
    expect(first.json).to.deep.equal({ isFollowing: true });
    const again = await alice.send('POST', `/api/follow/${bob.id}`);
    expect(again.json).to.deep.equal({ isFollowing: true });
    expect(await followRows(alice, bob)).to.equal(1);
    expect(await isFollowing(alice, bob)).to.equal(true);
    expect(await isFollowing(bob, alice)).to.equal(false);
  });

  it('unfollows, and unfollowing again changes nothing', async () => {
    await follows(alice, bob);
    const first = await alice.send('DELETE', `/api/follow/${bob.id}`);
    expect(first.status).to.equal(200);
    expect(first.json).to.deep.equal({ isFollowing: false });
    expect((await alice.send('DELETE', `/api/follow/${bob.id}`)).json).to.deep.equal({ isFollowing: false });
    expect(await followRows(alice, bob)).to.equal(0);
    expect(await isFollowing(alice, bob)).to.equal(false);
  });

  it('stays exact when 50 follows race each other: one follow, one follower', async () => {
    const carl = await anAngler(app, 'Racing Carl');
    const answers = await Promise.all(Array.from({ length: 50 }, () => carl.send('POST', `/api/follow/${bob.id}`)));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(50).fill(200));
    expect(await followRows(carl, bob)).to.equal(1);
    const undo = await Promise.all(Array.from({ length: 20 }, () => carl.send('DELETE', `/api/follow/${bob.id}`)));
    expect(undo.every((a) => a.status === 200)).to.equal(true);
    expect(await followRows(carl, bob)).to.equal(0);
  });

  it('refuses following yourself with 422 and a clear message', async () => {
    const res = await alice.send('POST', `/api/follow/${alice.id}`);
    expect(res.status).to.equal(422);
    expect(res.json).to.deep.equal({ message: 'You cannot follow yourself', code: 'rule_violated' });
    expect(await followRows(alice, alice)).to.equal(0);
  });

  it('answers 404 for an angler who does not exist (or a malformed id)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-angler']) {
      const res = await alice.send('POST', `/api/follow/${id}`);
      expect(res.status).to.equal(404);
      expect(res.json).to.deep.equal({ message: 'User not found', code: 'not_found' });
      expect((await alice.send('DELETE', `/api/follow/${id}`)).status).to.equal(404);
    }
  });

  it('needs a signed-in angler', async () => {
    const res = await fetch(`${app.url}/api/follow/${bob.id}`, { method: 'POST', headers: { origin: app.url } });
    expect(res.status).to.equal(401);
  });
});

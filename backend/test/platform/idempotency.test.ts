import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { IDEMPOTENCY_KEY_REUSED, buildOpenApiDocument } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/**
 * Creating calls take an Idempotency-Key (platform/http/idempotency.ts): a doubled click, a retry
 * after a dropped answer or an offline queue sending again makes one post, one trip, one like.
 */
describe('idempotent creating calls (Idempotency-Key)', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let bo: Angler;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    rosa = await anAngler(app, 'Rosa Idempotent');
    bo = await anAngler(app, 'Bo Idempotent');
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const count = async (query: string, values: unknown[]) => (await db.query<{ n: number }>(query, values)).rows[0]!.n;
  const postsBy = (angler: Angler) => count('select count(*)::int as n from posts where author_id = $1', [angler.id]);

  it('makes one post of two identical requests sent at the same moment, and answers both with it', async () => {
    const key = randomUUID();
    const body = aCatch().of('walleye').weighing(4.2).saying('Twice clicked').payload();
    const [first, second] = await Promise.all([
      rosa.send<{ id: string }>('POST', '/api/posts', body, keyed(key)),
      rosa.send<{ id: string }>('POST', '/api/posts', body, keyed(key)),
    ]);
    expect(first.status, first.text).to.equal(201);
    expect(second.status, second.text).to.equal(201);
    expect(second.json.id).to.equal(first.json.id);
    expect(second.json).to.deep.equal(first.json);
    expect(await postsBy(rosa)).to.equal(1);
    const replayed = [first, second].filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).to.have.length(1);
  });

  it('answers a retry later with the first answer and changes nothing', async () => {
    const key = randomUUID();
    const body = aCatch().of('rainbow-trout').saying('Sent, connection dropped, sent again').payload();
    const first = await bo.send<{ id: string }>('POST', '/api/posts', body, keyed(key));
    const retry = await bo.send<{ id: string }>('POST', '/api/posts', body, keyed(key));
    expect(retry.status).to.equal(201);
    expect(retry.json).to.deep.equal(first.json);
    expect(await postsBy(bo)).to.equal(1);
  });

  it('makes one trip of two identical Log Trip requests at once', async () => {
    const key = randomUUID();
    const trip = { location: 'Beaver pond', latitude: 39.2, longitude: -120.1, fishingSuccess: true, notes: 'Brookies' };
    const before = await count('select count(*)::int as n from trips where angler_id = $1', [rosa.id]);
    const answers = await Promise.all([1, 2, 3].map(() => rosa.send<{ id: string }>('POST', '/api/spots/trips', trip, keyed(key))));
    for (const a of answers) expect(a.status, a.text).to.equal(201);
    expect(new Set(answers.map((a) => a.json.id)).size).to.equal(1);
    expect(await count('select count(*)::int as n from trips where angler_id = $1', [rosa.id])).to.equal(before + 1);
  });

  it('likes once and follows once under doubled requests', async () => {
    const post = await aCatch().by(bo);
    const likeKey = randomUUID();
    const likes = await Promise.all(
      [1, 2].map(() => rosa.send<{ likes: number }>('POST', `/api/posts/${post.id}/like`, undefined, keyed(likeKey))),
    );
    expect(likes.map((l) => l.json.likes)).to.deep.equal([1, 1]);
    const followKey = randomUUID();
    const followsNow = await Promise.all([1, 2].map(() => rosa.send('POST', `/api/follow/${bo.id}`, undefined, keyed(followKey))));
    for (const f of followsNow) expect(f.status, f.text).to.equal(200);
    expect(await count('select count(*)::int as n from follows where follower_id = $1', [rosa.id])).to.equal(1);
  });

  it('does the work again for a new key: each action its own key', async () => {
    const body = aCatch().of('brook-trout').payload();
    await bo.send('POST', '/api/posts', body, keyed(randomUUID()));
    const before = await postsBy(bo);
    await bo.send('POST', '/api/posts', body, keyed(randomUUID()));
    expect(await postsBy(bo)).to.equal(before + 1);
  });

  it('refuses the same key with another body (422) and makes nothing', async () => {
    const key = randomUUID();
    await bo.send('POST', '/api/posts', aCatch().of('brown-trout').payload(), keyed(key));
    const before = await postsBy(bo);
    const reused = await bo.send<{ message: string }>('POST', '/api/posts', aCatch().of('lake-trout').payload(), keyed(key));
    expect(reused.status).to.equal(422);
    expect(reused.json.message).to.equal(IDEMPOTENCY_KEY_REUSED);
    expect(await postsBy(bo)).to.equal(before);
  });

  it("keeps keys per angler: another angler's request with the same key is their own", async () => {
    const key = randomUUID();
    const body = aCatch().of('bluegill').payload();
    const byRosa = await rosa.send<{ id: string }>('POST', '/api/posts', body, keyed(key));
    const byBo = await bo.send<{ id: string; userId: string }>('POST', '/api/posts', body, keyed(key));
    expect(byBo.status).to.equal(201);
    expect(byBo.json.id).to.not.equal(byRosa.json.id);
    expect(byBo.json.userId).to.equal(bo.id);
  });

  it('leaves no key behind when the request is refused, so the corrected request may use it', async () => {
    const key = randomUUID();
    const bad = await rosa.send('POST', '/api/posts', { ...aCatch().payload(), privacy: 'everyone' }, keyed(key));
    expect(bad.status).to.equal(400);
    expect(await count('select count(*)::int as n from idempotency_keys where key = $1', [key])).to.equal(0);
    const good = await rosa.send('POST', '/api/posts', aCatch().payload(), keyed(key));
    expect(good.status, good.text).to.equal(201);
  });

  it('refuses a malformed key with 400 and a clear message', async () => {
    const res = await rosa.send<{ message: string }>('POST', '/api/posts', aCatch().payload(), keyed('short'));
    expect(res.status).to.equal(400);
    expect(res.json.message).to.match(/^Idempotency-Key must be 8 to 255/);
  });

  it('forgets keys after a day (the hourly job), so an old key runs again', async () => {
    const key = randomUUID();
    const body = aCatch().of('white-bass').payload();
    await rosa.send('POST', '/api/posts', body, keyed(key));
    await db.query(`update idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [key]);
    const before = await postsBy(rosa);
    const again = await rosa.send('POST', '/api/posts', body, keyed(key));
    expect(again.status).to.equal(201);
    expect(await postsBy(rosa)).to.equal(before + 1);
    await db.query(`update idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [key]);
    await db.query(`select graphile_worker.add_job('platform.forget-old-idempotency-keys', '{}'::json)`);
    await app.settled();
    expect(await count('select count(*)::int as n from idempotency_keys where key = $1', [key])).to.equal(0);
  });

  it('declares the header on creating calls in the OpenAPI document', () => {
    const doc = buildOpenApiDocument({ version: 't' }) as unknown as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string }> }>>;
    };
    const header = (path: string, method: string) =>
      doc.paths[path]![method]!.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header');
    expect(header('/api/posts', 'post')).to.equal(true);
    expect(header('/api/spots/trips', 'post')).to.equal(true);
    expect(header('/api/posts/{id}/like', 'post')).to.equal(true);
    expect(header('/api/follow/{userId}', 'post')).to.equal(true);
    expect(header('/api/posts', 'get')).to.equal(false);
    expect(header('/api/media', 'post')).to.equal(false);
  });
});

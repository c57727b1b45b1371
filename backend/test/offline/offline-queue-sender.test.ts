import '../../../remotes/kit/test/indexed-db.ts';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { setApiBase } from '../../../remotes/kit/src/api/api-base.ts';
import { Outbox } from '../../../remotes/kit/src/offline/outbox.ts';
import { apiTransport, sendWaiting, sendWaitingOnce, type OutboxTransport } from '../../../remotes/kit/src/offline/sender.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

/**
 * Logging without signal: the kit's offline sender, with the kit's own API client, against
 * the real app over HTTP. Whatever happens to the connection, a queued catch (with its photo) or trip
 * is one post or one trip — the queued entry's id is its Idempotency-Key, and the photo's stored
 * address is written into the entry before the post is sent.
 */
describe('offline queue: each queued action reaches the server exactly once', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let outbox: Outbox;
  let dbNumber = 0;
  const realFetch = globalThis.fetch;
  let uploads = 0;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    rosa = await anAngler(app, 'Rosa Offline');
    // The kit's client runs here as in the browser: the app's address, and Rosa's cookies on every call.
    setApiBase(app.url);
    globalThis.fetch = async (input, init = {}) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      if (url.pathname === '/api/media') uploads++;
      const headers = new Headers(init.headers);
      headers.set('cookie', rosa.cookieHeader(url.pathname));
      const response = await realFetch(input, { ...init, headers });
      await app.settled();
      return response;
    };
  });
  after(async () => {
    globalThis.fetch = realFetch;
    setApiBase('');
    await db?.end();
    await app?.close();
  });
  beforeEach(async () => {
    outbox = await Outbox.open(`sender-http-${++dbNumber}`);
    uploads = 0;
  });
  afterEach(() => outbox.close());

  const count = async (query: string, values: unknown[]) => (await db.query<{ n: number }>(query, values)).rows[0]!.n;
  const postsSaying = (text: string) =>
    count('select count(*)::int as n from posts where author_id = $1 and description = $2', [rosa.id, text]);
  const tripsNoting = (text: string) => count('select count(*)::int as n from trips where angler_id = $1 and notes = $2', [rosa.id, text]);
  const aPhoto = async () =>
    new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4e89' } })
            .jpeg()
            .toBuffer(),
        ),
      ],
      { type: 'image/jpeg' },
    );
  const aQueuedCatch = async (id: string, description: string) =>
    outbox.add({
      id,
      kind: 'share-catch',
      anglerId: rosa.id,
      photo: await aPhoto(),
      body: { type: 'catch', description, imageUrl: null, privacy: 'public', catchDetails: { species: 'walleye', length: 17.25 } },
    });
  /** The answer is lost on the way back: the server did it, this page never learns. */
  const answersLost = (what: keyof OutboxTransport): OutboxTransport => ({
    ...apiTransport,
    [what]: async (...args: never[]) => {
      await (apiTransport[what] as (...a: never[]) => Promise<unknown>)(...args);
      throw new TypeError('Failed to fetch');
    },
  });

  it('sends the same queued catch twice and makes one post with the photo uploaded once', async () => {
    const id = randomUUID();
    await aQueuedCatch(id, 'Queued on the lake, answer lost');
    const first = await sendWaiting(outbox, rosa.id, answersLost('sharePost'));
    expect(first.stoppedBy).to.be.instanceOf(TypeError);
    expect(await postsSaying('Queued on the lake, answer lost'), 'the server has it already').to.equal(1);
    expect(await outbox.count(rosa.id), 'this page does not know: still queued').to.equal(1);

    const second = await sendWaiting(outbox, rosa.id);
    expect(second.sent.map((a) => a.id)).to.deep.equal([id]);
    expect(await postsSaying('Queued on the lake, answer lost')).to.equal(1);
    expect(uploads, 'the photo went once; the retry used its stored address').to.equal(1);
    expect(await outbox.count(rosa.id)).to.equal(0);
    const post = await db.query<{ image_url: string }>('select image_url from posts where author_id = $1 and description = $2', [
      rosa.id,
      'Queued on the lake, answer lost',
    ]);
    expect(post.rows[0]!.image_url).to.match(/^\/media\//);
  });

  it('makes one post when two tabs send the same queued catch at once, even when each uploads the photo', async () => {
    // Two tabs share one IndexedDB; without a lock between them both read the photo and upload it,
    // so the second post names another file: the server answers 422 for its key, which means done.
    const id = randomUUID();
    const otherTab = await Outbox.open(outbox.name);
    await aQueuedCatch(id, 'Two tabs, one catch');
    const reports = await Promise.all([sendWaiting(outbox, rosa.id), sendWaiting(otherTab, rosa.id)]);
    otherTab.close();
    expect(reports.flatMap((r) => r.sent.map((a) => a.id))).to.deep.equal([id, id]);
    expect(
      reports.flatMap((r) => r.refused),
      'nothing told as refused',
    ).to.deep.equal([]);
    expect(await postsSaying('Two tabs, one catch')).to.equal(1);
    expect(await outbox.count(rosa.id)).to.equal(0);
  });

  it('uploads the photo once when two tabs send through the sender’s lock', async () => {
    const id = randomUUID();
    const otherTab = await Outbox.open(outbox.name);
    await aQueuedCatch(id, 'Two tabs, one lock');
    await Promise.all([sendWaitingOnce(outbox, rosa.id), sendWaitingOnce(otherTab, rosa.id)]);
    otherTab.close();
    expect(await postsSaying('Two tabs, one lock')).to.equal(1);
    expect(uploads).to.equal(1);
  });

  it('sends a queued trip twice (answer lost) and logs one trip', async () => {
    const id = randomUUID();
    const notes = `Offline trip ${id}`;
    await outbox.add({
      id,
      kind: 'log-trip',
      anglerId: rosa.id,
      body: { location: 'Beaver pond', latitude: 39.2, longitude: -120.1, fishingSuccess: true, notes },
    });
    await sendWaiting(outbox, rosa.id, answersLost('logTrip'));
    await sendWaiting(outbox, rosa.id);
    await sendWaiting(outbox, rosa.id);
    expect(await tripsNoting(notes)).to.equal(1);
    expect(await outbox.count(rosa.id)).to.equal(0);
  });

  it('takes out a catch the server refuses and writes nothing', async () => {
    await outbox.add({
      id: randomUUID(),
      kind: 'share-catch',
      anglerId: rosa.id,
      photo: null,
      body: { type: 'catch', description: 'Refused', imageUrl: null, privacy: 'public', catchDetails: { species: 'not-a-fish' as never } },
    });
    const report = await sendWaiting(outbox, rosa.id);
    expect(report.refused).to.have.length(1);
    expect((report.refused[0]!.error as { status: number }).status).to.equal(400);
    expect(await postsSaying('Refused')).to.equal(0);
    expect(await outbox.count(rosa.id)).to.equal(0);
  });
});

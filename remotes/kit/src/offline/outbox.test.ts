import '../../test/indexed-db.ts';
import { expect } from 'chai';
import { startApiServer } from '../../test/api-server.ts';
import { ApiError } from '../api/api-error.ts';
import { Outbox, type QueuedAction } from './outbox.ts';
import { sendWaiting, sendWaitingOnce, type OutboxTransport } from './sender.ts';

const catchBody = {
  type: 'catch' as const,
  imageUrl: null,
  privacy: 'public' as const,
  catchDetails: { species: 'walleye' as const, length: 21.5 },
};
const tripBody = { location: 'Beaver pond', latitude: 39.2, longitude: -120.1, fishingSuccess: true };
const questionBody = { title: 'Spring walleye lures?', content: 'Jig or crank?', category: 'techniques' as const };

/** A transport that records what reached "the server" and fails as told. */
function recordingTransport() {
  const calls: string[] = [];
  let failNext: ((what: string) => unknown) | null = null;
  const step = async (what: string) => {
    const failure = failNext?.(what);
    if (failure) throw failure;
    calls.push(what);
  };
  const transport: OutboxTransport = {
    uploadPhoto: async (photo) => {
      await step(`upload ${await photo.text()}`);
      return `/media/${calls.length}.jpg`;
    },
    sharePost: async (body, key) => void (await step(`post ${key} ${body.imageUrl ?? 'no photo'}`)),
    logTrip: async (_body, key) => void (await step(`trip ${key}`)),
    askQuestion: async (body, key) => void (await step(`question ${key} ${body.title}`)),
  };
  return {
    calls,
    transport,
    failWhen: (rule: ((what: string) => unknown) | null) => {
      failNext = rule;
    },
  };
}

describe('offline queue (kit/offline): the outbox in IndexedDB and its sender', () => {
  let outbox: Outbox;
  let dbNumber = 0;
  beforeEach(async () => {
    outbox = await Outbox.open(`outbox-test-${++dbNumber}`);
  });
  afterEach(() => outbox.close());

  it('keeps an angler’s actions with their photos, oldest first, and counts them per angler', async () => {
    await outbox.add({ id: 'k-trip', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date('2026-06-01T10:05:00Z'));
    await outbox.add(
      { id: 'k-catch', kind: 'share-catch', anglerId: 'rosa', body: catchBody, photo: new Blob(['jpeg bytes'], { type: 'image/jpeg' }) },
      new Date('2026-06-01T10:00:00Z'),
    );
    await outbox.add({ id: 'k-other', kind: 'log-trip', anglerId: 'bo', body: tripBody });
    const waiting = await outbox.waiting('rosa');
    expect(waiting.map((a) => a.id)).to.deep.equal(['k-catch', 'k-trip']);
    const photo = (waiting[0] as Extract<QueuedAction, { kind: 'share-catch' }>).photo!;
    expect(await photo.text()).to.equal('jpeg bytes');
    expect(photo.type).to.equal('image/jpeg');
    expect(await outbox.count('rosa')).to.equal(2);
    expect(await outbox.count('bo')).to.equal(1);
    expect(await outbox.count('nobody')).to.equal(0);
  });

  it('survives being opened again (a reload) and keeps one entry per action key', async () => {
    await outbox.add({ id: 'k1', kind: 'log-trip', anglerId: 'rosa', body: tripBody });
    await outbox.add({ id: 'k1', kind: 'log-trip', anglerId: 'rosa', body: { ...tripBody, notes: 'edited' } });
    const reopened = await Outbox.open(outbox.name);
    expect(await reopened.count('rosa')).to.equal(1);
    expect((await reopened.get('k1'))?.body).to.have.property('notes', 'edited');
    reopened.close();
  });

  it('tells its listeners of every change', async () => {
    let told = 0;
    const stop = outbox.subscribe(() => told++);
    await outbox.add({ id: 'k1', kind: 'log-trip', anglerId: 'rosa', body: tripBody });
    await outbox.remove('k1');
    stop();
    await outbox.add({ id: 'k2', kind: 'log-trip', anglerId: 'rosa', body: tripBody });
    expect(told).to.equal(2);
  });

  it('sends oldest first with each action’s own key, photo before post, and empties the queue', async () => {
    const server = recordingTransport();
    await outbox.add({ id: 'k-catch', kind: 'share-catch', anglerId: 'rosa', body: catchBody, photo: new Blob(['fish']) }, new Date(1000));
    await outbox.add({ id: 'k-trip', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date(2000));
    await outbox.add({ id: 'k-question', kind: 'ask-question', anglerId: 'rosa', body: questionBody }, new Date(3000));
    await outbox.add({ id: 'k-bo', kind: 'log-trip', anglerId: 'bo', body: tripBody }, new Date(1500));
    const report = await sendWaiting(outbox, 'rosa', server.transport);
    expect(server.calls).to.deep.equal([
      'upload fish',
      'post k-catch /media/1.jpg',
      'trip k-trip',
      'question k-question Spring walleye lures?',
    ]);
    expect(report.sent.map((a) => a.id)).to.deep.equal(['k-catch', 'k-trip', 'k-question']);
    expect(await outbox.count('rosa')).to.equal(0);
    expect(await outbox.count('bo'), 'another angler’s action is never sent as Rosa').to.equal(1);
  });

  it('keeps the uploaded photo’s address when the post fails, so the retry never uploads it again', async () => {
    const server = recordingTransport();
    await outbox.add({ id: 'k-catch', kind: 'share-catch', anglerId: 'rosa', body: catchBody, photo: new Blob(['fish']) });
    server.failWhen((what) => (what.startsWith('post') ? new TypeError('Failed to fetch') : null));
    const first = await sendWaiting(outbox, 'rosa', server.transport);
    expect(first.stoppedBy).to.be.instanceOf(TypeError);
    const kept = (await outbox.get('k-catch')) as Extract<QueuedAction, { kind: 'share-catch' }>;
    expect(kept.photo).to.equal(null);
    expect(kept.body.imageUrl).to.equal('/media/1.jpg');
    server.failWhen(null);
    await sendWaiting(outbox, 'rosa', server.transport);
    expect(server.calls).to.deep.equal(['upload fish', 'post k-catch /media/1.jpg']);
    expect(await outbox.count('rosa')).to.equal(0);
  });

  it('stops at the first action the network did not take and keeps it and the later ones in order', async () => {
    const server = recordingTransport();
    await outbox.add({ id: 'a', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date(1));
    await outbox.add({ id: 'b', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date(2));
    await outbox.add({ id: 'c', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date(3));
    server.failWhen((what) => (what === 'trip b' ? new ApiError(503, '503: Service Unavailable') : null));
    const report = await sendWaiting(outbox, 'rosa', server.transport);
    expect(report.sent.map((a) => a.id)).to.deep.equal(['a']);
    expect((await outbox.waiting('rosa')).map((a) => a.id)).to.deep.equal(['b', 'c']);
  });

  it('takes out an action the server refuses (a 400 no retry changes) and goes on with the rest', async () => {
    const server = recordingTransport();
    await outbox.add({ id: 'bad', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date(1));
    await outbox.add({ id: 'good', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date(2));
    server.failWhen((what) =>
      what === 'trip bad' ? new ApiError(400, '400: Invalid trip', { message: 'Invalid trip', code: 'bad_request' } as never) : null,
    );
    const report = await sendWaiting(outbox, 'rosa', server.transport);
    expect(report.refused.map((r) => r.action.id)).to.deep.equal(['bad']);
    expect(report.sent.map((a) => a.id)).to.deep.equal(['good']);
    expect(await outbox.count('rosa')).to.equal(0);
  });

  it('keeps an action while the angler is signed out (401) or the server is busy (429)', async () => {
    const server = recordingTransport();
    await outbox.add({ id: 'a', kind: 'log-trip', anglerId: 'rosa', body: tripBody });
    for (const status of [401, 429, 408, 500]) {
      server.failWhen(() => new ApiError(status, `${status}: no`));
      await sendWaiting(outbox, 'rosa', server.transport);
      expect(await outbox.count('rosa'), `after ${status}`).to.equal(1);
    }
  });

  it('sends a queued trip to where trips are logged now: an entry keeps what was done, never an address', async () => {
    // Kept on the device long ago: the sender takes the route from the contracts only when it sends.
    await outbox.add({ id: 'k-old-trip', kind: 'log-trip', anglerId: 'rosa', body: tripBody }, new Date('2026-01-01T00:00:00Z'));
    const server = await startApiServer((_req, res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
    try {
      const report = await sendWaiting(outbox, 'rosa');
      expect(report.sent.map((a) => a.id)).to.deep.equal(['k-old-trip']);
    } finally {
      await server.close();
    }
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.headers['idempotency-key']}`)).to.deep.equal([
      'POST /api/spots/trips k-old-trip',
    ]);
    expect(JSON.parse(server.requests[0]!.body)).to.deep.equal(tripBody);
    expect(await outbox.count('rosa')).to.equal(0);
  });

  it('runs one send at a time: the online event and a start together send each action once', async () => {
    const server = recordingTransport();
    await outbox.add({ id: 'k-catch', kind: 'share-catch', anglerId: 'rosa', body: catchBody, photo: new Blob(['fish']) });
    await Promise.all([sendWaitingOnce(outbox, 'rosa', server.transport), sendWaitingOnce(outbox, 'rosa', server.transport)]);
    expect(server.calls).to.deep.equal(['upload fish', 'post k-catch /media/1.jpg']);
  });
});

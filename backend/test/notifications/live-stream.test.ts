import { expect } from 'chai';
import pg from 'pg';
import type { Message, Notification, UnreadCount } from '@tightlines/contracts';
import { createTestDatabase, type HttpClient, startTestApp, type TestApp, type TestDatabase, sameSessionOn } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { LiveClient } from './live-client.ts';

/** Regular limits (anglers joined two days before the app's clock). */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

const send = (from: HttpClient, to: Angler, content: string) =>
  from.send<Message>('POST', '/api/messages', { recipientId: to.id, content }).then((r) => {
    expect(r.status, r.text).to.equal(201);
    return r.json;
  });

/** What the database holds for the angler's stream, in order: (seq, kind, ref). */
async function logOf(databaseUrl: string, anglerId: string): Promise<Array<{ seq: number; ref: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select seq, ref_id from live_events where angler_id = $1 order by seq', [anglerId]);
    return rows.map((r) => ({ seq: Number(r.seq), ref: r.ref_id as string }));
  } finally {
    await client.end();
  }
}

describe('live stream: gap-free delivery of messages and notifications', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let rosa: Angler;
  let max: Angler;
  const streams: LiveClient[] = [];
  const stream = async (angler: HttpClient, lastEventId?: number) => {
    const live = new LiveClient(angler);
    streams.push(live);
    await live.open(lastEventId);
    return live;
  };
  const onB = (client: HttpClient) => sameSessionOn(b, client);

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database, clock });
    b = await startTestApp({ database, clock });
    [rosa, max] = await Promise.all([anAngler(a, 'Rosa Rivers'), anAngler(a, 'Max Mate')]);
    await mates(rosa, max);
  });
  afterEach(async () => {
    for (const s of streams.splice(0)) await s.close();
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('delivers a message to both mates at once, in order, with the notification on the recipient’s stream', async () => {
    const [toMax, toRosa] = [await stream(max), await stream(rosa)];
    const first = await send(rosa, max, 'Tight lines!');
    const second = await send(rosa, max, 'See you at dawn');
    const got = await toMax.waitFor(4);
    expect(got.filter((e) => e.event === 'message').map((e) => e.data.id)).to.deep.equal([first.id, second.id]);
    expect(got.filter((e) => e.event === 'notification').map((e) => (e.data as Notification).text)).to.deep.equal([
      'Rosa Rivers sent you a message',
      'Rosa Rivers sent you a message',
    ]);
    const ids = got.map((e) => e.id);
    expect(ids).to.deep.equal([...ids].sort((x, y) => x - y));
    expect((await toRosa.waitFor(2)).map((e) => e.event)).to.deep.equal(['message', 'message']);
  });

  it('five tabs of one angler (one shared read a wake) each get every event once, in order', async () => {
    const [cara, dan] = await Promise.all([anAngler(a, 'Cara Tabs'), anAngler(a, 'Dan Tabs')]);
    await mates(cara, dan);
    const tabs = await Promise.all(Array.from({ length: 5 }, () => stream(dan)));
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => send(cara, dan, `burst ${i}`)));
    const seen = await Promise.all(tabs.map((t) => t.waitFor(16)));
    const first = seen[0]!.map((e) => [e.id, e.event, e.data.id]);
    for (const tab of seen) expect(tab.map((e) => [e.id, e.event, e.data.id])).to.deep.equal(first);
    expect(new Set(first.map(([id]) => id)).size).to.equal(16);
    expect(seen[0]!.filter((e) => e.event === 'message').map((e) => e.data.id)).to.have.members(sent.map((m) => m.id));
  });

  it('two app processes on one database deliver each other’s messages over the stream', async () => {
    const maxOnA = await stream(max);
    const rosaOnB = await stream(onB(rosa));
    const fromB = await send(onB(rosa), max, 'Sent through process B');
    const fromA = await send(max, rosa, 'Answered through process A');
    expect((await maxOnA.waitFor(2)).some((e) => e.data.id === fromB.id)).to.equal(true);
    expect((await rosaOnB.waitFor(2)).map((e) => e.data.id)).to.include.members([fromB.id, fromA.id]);
  });

  it('a reconnect with Last-Event-ID catches up: nothing lost, nothing twice, in order', async () => {
    const first = await stream(max);
    await send(rosa, max, 'one');
    const before = await first.waitFor(2);
    const lastId = before.at(-1)!.id;
    await first.close();
    const missed = [await send(rosa, max, 'two'), await send(rosa, max, 'three'), await send(rosa, max, 'four')];
    const again = await stream(max, lastId);
    const caught = await again.waitFor(6);
    expect(caught.filter((e) => e.event === 'message').map((e) => e.data.content)).to.deep.equal(['two', 'three', 'four']);
    expect(caught.map((e) => e.id)).to.deep.equal(Array.from({ length: 6 }, (_, i) => lastId + 1 + i));
    expect(missed.map((m) => m.id)).to.deep.equal(caught.filter((e) => e.event === 'message').map((e) => e.data.id));
  });

  it('dropping the listener connection mid-stream loses nothing: what the client received equals what the database holds', async () => {
    const live = await stream(max);
    const from = (await logOf(database.url, max.id)).at(-1)?.seq ?? 0;
    const sending = (async () => {
      for (let i = 0; i < 20; i++) await send(rosa, max, `during the outage ${i}`);
    })();
    // Cut every LISTEN connection of both processes while messages are being sent.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    for (let i = 0; i < 3; i++) {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await admin.end();
    await sending;
    const held = (await logOf(database.url, max.id)).filter((e) => e.seq > from);
    expect(held).to.have.length(40);
    const got = await live.waitFor(40, 10_000);
    expect(got.map((e) => ({ seq: e.id, ref: e.data.id }))).to.deep.equal(held);
  });

  it('counts unread notifications on the bell, live, and clears them one or all at once', async () => {
    const bell = async () => (await max.get<UnreadCount>('/api/notifications/unread-count')).json.unread;
    await max.send('POST', '/api/notifications/read-all');
    expect(await bell()).to.equal(0);
    const live = await stream(max);
    await send(rosa, max, 'ping');
    await send(rosa, max, 'pong');
    expect(await bell()).to.equal(2);
    const notes = (await live.waitFor(4)).filter((e) => e.event === 'notification').map((e) => e.data as Notification);
    expect(notes).to.have.length(2);
    expect((await max.send<UnreadCount>('POST', `/api/notifications/${notes[0]!.id}/read`)).json).to.deep.equal({ unread: 1 });
    expect((await rosa.send('POST', `/api/notifications/${notes[1]!.id}/read`)).status, 'not hers').to.equal(404);
    expect((await max.send<UnreadCount>('POST', '/api/notifications/read-all')).json).to.deep.equal({ unread: 0 });
    // Opening the conversation marks its message notifications seen too.
    await send(rosa, max, 'one more');
    expect(await bell()).to.equal(1);
    await max.get(`/api/conversations/${rosa.id}`);
    expect(await bell()).to.equal(0);
  });

  it('clears the bell live in every open tab when a conversation is read', async () => {
    // Two anglers of their own: Rosa has used up her messages of this minute above.
    const [ada, ben] = await Promise.all([anAngler(a, 'Ada Angler'), anAngler(a, 'Ben Bank')]);
    await mates(ada, ben);
    await ben.send('POST', '/api/notifications/read-all');
    const otherTab = await stream(ben);
    await send(ada, ben, 'are you out today?');
    const [, arrived] = await otherTab.waitFor(2);
    expect(arrived!.event).to.equal('notification');
    expect((arrived!.data as Notification).read).to.equal(false);
    // Read in one tab (the conversation is open there): the other tab hears the notification is read.
    await ben.get(`/api/conversations/${ada.id}`);
    const [, , cleared] = await otherTab.waitFor(3);
    expect(cleared!.event).to.equal('notification');
    expect(cleared!.data).to.include({ id: (arrived!.data as Notification).id, read: true });
    // Marking read from the bell tells the other tabs too; reading an already read conversation tells nothing.
    await send(ada, ben, 'last cast');
    const note = (await otherTab.waitFor(5))[4]!.data as Notification;
    await ben.send('POST', `/api/notifications/${note.id}/read`);
    expect((await otherTab.waitFor(6))[5]!.data).to.include({ id: note.id, read: true });
    await ben.get(`/api/conversations/${ada.id}`);
    await ben.send('POST', '/api/notifications/read-all');
    await new Promise((r) => setTimeout(r, 300));
    expect(otherTab.events).to.have.length(6);
  });
});

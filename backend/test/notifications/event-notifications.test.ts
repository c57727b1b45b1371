import { expect } from 'chai';
import pg from 'pg';
import type { Message, Notification, NotificationPage, UnreadCount } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch, someContent } from '../support/builders/posts.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import {
  type ForgetOldLiveEvents,
  ForgetOldLiveEventsToken,
  KEEP_LIVE_EVENTS_MS,
} from '../../src/modules/notifications/adapters/persistence/forget-old-live-events.ts';
import { LiveClient } from './live-client.ts';
import { EventDeliveryHold } from '../../src/platform/events/event-delivery-hold.ts';
import { HttpClient } from '../support/http-client.ts';

/** Regular limits (anglers joined two days before the app's clock). */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));
const REACTION = 'notifications.notify-of-follows-and-likes';

describe('notifications from other modules’ durable events: follows and catch likes, exactly once', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let max: Angler;
  let lena: Angler;
  const delivery = new EventDeliveryHold();

  const notificationsOf = async (angler: Angler): Promise<Notification[]> =>
    (await angler.get<NotificationPage>('/api/notifications?limit=50')).json.items;
  const bell = async (angler: Angler) => (await angler.get<UnreadCount>('/api/notifications/unread-count')).json.unread;

  before(async () => {
    app = await startTestApp({ clock, eventDeliveryHold: delivery });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [rosa, max, lena] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Max Mate'), anAngler(app, 'Lena Lake')]);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('tells an angler of a new follower once, however often the follow is taken back and given again', async () => {
    await follows(max, rosa);
    let notes = await notificationsOf(rosa);
    expect(notes.map((n) => [n.kind, n.text, n.link, n.actorId])).to.deep.equal([
      ['new_follower', 'Max Mate started following you', `/profile/${max.id}`, max.id],
    ]);
    expect(await bell(rosa)).to.equal(1);
    await max.send('DELETE', `/api/follow/${rosa.id}`);
    await follows(max, rosa);
    notes = await notificationsOf(rosa);
    expect(notes.filter((n) => n.kind === 'new_follower')).to.have.length(1);
    expect(await notificationsOf(max), 'the follower is told nothing').to.have.length(0);
  });

  it('tells the angler whose catch was liked — not for content, not for their own like, once per liker', async () => {
    const trout = await aCatch().by(rosa);
    const article = await someContent('Knots that hold').by(rosa);
    await rosa.send('POST', '/api/notifications/read-all');
    await lena.send('POST', `/api/posts/${trout.id}/like`);
    await lena.send('DELETE', `/api/posts/${trout.id}/like`);
    await lena.send('POST', `/api/posts/${trout.id}/like`);
    await lena.send('POST', `/api/posts/${article.id}/like`);
    await rosa.send('POST', `/api/posts/${trout.id}/like`);
    const likes = (await notificationsOf(rosa)).filter((n) => n.kind === 'catch_liked');
    expect(likes.map((n) => [n.text, n.actorId, n.read])).to.deep.equal([['Lena Lake liked your catch', lena.id, false]]);
    expect(await bell(rosa)).to.equal(1);
  });

  it('tells nothing of a like taken back before its author was told, and tells of it when given again', async () => {
    const pike = await aCatch().by(rosa);
    await rosa.send('POST', '/api/notifications/read-all');
    /** Lena's session, answered without waiting for the events it causes (they stay held). */
    const held = new HttpClient(app.url, { awaitEvents: false });
    for (const [name, cookie] of lena.cookies) held.cookies.set(name, cookie);
    // Catch likes of Lena's told to Rosa (the view names no post): counted against the ones before.
    const fromLena = async () => (await notificationsOf(rosa)).filter((n) => n.kind === 'catch_liked' && n.actorId === lena.id).length;
    const before = await fromLena();
    delivery.hold();
    try {
      expect((await held.send('POST', `/api/posts/${pike.id}/like`)).status).to.equal(200);
      expect((await held.send('DELETE', `/api/posts/${pike.id}/like`)).status).to.equal(200);
    } finally {
      delivery.release();
    }
    await app.settled();
    expect(await fromLena(), 'the like was taken back before the relay told').to.equal(before);
    expect(await bell(rosa)).to.equal(0);
    await lena.send('POST', `/api/posts/${pike.id}/like`);
    expect(await fromLena()).to.equal(before + 1);
    await lena.send('DELETE', `/api/posts/${pike.id}/like`);
    expect(await fromLena(), 'taken back after being told: the notification stays').to.equal(before + 1);
  });

  it('adds nothing when every event is delivered again (a crashed worker’s jobs run twice, a like’s letter written twice)', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from notifications')).rows[0]!.n;
    // Follows are ordered events (jobs, with handled records): forget the records and run each job again.
    const handled = await db.query<{ event_id: string }>('delete from handled_events where reaction = $1 returning event_id', [REACTION]);
    expect(handled.rowCount).to.be.greaterThan(1);
    for (const { event_id } of handled.rows) {
      await db.query(
        "select graphile_worker.add_job('platform.deliver-event', json_build_object('eventId', $1::text, 'reaction', $2::text))",
        [event_id, REACTION],
      );
    }
    // A like's event is a letter, gone once applied: write each like's letter again.
    const letters = await db.query(
      `insert into event_letters (reaction, type, payload)
       select $1, 'posts.PostLiked', jsonb_build_object('postId', p.id, 'authorId', p.author_id, 'likerId', l.angler_id, 'kind', p.type, 'at', now())
       from post_likes l join posts p on p.id = l.post_id`,
      [REACTION],
    );
    expect(letters.rowCount).to.be.greaterThan(1);
    await app.settled();
    expect(
      (await db.query<{ n: number }>('select count(*)::int as n from handled_events where reaction = $1', [REACTION])).rows[0]!.n,
    ).to.equal(handled.rowCount);
    expect((await db.query<{ n: number }>('select count(*)::int as n from notifications')).rows[0]!.n).to.equal(before);
  });

  it('sends an event-fed notification down the live stream too', async () => {
    const live = new LiveClient(max);
    await live.open();
    try {
      await follows(lena, max);
      const [event] = await live.waitFor(1);
      expect(event!.event).to.equal('notification');
      expect(event!.data).to.include({ kind: 'new_follower', text: 'Lena Lake started following you', read: false });
    } finally {
      await live.close();
    }
  });

  it('forgets live events older than a day and keeps each angler’s sequence, so numbering goes on', async () => {
    await mates(rosa, lena);
    const send = (content: string) => rosa.send<Message>('POST', '/api/messages', { recipientId: lena.id, content });
    await send('an old one');
    const seqOf = async () =>
      (await db.query<{ seq: string }>('select seq from live_events where angler_id = $1 order by seq', [lena.id])).rows.map((r) =>
        Number(r.seq),
      );
    const old = await seqOf();
    clock.advance(KEEP_LIVE_EVENTS_MS + 60_000);
    await send('a fresh one');
    const fresh = (await seqOf()).filter((s) => !old.includes(s));
    expect(fresh).to.have.length(2);
    await app.inContext(async (get) => get<ForgetOldLiveEvents>(ForgetOldLiveEventsToken).run());
    expect(await seqOf(), 'only what a reconnect still needs').to.deep.equal(fresh);
    expect(Math.min(...fresh)).to.be.greaterThan(Math.max(...old));
    // A reconnect from the last event before the clean-up still gets everything kept after it, in order.
    const live = new LiveClient(lena);
    await live.open(Math.max(...old));
    try {
      expect((await live.waitFor(2)).map((e) => e.id)).to.deep.equal(fresh);
    } finally {
      await live.close();
    }
    // One from before what was forgotten cannot resume: it is told to read afresh, and goes on from now.
    const away = new LiveClient(lena);
    await away.open(Math.min(...old) - 1);
    try {
      const [resync] = await away.waitFor(1);
      expect(resync).to.deep.include({ event: 'resync', id: Math.max(...fresh) });
      await send('back again');
      expect((await away.waitFor(3)).slice(1).map((e) => e.event)).to.deep.equal(['message', 'notification']);
    } finally {
      await away.close();
    }
  });

  it('tells of likes delivered together (one batch of the relay) once each, numbering the author’s live entries without a gap or a repeat', async () => {
    const trout = await aCatch().by(rosa);
    const likers = await Promise.all(['Ada', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => anAngler(app, `${name} Angler`)));
    const seqBefore = Number(
      (await db.query('select last_seq from live_sequences where angler_id = $1', [rosa.id])).rows[0]?.last_seq ?? 0,
    );
    // Five likes committed together (as a burst under load is), each delivery written twice (a redelivery in the same batch).
    const events: string[] = [];
    await db.query('begin');
    for (const liker of likers) {
      await db.query('insert into post_likes (post_id, angler_id, post_created_at) select id, $2, created_at from posts where id = $1', [
        trout.id,
        liker.id,
      ]);
      const payload = { postId: trout.id, authorId: rosa.id, likerId: liker.id, kind: 'catch', at: new Date().toISOString() };
      const [event] = (
        await db.query<{ id: string }>(
          "insert into domain_events (id, type, payload) values (gen_random_uuid(), 'posts.PostLiked', $1) returning id",
          [payload],
        )
      ).rows;
      await db.query('insert into event_deliveries (event_id, reaction) values ($1, $2), ($1, $2)', [event!.id, REACTION]);
      events.push(event!.id);
    }
    await db.query('commit');
    await app.settled();
    const ids = new Set(likers.map((l) => l.id));
    const told = (await notificationsOf(rosa)).filter((n) => n.kind === 'catch_liked' && ids.has(n.actorId!));
    expect(told.map((n) => n.actorId).sort()).to.deep.equal(likers.map((l) => l.id).sort());
    const seqs = (
      await db.query<{ seq: string }>('select seq from live_events where angler_id = $1 and seq > $2 order by seq', [rosa.id, seqBefore])
    ).rows.map((r) => Number(r.seq));
    expect(seqs).to.deep.equal([1, 2, 3, 4, 5].map((i) => seqBefore + i));
    expect(Number((await db.query('select last_seq from live_sequences where angler_id = $1', [rosa.id])).rows[0].last_seq)).to.equal(
      seqBefore + 5,
    );
    const transactions = await db.query(
      'select distinct handled_at from handled_events where reaction = $1 and event_id = any($2::uuid[])',
      [REACTION, events],
    );
    expect(transactions.rowCount, 'applied together, in one transaction').to.equal(1);
  });
});

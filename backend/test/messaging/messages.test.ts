import { expect } from 'chai';
import type { Conversation, Mate, Message, MessagePage } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../src/platform/transactions/transactions.ts';
import { UnfollowAngler } from '../../src/modules/identity/application/unfollow-angler.ts';
import { LiveClient } from '../notifications/live-client.ts';

/** Anglers here joined two days before the app's clock: regular limits, not the first day's. */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

async function send(from: Angler, to: Angler, content: string) {
  const res = await from.send<Message & { message: string }>('POST', '/api/messages', { recipientId: to.id, content });
  clock.advance(1000);
  return res;
}

describe('messaging: direct messages between mates', () => {
  let app: TestApp;
  let rosa: Angler;
  let max: Angler;
  let stranger: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [rosa, max, stranger] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Max Mate'), anAngler(app, 'Sam Stranger')]);
    await mates(rosa, max);
  });
  after(() => app?.close());

  it('lists my mates, and no conversations before the first message', async () => {
    expect((await rosa.get<Mate[]>('/api/mates')).json).to.deep.equal([{ id: max.id, displayName: 'Max Mate', profileImageUrl: null }]);
    expect((await rosa.get<Conversation[]>('/api/conversations')).json).to.deep.equal([]);
  });

  it('refuses blank text and writes nothing', async () => {
    for (const content of ['', '   ', '\n\t']) {
      const res = await rosa.send<{ issues: Array<{ message: string }> }>('POST', '/api/messages', { recipientId: max.id, content });
      expect(res.status).to.equal(400);
      expect(res.json.issues.map((i) => i.message)).to.deep.equal(['Type a message to send']);
    }
    expect((await rosa.get<Conversation[]>('/api/conversations')).json).to.deep.equal([]);
    expect((await max.get<MessagePage>(`/api/conversations/${rosa.id}`)).json.items).to.deep.equal([]);
  });

  it('sends to a mate: the conversation shows the last message and the unread count, and reading marks read', async () => {
    expect((await send(rosa, max, '  Pike are biting at the dam  ')).status).to.equal(201);
    const sent = await send(rosa, max, 'Bring the wire traces');
    expect(sent.json).to.include({ senderId: rosa.id, recipientId: max.id, content: 'Bring the wire traces', isRead: false });
    const [conversation] = (await max.get<Conversation[]>('/api/conversations')).json;
    expect(conversation).to.deep.include({ otherUserId: rosa.id, otherUser: 'Rosa Rivers', unreadCount: 2 });
    expect(conversation!.lastMessage.content).to.equal('Bring the wire traces');
    expect((await rosa.get<Conversation[]>('/api/conversations')).json[0]).to.include({ otherUserId: max.id, unreadCount: 0 });

    const read = (await max.get<MessagePage>(`/api/conversations/${rosa.id}`)).json;
    expect(read.items.map((m) => m.content)).to.deep.equal(['Bring the wire traces', 'Pike are biting at the dam']);
    expect((await max.get<Conversation[]>('/api/conversations')).json[0]!.unreadCount).to.equal(0);
    expect((await rosa.get<MessagePage>(`/api/conversations/${max.id}`)).json.items.every((m) => m.isRead)).to.equal(true);
  });

  it('pages a long conversation newest first with a cursor', async () => {
    const [ana, ben] = await Promise.all([anAngler(app, 'Ana Pager'), anAngler(app, 'Ben Pager')]);
    await mates(ana, ben);
    for (let i = 1; i <= 12; i++) expect((await send(i % 2 ? ana : ben, i % 2 ? ben : ana, `message ${i}`)).status).to.equal(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: MessagePage = (await ana.get<MessagePage>(`/api/conversations/${ben.id}?limit=5${cursor ? `&cursor=${cursor}` : ''}`))
        .json;
      seen.push(...page.items.map((m) => m.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).to.deep.equal(Array.from({ length: 12 }, (_, i) => `message ${12 - i}`));
  });

  it('two mates writing to each other at the same moment: every message goes, both inboxes exact', async () => {
    const [ida, jon] = await Promise.all([anAngler(app, 'Ida Inbox'), anAngler(app, 'Jon Jetty')]);
    await mates(ida, jon);
    const rounds = 12;
    const sent = await Promise.all(
      Array.from({ length: rounds }, (_, i) => [
        ida.send('POST', '/api/messages', { recipientId: jon.id, content: `from Ida ${i}` }),
        jon.send('POST', '/api/messages', { recipientId: ida.id, content: `from Jon ${i}` }),
      ]).flat(),
    );
    expect(sent.map((r) => r.status)).to.deep.equal(Array(rounds * 2).fill(201));
    const [idas] = (await ida.get<Conversation[]>('/api/conversations')).json;
    expect(idas).to.include({ otherUserId: jon.id, unreadCount: rounds });
    const page = (await jon.get<MessagePage>(`/api/conversations/${ida.id}?limit=50`)).json;
    expect(page.items).to.have.length(rounds * 2);
  });

  it('refuses anyone but a mate with 403 and a message, and a one-way follow is not enough', async () => {
    const refused = await send(stranger, rosa, 'Hi there');
    expect(refused.status).to.equal(403);
    expect(refused.json.message).to.equal('You can only message your mates (anglers who follow you back)');
    await follows(stranger, rosa);
    expect((await send(stranger, rosa, 'I follow you now')).status).to.equal(403);
    expect((await send(rosa, stranger, 'But I do not follow you')).status).to.equal(403);
    expect((await send(rosa, rosa, 'Note to self')).status).to.equal(403);
    expect(
      (await rosa.send('POST', '/api/messages', { recipientId: '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab', content: 'x' })).status,
    ).to.equal(404);
  });

  it('never lets a stranger read a conversation, live or not', async () => {
    const live = new LiveClient(stranger);
    await live.open();
    expect((await send(rosa, max, 'Only for Max')).status).to.equal(201);
    // The stranger's only view of Rosa is their own (empty) conversation with her.
    const theirs = (await stranger.get<MessagePage>(`/api/conversations/${rosa.id}`)).json.items;
    expect(theirs.map((m) => m.content)).not.to.include('Only for Max');
    expect((await stranger.get<Conversation[]>('/api/conversations')).json).to.deep.equal([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(live.events).to.deep.equal([]);
    await live.close();
  });

  it('an unfollow racing a send never lets the message through: the send waits for the unfollow and is refused', async () => {
    const [ida, jon] = await Promise.all([anAngler(app, 'Ida Racer'), anAngler(app, 'Jon Racer')]);
    await mates(ida, jon);
    let sending: Promise<{ status: number }> | undefined;
    let answeredWhileUnfollowOpen = false;
    await app.inContext(async (get) => {
      await get<Transactions>(TransactionsToken).run(async () => {
        await get<UnfollowAngler>(UnfollowAngler as unknown as symbol).execute(jon.id, ida.id); // not committed yet
        sending = send(ida, jon, 'Are we still mates?');
        void sending.then(() => (answeredWhileUnfollowOpen = true));
        await new Promise((r) => setTimeout(r, 400));
      });
    });
    expect(answeredWhileUnfollowOpen, 'the send waited for the unfollow').to.equal(false);
    expect((await sending!).status).to.equal(403);
    expect((await jon.get<MessagePage>(`/api/conversations/${ida.id}`)).json.items).to.deep.equal([]);
  });

  it('an unfollow that starts while a send holds the follows waits for it: the message was sent while they were mates', async () => {
    const [kai, lea] = await Promise.all([anAngler(app, 'Kai Racer'), anAngler(app, 'Lea Racer')]);
    await mates(kai, lea);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(kai, lea, `burst ${i}`)).concat([lea.send('DELETE', `/api/follow/${kai.id}`) as never]),
    );
    const delivered = results.slice(0, 10).filter((r) => r.status === 201).length;
    expect(results.slice(0, 10).every((r) => r.status === 201 || r.status === 403)).to.equal(true);
    expect((await lea.get<MessagePage>(`/api/conversations/${kai.id}?limit=50`)).json.items).to.have.length(delivered);
    expect((await send(kai, lea, 'after the unfollow')).status).to.equal(403);
  });

  it('blocks: no messages, no follows either way, hidden from each other in search; unblocking lifts it', async () => {
    const [uma, vic] = await Promise.all([anAngler(app, 'Uma Blocker'), anAngler(app, 'Vic Blocked')]);
    await mates(uma, vic);
    expect((await uma.send('POST', `/api/blocks/${vic.id}`)).status).to.equal(204);
    expect((await uma.get<Mate[]>('/api/blocks')).json.map((m) => m.id)).to.deep.equal([vic.id]);
    expect((await uma.get<Mate[]>('/api/mates')).json).to.deep.equal([]);
    expect((await send(vic, uma, 'Hello?')).status).to.equal(403);
    expect((await send(uma, vic, 'Bye')).status).to.equal(403);
    const followBack = await vic.send<{ message: string }>('POST', `/api/follow/${uma.id}`);
    expect(followBack.status).to.equal(403);
    expect((await uma.send('POST', `/api/follow/${vic.id}`)).status).to.equal(403);
    const search = async (who: Angler, q: string) =>
      (await who.get<{ items: Array<{ id: string }> }>(`/api/users/search?q=${q}`)).json.items.map((u) => u.id);
    expect(await search(vic, 'uma blo')).to.deep.equal([]);
    expect(await search(uma, 'vic blo')).to.deep.equal([]);
    expect(await search(rosa, 'uma blo')).to.deep.equal([uma.id]);
    expect((await uma.send('POST', `/api/blocks/${uma.id}`)).status).to.equal(422);
    expect((await uma.send('DELETE', `/api/blocks/${vic.id}`)).status).to.equal(204);
    expect(await search(vic, 'uma blo')).to.deep.equal([uma.id]);
    expect((await vic.send('POST', `/api/follow/${uma.id}`)).status).to.equal(200);
  });
});

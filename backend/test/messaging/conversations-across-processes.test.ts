import { expect } from 'chai';
import type { Conversation, Message, MessagePage } from '@tightlines/contracts';
import { createTestDatabase, type HttpClient, sameSessionOn, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';

/** Anglers here joined two days before the app's clock: regular limits, not the first day's. */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

/**
 * Two app processes on one database: a process remembers the conversation pages it read, and sends
 * one again only while its angler's inbox is unchanged — so what the other process changes is in the
 * very next read, with no signal to wait for.
 */
describe('messaging: the conversation list across processes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let rosa: Angler;
  let max: Angler;
  let finn: Angler;
  let maxOnB: HttpClient;

  const send = async (from: Angler, to: Angler, content: string) => {
    const res = await from.send<Message>('POST', '/api/messages', { recipientId: to.id, content });
    expect(res.status, res.text).to.equal(201);
    clock.advance(1000);
    return res.json;
  };
  const listOnB = async () => (await maxOnB.get<Conversation[]>('/api/conversations')).json;

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database, clock });
    b = await startTestApp({ database, clock });
    [rosa, max, finn] = await Promise.all([anAngler(a, 'Rosa Rivers'), anAngler(a, 'Max Mate'), anAngler(a, 'Finn Friend')]);
    await mates(rosa, max);
    await mates(finn, max);
    maxOnB = sameSessionOn(b, max);
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('shows a message sent, a conversation started and a conversation read through the other process on the next read', async () => {
    const first = await send(rosa, max, 'Pike at the dam');
    expect((await listOnB()).map((c) => [c.otherUserId, c.lastMessage.id, c.unreadCount])).to.deep.equal([[rosa.id, first.id, 1]]);
    expect(
      (await listOnB()).map((c) => c.lastMessage.id),
      'read again, unchanged',
    ).to.deep.equal([first.id]);

    const second = await send(rosa, max, 'Bring the wire traces');
    expect((await listOnB()).map((c) => [c.lastMessage.id, c.unreadCount])).to.deep.equal([[second.id, 2]]);

    const hello = await send(finn, max, 'Walleye tonight?');
    expect((await listOnB()).map((c) => [c.otherUserId, c.lastMessage.id])).to.deep.equal([
      [finn.id, hello.id],
      [rosa.id, second.id],
    ]);

    expect((await max.get<MessagePage>(`/api/conversations/${rosa.id}`)).status).to.equal(200);
    expect((await listOnB()).map((c) => [c.otherUserId, c.unreadCount])).to.deep.equal([
      [finn.id, 1],
      [rosa.id, 0],
    ]);
    const rosasOnB = (await sameSessionOn(b, rosa).get<Conversation[]>('/api/conversations')).json;
    expect(rosasOnB[0]!.lastMessage, 'her last message, read').to.include({ id: second.id, isRead: true });
  });
});

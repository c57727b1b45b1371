import { expect } from 'chai';
import pg from 'pg';
import type { Conversation, Question, QuestionSummary } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';

/** Anglers here joined two days before the app's clock: the regular limits apply, not the first day's. */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

/**
 * The forum's and messaging's own copies of anglers' cards (forum_anglers, dm_anglers): the question
 * list and the conversation list name their anglers from them, kept by identity's events; an angler
 * the copy does not hold (one from before it) is named from identity, then kept.
 */
describe('forum and messaging: the lists name anglers from their own copy of the cards', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let max: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [rosa, max] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Max Mate')]);
    await mates(rosa, max);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const askerOf = async (viewer: Angler, question: Question) =>
    (await viewer.get<QuestionSummary[]>('/api/forum/questions?category=locations')).json.find((q) => q.id === question.id)!
      .userDisplayName;
  const otherOf = async (viewer: Angler, other: Angler) =>
    (await viewer.get<Conversation[]>('/api/conversations')).json.find((c) => c.otherUserId === other.id)!.otherUser;
  const copied = async (table: 'forum_anglers' | 'dm_anglers', angler: Angler) =>
    (await db.query(`select display_name from ${table} where angler_id = $1`, [angler.id])).rows[0]?.display_name ?? 'none';
  const ask = async (angler: Angler, question: { title: string; content: string; category: string }) => {
    const res = await angler.send<Question>('POST', '/api/forum/questions', question);
    expect(res.status, res.text).to.equal(201);
    return res.json;
  };
  const rename = async (angler: Angler, displayName: string) =>
    expect((await angler.send('PATCH', `/api/profile/${angler.id}`, { displayName })).status).to.equal(200);

  it('names the asker of a listed question, anew after a rename, and from identity when the copy lacks them', async () => {
    const question = await ask(rosa, {
      title: 'Where do perch school in winter?',
      content: 'Deep holes or weed edges?',
      category: 'locations',
    });
    expect(await askerOf(max, question)).to.equal('Rosa Rivers');

    await rename(rosa, 'Rosa the Reel');
    expect(await copied('forum_anglers', rosa)).to.equal('Rosa the Reel');
    expect(await askerOf(max, question)).to.equal('Rosa the Reel');

    await db.query('delete from forum_anglers where angler_id = $1', [rosa.id]);
    expect(await askerOf(max, question)).to.equal('Rosa the Reel');
    expect(await copied('forum_anglers', rosa), 'kept once asked of identity').to.equal('Rosa the Reel');
  });

  it('names the asker of a question a search finds, from the card on its row, anew after a rename, and from identity when the copy lacks them', async () => {
    const question = await ask(rosa, {
      title: 'Zander on soft plastics after dark?',
      content: 'Which colours work in murky canals?',
      category: 'techniques',
    });
    const found = async () =>
      (await max.get<QuestionSummary[]>('/api/forum/questions?search=zander')).json.find((q) => q.id === question.id)?.userDisplayName;
    expect(await found()).to.equal(await copied('forum_anglers', rosa));

    await rename(rosa, 'Rosa of the Canals');
    expect(await found()).to.equal('Rosa of the Canals');

    await db.query('delete from forum_anglers where angler_id = $1', [rosa.id]); // the card leaves her questions' rows too
    expect(await found()).to.equal('Rosa of the Canals');
    expect(await copied('forum_anglers', rosa), 'kept once asked of identity').to.equal('Rosa of the Canals');
  });

  it('names the other angler of a conversation, anew after a rename, and from identity when the copy lacks them; the sender reads when it was read', async () => {
    const res = await max.send('POST', '/api/messages', { recipientId: rosa.id, content: 'Perch at the weir tonight?' });
    expect(res.status, res.text).to.equal(201);
    expect(await otherOf(rosa, max)).to.equal('Max Mate');

    await rename(max, 'Max the Net');
    expect(await otherOf(rosa, max)).to.equal('Max the Net');

    await db.query('delete from dm_anglers where angler_id = $1', [max.id]);
    expect(await otherOf(rosa, max)).to.equal('Max the Net');
    expect(await copied('dm_anglers', max), 'kept once asked of identity').to.equal('Max the Net');

    const unread = (await max.get<Conversation[]>('/api/conversations')).json[0]!;
    expect(unread.lastMessage).to.include({ senderId: max.id, recipientId: rosa.id, content: 'Perch at the weir tonight?', isRead: false });
    await rosa.get(`/api/conversations/${max.id}`);
    const read = (await max.get<Conversation[]>('/api/conversations')).json[0]!;
    expect(read.lastMessage, 'read on the sender’s list too').to.include({ isRead: true });
    expect((await rosa.get<Conversation[]>('/api/conversations')).json[0]).to.deep.include({ unreadCount: 0 });
  });
});

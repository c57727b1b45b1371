import { expect } from 'chai';
import pg from 'pg';
import type {
  CategoryCounts,
  Conversation,
  Group,
  GroupMessage,
  HiddenMark,
  Message,
  Question,
  QuestionSummary,
} from '@tightlines/contracts';
import { eventually, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { LiveClient } from '../notifications/live-client.ts';
import { acts, makeOperator, notificationsOf, reports } from './support.ts';

/** Regular limits and standing (anglers joined two days before the app's clock). */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));
type Page<T> = { items: T[]; nextCursor: string | null };
const SPAM_RULE = { ruleId: 'no-spam', ruleTitle: 'No spam or advertising outside the portal' };

/** What an angler's live stream holds, from its beginning, once `sentinelId` (sent after the hiding) has arrived. */
async function liveIdsUntil(angler: Angler, sentinelId: string): Promise<Array<{ event: string; id: string; hidden: HiddenMark | null }>> {
  const live = new LiveClient(angler);
  await live.open(0);
  try {
    for (let count = 1; !live.events.some((e) => e.data?.id === sentinelId); count = live.events.length + 1) await live.waitFor(count);
    return live.events.map((e) => ({ event: e.event, id: e.data?.id, hidden: e.data?.hidden ?? null }));
  } finally {
    await live.close();
  }
}

describe('hidden community content: questions, answers, direct messages, groups and group messages', () => {
  let app: TestApp;
  let db: pg.Client;
  let otto: Angler; // operator
  let max: Angler; // the author of everything hidden here
  let ada: Angler; // a mate of max, the reporter
  let ben: Angler; // a mate of max, a member of his groups
  let sue: Angler; // a stranger
  let cleo: Angler;

  const hide = (kind: string, itemId: string) => acts(otto, { kind, itemId, action: 'hide', ruleId: 'no-spam' });
  const unhide = (kind: string, itemId: string) => acts(otto, { kind, itemId, action: 'unhide', ruleId: 'no-spam' });

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [otto, max, ada, ben, sue, cleo] = await Promise.all(
      ['Otto Overseer', 'Max Mouth', 'Ada Angler', 'Ben Bank', 'Sue Stranger', 'Cleo Cast'].map((n) => anAngler(app, n)),
    );
    await makeOperator(app, otto);
    await mates(max, ada);
    await mates(max, ben);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  describe('forum', () => {
    const ask = async (angler: Angler, title: string, content: string, category = 'locations') => {
      const res = await angler.send<Question>('POST', '/api/forum/questions', { title, content, category });
      expect(res.status, res.text).to.equal(201);
      clock.advance(1000);
      return res.json;
    };
    const list = async (angler: Angler, query = '') => (await angler.get<QuestionSummary[]>(`/api/forum/questions${query}`)).json;
    const counts = async (angler: Angler) => (await angler.get<CategoryCounts>('/api/forum/categories')).json;

    it('a hidden question leaves listQuestions (recent, its category, search), question, liked, toggleLike, answer and categoryCounts for everyone but its asker, who sees it marked; unhide restores it', async () => {
      const q = await ask(max, 'Where the zanderwhisper shoals', 'Bring a net, nobody checks licences there.');
      const before = await counts(sue);
      expect((await reports(ada, 'question', q.id, 'illegal')).status).to.equal(201);
      await hide('question', q.id);

      for (const viewer of [sue, ben, ada]) {
        expect(
          (await list(viewer)).map((r) => r.id),
          'recent',
        ).not.to.include(q.id);
        expect(
          (await list(viewer, '?category=locations')).map((r) => r.id),
          'category',
        ).not.to.include(q.id);
        expect(await list(viewer, '?search=zanderwhisper'), 'search').to.deep.equal([]);
        expect(await list(viewer, '?search=zanderwhisp'), 'search as typed').to.deep.equal([]);
        expect((await viewer.get(`/api/forum/questions/${q.id}`)).status, 'question').to.equal(404);
        expect((await viewer.get(`/api/forum/questions/${q.id}/liked`)).status, 'liked').to.equal(404);
        expect((await viewer.send('POST', `/api/forum/questions/${q.id}/like`)).status, 'toggleLike').to.equal(404);
        expect((await viewer.send('POST', '/api/forum/answers', { questionId: q.id, content: 'Still there?' })).status, 'answer').to.equal(
          404,
        );
      }
      expect((await counts(sue)).locations, 'categoryCounts').to.equal(before.locations - 1);
      const { rows } = await db.query('select answer_count, like_count from forum_questions where id = $1', [q.id]);
      expect(rows[0]).to.deep.equal({ answer_count: 0, like_count: 0 });

      const mine = (await list(max)).find((r) => r.id === q.id)!;
      expect(mine.hidden).to.deep.include(SPAM_RULE);
      expect((await list(max, '?search=zanderwhisper')).map((r) => r.id)).to.deep.equal([q.id]);
      expect((await max.get<Question>(`/api/forum/questions/${q.id}`)).json.hidden).to.deep.include(SPAM_RULE);

      await unhide('question', q.id);
      expect((await list(sue, '?search=zanderwhisper')).map((r) => [r.id, r.hidden])).to.deep.equal([[q.id, null]]);
      expect((await sue.get<Question>(`/api/forum/questions/${q.id}`)).json.hidden).to.equal(null);
      expect((await max.get<Question>(`/api/forum/questions/${q.id}`)).json.hidden).to.equal(null);
      expect((await counts(sue)).locations).to.equal(before.locations);
    });

    it('a hidden answer leaves its question (answers, answerCount, the accepted answer), the list row and search for everyone but its author; accept refuses it; unhide restores it', async () => {
      const q = await ask(ada, 'Which jig colour for stained water?', 'Murky after the rain.', 'techniques');
      const spam = await max.send<{ id: string }>('POST', '/api/forum/answers', {
        questionId: q.id,
        content: 'Spinnerbaitzilla lures, cheap at my shop',
      });
      clock.advance(1000);
      const fine = await ben.send<{ id: string }>('POST', '/api/forum/answers', { questionId: q.id, content: 'Chartreuse, always.' });
      expect(spam.status).to.equal(201);
      expect((await ada.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: spam.json.id })).status).to.equal(200);
      expect((await reports(ben, 'answer', spam.json.id)).status).to.equal(201);
      await hide('answer', spam.json.id);

      for (const viewer of [sue, ben, ada]) {
        const page = (await viewer.get<Question>(`/api/forum/questions/${q.id}`)).json;
        expect(
          page.answers.map((a) => a.id),
          'question',
        ).to.deep.equal([fine.json.id]);
        expect(page).to.deep.include({ answerCount: 1, acceptedAnswerId: null, hidden: null });
        const row = (await list(viewer, '?category=techniques')).find((r) => r.id === q.id)!;
        expect(row, 'listQuestions').to.deep.include({ answerCount: 1, hasAcceptedAnswer: false });
        expect(await list(viewer, '?search=spinnerbaitzilla'), 'search').to.deep.equal([]);
      }
      expect((await ada.send('POST', `/api/forum/questions/${q.id}/accept`, { answerId: spam.json.id })).status, 'accept').to.equal(404);

      const authors = (await max.get<Question>(`/api/forum/questions/${q.id}`)).json;
      expect(authors.answers.find((a) => a.id === spam.json.id)!.hidden).to.deep.include(SPAM_RULE);
      expect(authors.answers.find((a) => a.id === fine.json.id)!.hidden).to.equal(null);

      await unhide('answer', spam.json.id);
      const restored = (await sue.get<Question>(`/api/forum/questions/${q.id}`)).json;
      expect(restored).to.deep.include({ answerCount: 2, acceptedAnswerId: spam.json.id });
      expect(restored.answers.map((a) => a.id)).to.deep.equal([spam.json.id, fine.json.id]);
      expect((await list(sue, '?search=spinnerbaitzilla')).map((r) => r.id)).to.deep.equal([q.id]);
    });

    it('a question hidden after a search found it leaves that search at once for everyone but its asker, who finds it marked, in a search remembered or new', async () => {
      const q = await ask(max, 'Zanderquill at the weir', 'Bring a net, nobody checks licences there.');
      const plain = await ask(ben, 'Zanderquill from the bank', 'Which rig at dusk?');
      const found = async (angler: Angler, text: string) =>
        (await list(angler, `?search=${encodeURIComponent(text)}`)).map((r) => [r.id, r.hidden === null ? null : r.hidden.ruleId]);
      expect(await found(sue, 'zanderquill'), 'before hiding').to.deep.equal([
        [plain.id, null],
        [q.id, null],
      ]);
      await hide('question', q.id);

      expect(await found(sue, 'zanderquill'), 'remembered, another angler').to.deep.equal([[plain.id, null]]);
      expect(await found(max, 'zanderquill'), 'remembered, its asker').to.deep.equal([
        [plain.id, null],
        [q.id, 'no-spam'],
      ]);
      expect(await found(max, 'zanderquill weir'), 'a new search, its asker').to.deep.equal([[q.id, 'no-spam']]);
      expect(await found(sue, 'zanderquill weir'), 'the same search then, another angler').to.deep.equal([]);
      expect(await found(max, 'zanderquill weir'), 'and its asker again').to.deep.equal([[q.id, 'no-spam']]);
    });

    it('a hidden answer stops finding its question in a search at once, though that search was just made', async () => {
      const same = 'Dawn or dusk for zanderzilla below the weir?';
      const answered = await ask(ada, 'Zanderzilla on the drop', same, 'techniques');
      const plain = await ask(ben, 'Zanderzilla from the bank', same, 'techniques');
      const loud = await max.send<{ id: string }>('POST', '/api/forum/answers', {
        questionId: answered.id,
        content: 'Zanderzilla zanderzilla zanderzilla: only at dusk, on a weirwolf shad',
      });
      expect(loud.status).to.equal(201);
      const found = async (text: string) => (await list(sue, `?search=${text}`)).map((r) => r.id);
      expect(await found('weirwolf'), 'found by its answer').to.deep.equal([answered.id]);
      // An answer's words find its question but never rank it: equal ranks, the newer first.
      expect(await found('zanderzilla')).to.deep.equal([plain.id, answered.id]);

      expect((await reports(ben, 'answer', loud.json.id)).status).to.equal(201);
      await hide('answer', loud.json.id);
      expect(await found('weirwolf'), 'the hidden answer finds nothing').to.deep.equal([]);
      expect(await found('zanderzilla')).to.deep.equal([plain.id, answered.id]);
    });

    it('three reports by anglers in good standing hide a question automatically: its asker sees it marked as hidden by reports', async () => {
      const q = await ask(max, 'Selling my boat, message me', 'Cash only, great price.', 'general');
      for (const reporter of [ada, ben, cleo]) expect((await reports(reporter, 'question', q.id)).status).to.equal(201);
      expect((await sue.get(`/api/forum/questions/${q.id}`)).status).to.equal(404);
      expect((await list(sue, '?category=general')).map((r) => r.id)).not.to.include(q.id);
      expect((await max.get<Question>(`/api/forum/questions/${q.id}`)).json.hidden).to.deep.include({ ruleId: null, ruleTitle: null });
    });
  });

  describe('direct messages', () => {
    const send = async (from: Angler, to: Angler, content: string) => {
      const res = await from.send<Message>('POST', '/api/messages', { recipientId: to.id, content });
      expect(res.status, res.text).to.equal(201);
      clock.advance(1000);
      return res.json;
    };
    const conversationWith = async (angler: Angler, other: Angler) =>
      (await angler.get<Conversation[]>('/api/conversations')).json.find((c) => c.otherUserId === other.id);

    it('a hidden message leaves its recipient’s conversation, conversations (last message, unread count) and live stream; its sender sees it marked; unhide restores it', async () => {
      const first = await send(max, ada, 'Evening rise at the weir?');
      const spam = await send(max, ada, 'Lurebazaar sells everything half price, tell your friends');
      expect((await reports(ben, 'message', spam.id)).status, 'not his to see').to.equal(404);
      expect((await reports(ada, 'message', spam.id)).status).to.equal(201);
      await hide('message', spam.id);

      const adas = await conversationWith(ada, max);
      expect(adas!.lastMessage).to.deep.include({ id: first.id, hidden: null });
      expect(adas!.unreadCount, 'conversations').to.equal(1);
      expect(adas!.otherUser, 'the row written anew names the sender').to.equal('Max Mouth');
      const page = (await ada.get<Page<Message>>(`/api/conversations/${max.id}`)).json;
      expect(
        page.items.map((m) => m.id),
        'conversation',
      ).to.deep.equal([first.id]);

      const maxs = await conversationWith(max, ada);
      expect(maxs!.lastMessage.id).to.equal(spam.id);
      expect(maxs!.lastMessage.hidden).to.deep.include(SPAM_RULE);
      const sent = (await max.get<Page<Message>>(`/api/conversations/${ada.id}`)).json.items;
      expect(sent.map((m) => [m.id, m.hidden?.ruleId ?? null])).to.deep.equal([
        [spam.id, 'no-spam'],
        [first.id, null],
      ]);

      const sentinel = await send(max, ada, 'Sorry about that');
      const adasLive = await liveIdsUntil(ada, sentinel.id);
      expect(
        adasLive.filter((e) => e.event === 'message').map((e) => e.id),
        'live stream',
      ).to.deep.equal([first.id, sentinel.id]);
      const maxsLive = await liveIdsUntil(max, sentinel.id);
      expect(maxsLive.find((e) => e.id === spam.id)!.hidden).to.deep.include(SPAM_RULE);

      await unhide('message', spam.id);
      const again = await conversationWith(ada, max);
      expect(again!.lastMessage.id).to.equal(sentinel.id);
      expect(again!.unreadCount, 'the hidden message was never read').to.equal(2);
      expect((await ada.get<Page<Message>>(`/api/conversations/${max.id}`)).json.items.map((m) => m.id)).to.deep.equal([
        sentinel.id,
        spam.id,
        first.id,
      ]);
    });

    it('a conversation whose only message is hidden leaves the recipient’s conversations, and opening it clears its notification on the bell (the message stays unread)', async () => {
      const only = await send(ben, max, 'Lurebazaar again, last chance');
      const bell = async () =>
        (await notificationsOf(max)).filter((n) => n.kind === 'new_message' && n.actorId === ben.id).map((n) => n.read);
      expect(await eventually(async () => (await bell()).length === 1), 'the notification came').to.equal(true);
      await hide('message', only.id);
      expect(await conversationWith(max, ben)).to.equal(undefined);
      expect((await max.get<Page<Message>>(`/api/conversations/${ben.id}`)).json.items).to.deep.equal([]);
      expect(await eventually(async () => (await bell())[0] === true), 'the bell cleared').to.equal(true);
      const { rows } = await db.query('select read_at from dm_messages where id = $1', [only.id]);
      expect(rows[0].read_at, 'still unread').to.equal(null);
      expect((await conversationWith(ben, max))!.lastMessage.hidden).to.deep.include(SPAM_RULE);
    });
  });

  describe('groups', () => {
    const aGroup = async (owner: Angler, name: string, privacy = 'public') => {
      const res = await owner.send<Group>('POST', '/api/groups', { name, privacy, description: 'Nets at night' });
      expect(res.status, res.text).to.equal(201);
      clock.advance(1000);
      return res.json;
    };
    const post = async (angler: Angler, group: Group, content: string) => {
      const res = await angler.send<GroupMessage>('POST', `/api/groups/${group.id}/messages`, { content });
      expect(res.status, res.text).to.equal(201);
      clock.advance(1000);
      return res.json;
    };
    const chat = async (angler: Angler, group: Group) =>
      (await angler.get<Page<GroupMessage>>(`/api/groups/${group.id}/messages`)).json.items;
    const discover = async (angler: Angler, search: string) => (await angler.get<Group[]>(`/api/groups?search=${search}`)).json;
    const mine = async (angler: Angler) => (await angler.get<Group[]>('/api/groups/user')).json;

    it('a hidden group message leaves the chat (messages) and the members’ live streams for everyone but its sender; unhide restores it', async () => {
      const group = await aGroup(max, 'Weir Regulars');
      for (const member of [ben, ada]) expect((await member.send('POST', `/api/groups/${group.id}/join`)).status).to.equal(200);
      const spam = await post(max, group, 'Lurebazaar has a sale on');
      const fine = await post(ben, group, 'Anyone out tonight?');
      expect((await reports(ada, 'group_message', spam.id)).status).to.equal(201);
      await hide('group_message', spam.id);

      for (const member of [ben, ada])
        expect(
          (await chat(member, group)).map((m) => m.id),
          'messages',
        ).to.deep.equal([fine.id]);
      expect((await sue.get(`/api/groups/${group.id}/messages`)).status, 'not a member').to.equal(403);
      expect((await chat(max, group)).map((m) => [m.id, m.hidden?.ruleId ?? null])).to.deep.equal([
        [fine.id, null],
        [spam.id, 'no-spam'],
      ]);

      const sentinel = await post(ben, group, 'See you there');
      const live = await liveIdsUntil(ada, sentinel.id);
      expect(
        live.filter((e) => e.event === 'group_message').map((e) => e.id),
        'live stream',
      ).to.deep.equal([fine.id, sentinel.id]);

      await unhide('group_message', spam.id);
      expect((await chat(ada, group)).map((m) => [m.id, m.hidden])).to.deep.equal([
        [sentinel.id, null],
        [fine.id, null],
        [spam.id, null],
      ]);
    });

    it('a hidden group leaves discover, mine, its members, chat and joining for everyone but its owner, who sees it marked; unhide restores it', async () => {
      const group = await aGroup(max, 'Netting Night Crew');
      expect((await ben.send('POST', `/api/groups/${group.id}/join`)).status).to.equal(200);
      const said = await post(ben, group, 'Bring the big net');
      expect((await reports(ada, 'group', group.id, 'illegal')).status).to.equal(201);
      await hide('group', group.id);

      for (const viewer of [sue, ben, ada]) {
        expect(
          (await discover(viewer, 'netting')).map((g) => g.id),
          'discover',
        ).to.deep.equal([]);
        expect(
          (await mine(viewer)).map((g) => g.id),
          'mine',
        ).not.to.include(group.id);
        expect((await viewer.get(`/api/groups/${group.id}/members`)).status, 'members').to.equal(404);
        expect((await viewer.get(`/api/groups/${group.id}/messages`)).status, 'messages').to.equal(404);
        expect((await viewer.send('POST', `/api/groups/${group.id}/messages`, { content: 'hello?' })).status, 'post').to.equal(404);
      }
      expect((await sue.send('POST', `/api/groups/${group.id}/join`)).status, 'join').to.equal(404);
      expect((await ben.send('POST', `/api/groups/${group.id}/leave`)).status, 'leave').to.equal(404);
      expect((await reports(sue, 'group', group.id)).status, 'nothing to report').to.equal(404);

      const owners = (await mine(max)).find((g) => g.id === group.id)!;
      expect(owners.hidden).to.deep.include(SPAM_RULE);
      expect((await discover(max, 'netting')).map((g) => [g.id, g.hidden?.ruleId])).to.deep.equal([[group.id, 'no-spam']]);
      expect((await chat(max, group)).map((m) => m.id)).to.deep.equal([said.id]);

      await unhide('group', group.id);
      expect((await discover(sue, 'netting')).map((g) => [g.id, g.hidden])).to.deep.equal([[group.id, null]]);
      expect((await chat(ben, group)).map((m) => m.id)).to.deep.equal([said.id]);
    });

    it('a removed group is gone for good, its owner included: members, requests, invitations and chat deleted', async () => {
      const group = await aGroup(max, 'Closed Waters Club', 'private');
      expect((await ben.send('POST', `/api/groups/${group.id}/join`)).status).to.equal(200);
      expect((await max.send('POST', `/api/groups/${group.id}/requests/${ben.id}/approve`)).status).to.equal(200);
      await post(ben, group, 'Netting on Sunday');
      expect((await sue.send('POST', `/api/groups/${group.id}/join`)).status).to.equal(200);
      await acts(otto, { kind: 'group', itemId: group.id, action: 'remove', ruleId: 'legal-fishing' });

      for (const viewer of [max, ben, sue]) {
        expect((await discover(viewer, 'closed')).map((g) => g.id)).to.deep.equal([]);
        expect((await mine(viewer)).map((g) => g.id)).not.to.include(group.id);
        expect((await viewer.get(`/api/groups/${group.id}/messages`)).status).to.equal(404);
      }
      for (const table of ['groups', 'group_members', 'group_requests', 'group_messages']) {
        const column = table === 'groups' ? 'id' : 'group_id';
        expect((await db.query(`select 1 from ${table} where ${column} = $1`, [group.id])).rowCount, table).to.equal(0);
      }
    });
  });
});

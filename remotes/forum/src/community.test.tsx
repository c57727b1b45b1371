import { withDomEvents } from '../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLiveEvent, dismissToast } from '@tightlines/kit';
import type { Conversation, Group, Mate, Message, Question, QuestionSummary } from '@tightlines/contracts';
import type { ApiServer } from '../../kit/test/api-server.ts';
import { alice, renderApp, serve, type Answers } from '../test/app.tsx';
import { Route, Routes } from 'react-router';
import { ForumPage } from './forum/ForumPage.tsx';
import { QuestionPage } from './forum/QuestionPage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { GroupsPage } from './groups/GroupsPage.tsx';

/** The remote's routes (routes.tsx without its stylesheet, which Node cannot load). */
function ForumRoutes() {
  return (
    <Routes>
      <Route path="/forum" element={<ForumPage />} />
      <Route path="/forum/question/:id" element={<QuestionPage />} />
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/groups" element={<GroupsPage />} />
    </Routes>
  );
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const summary = (patch: Partial<QuestionSummary> = {}): QuestionSummary => ({
  id: 'q1',
  title: 'Best lure for spring walleye?',
  preview: 'x'.repeat(200),
  category: 'techniques',
  userId: 'bob',
  userDisplayName: 'Bob Caster',
  userProfileImage: null,
  createdAt: hoursAgo(3),
  answerCount: 2,
  likeCount: 5,
  hasAcceptedAnswer: true,
  hidden: null,
  ...patch,
});
const question = (patch: Partial<Question> = {}): Question => ({
  id: 'q1',
  title: 'Best lure for spring walleye?',
  content: 'Water is 48°F and clear.',
  category: 'techniques',
  userId: 'alice',
  userDisplayName: 'Alice Angler',
  userProfileImage: null,
  createdAt: hoursAgo(50),
  answerCount: 1,
  likeCount: 3,
  acceptedAnswerId: null,
  hidden: null,
  answers: [
    {
      id: 'a1',
      content: 'Chartreuse jig.',
      userId: 'bob',
      userDisplayName: 'Bob Caster',
      userProfileImage: null,
      createdAt: hoursAgo(2),
      accepted: false,
      hidden: null,
    },
  ],
  ...patch,
});
const counts = { status: 200, json: { techniques: 12, equipment: 7, locations: 3, general: 1 } };
const bob: Mate = { id: 'bob', displayName: 'Bob Caster', profileImageUrl: null };
const message = (patch: Partial<Message> = {}): Message => ({
  id: 'm1',
  senderId: 'bob',
  recipientId: 'alice',
  content: 'Walleye below the dam?',
  createdAt: hoursAgo(1),
  isRead: false,
  hidden: null,
  ...patch,
});
const group = (patch: Partial<Group> = {}): Group => ({
  id: 'g1',
  name: 'Bay Area Bass Club',
  description: 'Weekend bass trips.',
  type: 'club',
  privacy: 'public',
  location: 'Oakland, CA',
  imageUrl: null,
  memberCount: 12,
  creatorName: 'Bob Caster',
  role: null,
  membership: 'none',
  hidden: null,
  ...patch,
});

describe('forum remote: community screens', () => {
  withDomEvents();
  let server: ApiServer;
  const start = async (answers: Answers, path: string) => {
    server = await serve(answers);
    return renderApp(<ForumRoutes />, { path });
  };
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });
  const posted = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);

  describe('forum list', () => {
    it('shows the real category counts, toggles the filter and its heading, and rows with a 150-character preview and age', async () => {
      await start({ 'GET /api/forum/categories': counts, 'GET /api/forum/questions': { status: 200, json: [summary()] } }, '/forum');
      expect(await screen.findByText('12 questions')).to.exist;
      expect(screen.getByText('1 question')).to.exist;
      expect(screen.getByRole('heading', { name: 'Recent Questions' })).to.exist;
      const row = await screen.findByRole('link', { name: /Best lure for spring walleye/ });
      expect(row.getAttribute('href')).to.equal('/forum/question/q1');
      expect(row.textContent)
        .to.include(`${'x'.repeat(150)}…`)
        .and.not.include('x'.repeat(151));
      expect(row.textContent).to.include('3h ago').and.include('2 answers').and.include('5 likes').and.include('Solved');
      fireEvent.click(screen.getByRole('button', { name: /Equipment/ }));
      expect(await screen.findByRole('heading', { name: 'Equipment Questions' })).to.exist;
      await waitFor(() => expect(server.requests.some((r) => r.url === '/api/forum/questions?category=equipment')).to.equal(true));
      fireEvent.click(screen.getByRole('button', { name: /Equipment/ }));
      expect(await screen.findByRole('heading', { name: 'Recent Questions' })).to.exist;
    });

    it("says 'No questions found' with 'Ask the First Question', and the dialog wants all fields ('Missing Information')", async () => {
      await start({ 'GET /api/forum/categories': counts, 'GET /api/forum/questions': { status: 200, json: [] } }, '/forum?search=pike');
      expect(await screen.findByRole('heading', { name: 'No questions found' })).to.exist;
      expect((screen.getByRole('searchbox', { name: 'Search questions' }) as HTMLInputElement).value).to.equal('pike');
      expect(server.requests.some((r) => r.url === '/api/forum/questions?search=pike')).to.equal(true);
      fireEvent.click(screen.getByRole('button', { name: 'Ask the First Question' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
      fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '   ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Post Question' }));
      expect(await screen.findByText('Missing Information')).to.exist;
      expect(screen.getByText('Please fill in all fields')).to.exist;
      expect(posted('POST', '/api/forum/questions')).to.have.length(0);
    });

    it("posts a question trimmed and says 'Question Posted'; a failure says 'Failed to post question. Please try again.'", async () => {
      let fail = false;
      await start(
        {
          'GET /api/forum/categories': counts,
          'GET /api/forum/questions': { status: 200, json: [] },
          'POST /api/forum/questions': () => (fail ? { status: 500, json: { message: 'boom' } } : { status: 201, json: question() }),
        },
        '/forum',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Ask Question' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
      fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'general' } });
      fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '  Night fishing?  ' } });
      fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: ' Any tips? ' } });
      expect(within(dialog).getByText('18/200')).to.exist;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Post Question' }));
      expect(await screen.findByText('Question Posted')).to.exist;
      expect(JSON.parse(posted('POST', '/api/forum/questions')[0]!.body)).to.deep.equal({
        title: 'Night fishing?',
        content: 'Any tips?',
        category: 'general',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      fail = true;
      fireEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
      const again = await screen.findByRole('dialog', { name: 'Ask a Question' });
      fireEvent.change(within(again).getByLabelText('Category'), { target: { value: 'general' } });
      fireEvent.change(within(again).getByLabelText('Title'), { target: { value: 'Night fishing?' } });
      fireEvent.change(within(again).getByLabelText('Details'), { target: { value: 'Any tips?' } });
      fireEvent.click(within(again).getByRole('button', { name: 'Post Question' }));
      expect(await screen.findByText('Failed to post question. Please try again.')).to.exist;
    });

    it("asks 'Discard your changes?' before a typed question is lost: Keep Editing keeps it, Discard closes and clears", async () => {
      await start({ 'GET /api/forum/categories': counts, 'GET /api/forum/questions': { status: 200, json: [] } }, '/forum');
      fireEvent.click(await screen.findByRole('button', { name: 'Ask Question' }));
      let dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog'), 'nothing typed: closes at once').to.equal(null));
      fireEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
      dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
      fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Night fishing?' } });
      fireEvent.keyDown(within(dialog).getByLabelText('Title'), { key: 'Escape' });
      fireEvent.click(await screen.findByRole('button', { name: 'Keep Editing' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).to.equal(null));
      expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).to.equal('Night fishing?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask a Question' })).to.equal(null));
      fireEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
      dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
      expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).to.equal('');
    });

    it('shows a limit’s own words (429) as they are', async () => {
      const limit = 'New anglers can ask 3 questions on their first day; more from 14:00 UTC.';
      await start(
        {
          'GET /api/forum/categories': counts,
          'GET /api/forum/questions': { status: 200, json: [] },
          'POST /api/forum/questions': { status: 429, json: { message: limit, code: 'rate_limited' } },
        },
        '/forum',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Ask Question' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
      fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'general' } });
      fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Q' } });
      fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: 'C' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Post Question' }));
      expect(await screen.findByText(limit)).to.exist;
    });
  });

  describe('question detail', () => {
    const detail = (q: Question, extra: Answers = {}) => ({
      'GET /api/forum/questions/q1': { status: 200, json: q },
      'GET /api/forum/questions/q1/liked': { status: 200, json: { liked: false } },
      ...extra,
    });

    it("shows 'Question Not Found' with a way back for a missing question", async () => {
      await start({ 'GET /api/forum/questions/nope': { status: 404, json: { message: 'Question not found' } } }, '/forum/question/nope');
      expect(await screen.findByRole('heading', { level: 1, name: 'Question Not Found' })).to.exist;
      expect(screen.getByText("The question you're looking for doesn't exist.")).to.exist;
      expect(screen.getByRole('link', { name: 'Back to Forum' }).getAttribute('href')).to.equal('/forum');
    });

    it('shows the question with its badge, age, author, like count, answers, and lets the asker accept one', async () => {
      await start(
        detail(question(), {
          'POST /api/forum/questions/q1/like': { status: 200, json: { liked: true, likeCount: 4 } },
          'POST /api/forum/questions/q1/accept': {
            status: 200,
            json: question({ acceptedAnswerId: 'a1', answers: [{ ...question().answers[0]!, accepted: true }] }),
          },
        }),
        '/forum/question/q1',
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Best lure for spring walleye?' })).to.exist;
      expect(screen.getByText('Techniques')).to.exist;
      expect(screen.getByText('2d ago')).to.exist;
      expect(screen.getByRole('heading', { name: 'Answers (1)' })).to.exist;
      const like = (await screen.findByRole('button', { name: 'Like question, 3 likes' })) as HTMLButtonElement;
      expect(like.getAttribute('aria-pressed')).to.equal('false');
      await waitFor(() => expect(like.disabled, 'enabled once the liked state is known').to.equal(false));
      fireEvent.click(like);
      const liked = await screen.findByRole('button', { name: 'Unlike question, 4 likes' });
      expect(liked.getAttribute('aria-pressed')).to.equal('true');
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(await screen.findByText('Accepted Answer')).to.exist;
      expect(screen.queryByRole('button', { name: 'Accept' })).to.equal(null);
    });

    it('keeps the accepted answer when a read of the question started before the accept answers after it', async () => {
      let reads = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const before = question();
      const { client } = await start(
        detail(before, {
          'GET /api/forum/questions/q1': () => {
            reads += 1;
            return reads === 1 ? { status: 200, json: before } : { status: 200, json: before, after: held };
          },
          'POST /api/forum/questions/q1/accept': {
            status: 200,
            json: question({ acceptedAnswerId: 'a1', answers: [{ ...before.answers[0]!, accepted: true }] }),
          },
        }),
        '/forum/question/q1',
      );
      await screen.findByRole('heading', { level: 1, name: 'Best lure for spring walleye?' });
      // A refresh on its way (as the live stream asks when an answer arrives), held until after the accept.
      void client.invalidateQueries({ queryKey: ['/api/forum', 'question', 'q1'], exact: true });
      await waitFor(() => expect(reads).to.equal(2));
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(await screen.findByText('Accepted Answer')).to.exist;
      release();
      await waitFor(() => expect(client.isFetching()).to.equal(0));
      expect(screen.getByText('Accepted Answer'), 'the older read does not put the answer back').to.exist;
    });

    it("counts characters live, keeps Post Answer disabled while blank, and says 'Answer Posted'", async () => {
      await start(
        detail(question({ userId: 'bob' }), { 'POST /api/forum/answers': { status: 201, json: question().answers[0] } }),
        '/forum/question/q1',
      );
      const box = (await screen.findByLabelText('Your Answer')) as HTMLTextAreaElement;
      const post = screen.getByRole('button', { name: 'Post Answer' }) as HTMLButtonElement;
      expect(screen.getByText('0/2000 characters')).to.exist;
      expect(post.disabled).to.equal(true);
      expect(screen.queryByRole('button', { name: 'Accept' }), 'only the asker accepts').to.equal(null);
      fireEvent.change(box, { target: { value: '   ' } });
      expect(post.disabled).to.equal(true);
      fireEvent.change(box, { target: { value: 'Try a jig.' } });
      expect(screen.getByText('10/2000 characters')).to.exist;
      fireEvent.click(post);
      expect(await screen.findByText('Answer Posted')).to.exist;
      expect(JSON.parse(posted('POST', '/api/forum/answers')[0]!.body)).to.deep.equal({ questionId: 'q1', content: 'Try a jig.' });
      await waitFor(() => expect(box.value).to.equal(''));
    });

    it('keeps a typed, unposted answer for the tab when the angler leaves the question, and forgets it once posted', async () => {
      const answers = detail(question({ userId: 'bob' }), { 'POST /api/forum/answers': { status: 201, json: question().answers[0] } });
      await start(answers, '/forum/question/q1');
      fireEvent.change(await screen.findByLabelText('Your Answer'), { target: { value: 'A jig tipped with a minnow.' } });
      cleanup(); // away to another page
      await server.close();
      await start(answers, '/forum/question/q1');
      const box = (await screen.findByLabelText('Your Answer')) as HTMLTextAreaElement;
      expect(box.value, 'back: still there').to.equal('A jig tipped with a minnow.');
      expect(screen.getByText('27/2000 characters')).to.exist;
      fireEvent.click(screen.getByRole('button', { name: 'Post Answer' }));
      expect(await screen.findByText('Answer Posted')).to.exist;
      await waitFor(() => expect(box.value).to.equal(''));
      cleanup();
      await server.close();
      await start(answers, '/forum/question/q1');
      expect(((await screen.findByLabelText('Your Answer')) as HTMLTextAreaElement).value, 'posted: forgotten').to.equal('');
    });

    it("says 'Failed to toggle like. Please try again.' when the like fails", async () => {
      await start(
        detail(question(), { 'POST /api/forum/questions/q1/like': { status: 500, json: { message: 'boom' } } }),
        '/forum/question/q1',
      );
      const like = (await screen.findByRole('button', { name: 'Like question, 3 likes' })) as HTMLButtonElement;
      await waitFor(() => expect(like.disabled).to.equal(false));
      fireEvent.click(like);
      expect(await screen.findByText('Failed to toggle like. Please try again.')).to.exist;
    });
  });

  describe('messages', () => {
    it("shows 'No conversations yet', 'Select a conversation' and the mates grid; Enter sends, blank never", async () => {
      await start(
        {
          'GET /api/conversations': { status: 200, json: [] },
          'GET /api/mates': { status: 200, json: [bob] },
          'GET /api/conversations/bob': { status: 200, json: { items: [], nextCursor: null } },
          'POST /api/messages': (body) => ({
            status: 201,
            json: message({ id: 'm2', senderId: 'alice', recipientId: 'bob', content: JSON.parse(body).content }),
          }),
        },
        '/messages',
      );
      expect(await screen.findByText('No conversations yet')).to.exist;
      expect(screen.getByText('Start chatting with your mates!')).to.exist;
      expect(screen.getByRole('heading', { name: 'Select a conversation' })).to.exist;
      expect(screen.getByRole('heading', { name: 'Your Mates' })).to.exist;
      fireEvent.click(await screen.findByRole('button', { name: /Bob Caster/ }));
      const box = (await screen.findByRole('textbox', { name: 'Message Bob Caster' })) as HTMLInputElement;
      fireEvent.change(box, { target: { value: '   ' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(posted('POST', '/api/messages')).to.have.length(0);
      fireEvent.change(box, { target: { value: ' Sunrise at the dam? ' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      const log = screen.getByRole('log', { name: 'Messages with Bob Caster' });
      await within(log).findByText('Sunrise at the dam?');
      expect(JSON.parse(posted('POST', '/api/messages')[0]!.body)).to.deep.equal({ recipientId: 'bob', content: 'Sunrise at the dam?' });
      expect(box.value).to.equal('');
    });

    it('lists conversations with the last message and unread count, and shows a message arriving on the live stream', async () => {
      let conversations: Conversation[] = [
        { otherUserId: 'bob', otherUser: 'Bob Caster', otherUserImage: null, lastMessage: message(), unreadCount: 2 },
      ];
      const held = [message()];
      const { client } = await start(
        {
          'GET /api/conversations': () => ({ status: 200, json: conversations }),
          'GET /api/mates': { status: 200, json: [bob] },
          'GET /api/conversations/bob': () => ({ status: 200, json: { items: held, nextCursor: null } }),
        },
        '/messages',
      );
      const row = within(await screen.findByRole('list', { name: 'Conversations' })).getByRole('button', { name: /Bob Caster/ });
      expect(row.textContent).to.include('Walleye below the dam?').and.include('2');
      conversations = [{ ...conversations[0]!, unreadCount: 0 }];
      fireEvent.click(row);
      const log = await screen.findByRole('log', { name: 'Messages with Bob Caster' });
      await within(log).findByText('Walleye below the dam?');
      const arrived = message({ id: 'm9', content: 'Bring the jigs.' });
      held.unshift(arrived);
      await act(() => applyLiveEvent(client, alice.id, 'message', arrived));
      expect(await within(log).findByText('Bring the jigs.')).to.exist;
    });

    it('blocks an angler after asking, then offers Unblock in the conversation and in the Blocked anglers list', async () => {
      let blocked: Mate[] = [];
      await start(
        {
          'GET /api/conversations': {
            status: 200,
            json: [{ otherUserId: 'bob', otherUser: 'Bob Caster', otherUserImage: null, lastMessage: message(), unreadCount: 0 }],
          },
          'GET /api/mates': () => ({ status: 200, json: blocked.length ? [] : [bob] }),
          'GET /api/blocks': () => ({ status: 200, json: blocked }),
          'GET /api/conversations/bob': { status: 200, json: { items: [message()], nextCursor: null } },
          'POST /api/blocks/bob': () => {
            blocked = [bob];
            return { status: 204 };
          },
          'DELETE /api/blocks/bob': () => {
            blocked = [];
            return { status: 204 };
          },
        },
        '/messages?with=bob',
      );
      await screen.findByRole('textbox', { name: 'Message Bob Caster' });
      fireEvent.pointerDown(screen.getByRole('button', { name: 'More about Bob Caster' }), {
        button: 0,
        ctrlKey: false,
        pointerType: 'mouse',
      });
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Block Bob Caster' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block Bob Caster?' });
      expect(posted('POST', '/api/blocks/bob'), 'nothing before the angler confirms').to.have.length(0);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
      expect(await screen.findByText('Angler Blocked')).to.exist;
      expect(await screen.findByText('You blocked Bob Caster. Neither of you can send messages.')).to.exist;
      expect(screen.queryByRole('textbox', { name: 'Message Bob Caster' })).to.equal(null);
      fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
      const list = await screen.findByRole('list', { name: 'Blocked anglers' });
      fireEvent.click(within(list).getByRole('button', { name: 'Unblock Bob Caster' }));
      expect(await screen.findByText('Angler Unblocked')).to.exist;
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Blocked anglers' })).to.equal(null));
      expect(posted('DELETE', '/api/blocks/bob')).to.have.length(1);
    });

    it("asks an anonymous visitor to log in: 'Please log in to view messages'", async () => {
      server = await serve({ 'GET /api/auth/user': { status: 401, text: 'Unauthorized' } });
      const { client } = renderApp(<ForumRoutes />, { path: '/messages' });
      await act(() => client.resetQueries({ queryKey: ['/api/auth/user'] }));
      expect(await screen.findByRole('heading', { name: 'Please log in to view messages' })).to.exist;
    });
  });

  describe('groups', () => {
    it("shows Discover with the type filter, joins a public group ('Joined Group'), and shows Chat and Leave for a member", async () => {
      let joined = false;
      await start(
        {
          'GET /api/groups': () => ({
            status: 200,
            json: [joined ? group({ membership: 'member', role: 'member', memberCount: 13 }) : group()],
          }),
          'GET /api/groups/user': { status: 200, json: [] },
          'POST /api/groups/g1/join': () => {
            joined = true;
            return { status: 200, json: { status: 'joined', group: group({ membership: 'member', role: 'member' }) } };
          },
        },
        '/groups',
      );
      expect(await screen.findByRole('heading', { name: 'Groups & Communities' })).to.exist;
      const type = screen.getByRole('combobox', { name: 'Group type' }) as HTMLSelectElement;
      expect([...type.options].map((o) => o.text)).to.deep.equal(['All Types', 'Fishing Clubs', 'Communities', 'Tournaments']);
      fireEvent.click(await screen.findByRole('button', { name: 'Join Group' }));
      expect(await screen.findByText('Joined Group')).to.exist;
      expect(await screen.findByRole('button', { name: 'Chat' })).to.exist;
      expect(screen.getByRole('button', { name: 'Leave' })).to.exist;
      fireEvent.change(type, { target: { value: 'tournament' } });
      await waitFor(() => expect(server.requests.some((r) => r.url === '/api/groups?type=tournament')).to.equal(true));
    });

    it('offers Request to Join for a private group and no join for an invite-only one', async () => {
      await start(
        {
          'GET /api/groups': {
            status: 200,
            json: [group({ privacy: 'private' }), group({ id: 'g2', name: 'Secret Spots', privacy: 'invite_only' })],
          },
          'GET /api/groups/user': { status: 200, json: [] },
          'POST /api/groups/g1/join': {
            status: 200,
            json: { status: 'requested', group: group({ privacy: 'private', membership: 'requested' }) },
          },
        },
        '/groups',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Request to Join' }));
      expect(await screen.findByText('Request Sent')).to.exist;
      expect((screen.getByRole('button', { name: 'By invitation only' }) as HTMLButtonElement).disabled).to.equal(true);
    });

    it("requires a name ('Group name is required'), sends the §5 defaults, and shows My Groups' empty state and role badge", async () => {
      let mine: Group[] = [];
      await start(
        {
          'GET /api/groups': { status: 200, json: [] },
          'GET /api/groups/user': () => ({ status: 200, json: mine }),
          'POST /api/groups': () => {
            mine = [group({ role: 'owner', membership: 'member', name: 'Pike Crew' })];
            return { status: 201, json: mine[0] };
          },
        },
        '/groups',
      );
      fireEvent.mouseDown(await screen.findByRole('tab', { name: 'My Groups' }), { button: 0 });
      expect(await screen.findByRole('heading', { name: 'No groups yet' })).to.exist;
      fireEvent.click(screen.getByRole('button', { name: 'Create Your First Group' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
      expect(await within(dialog).findByText('Group name is required')).to.exist;
      expect(posted('POST', '/api/groups')).to.have.length(0);
      fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: ' Pike Crew ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
      expect(await screen.findByText('Group Created')).to.exist;
      expect(JSON.parse(posted('POST', '/api/groups')[0]!.body)).to.deep.equal({
        name: 'Pike Crew',
        description: '',
        type: 'club',
        privacy: 'public',
        location: '',
      });
      expect(await screen.findByText('Owner')).to.exist;
    });

    it('lets the owner change roles and remove members from Manage, never acting on themself', async () => {
      const members = [
        { userId: alice.id, displayName: 'Alice Angler', profileImageUrl: null, role: 'owner', joinedAt: hoursAgo(90) },
        { userId: 'bob', displayName: 'Bob Caster', profileImageUrl: null, role: 'member', joinedAt: hoursAgo(40) },
        { userId: 'cara', displayName: 'Cara Reel', profileImageUrl: null, role: 'admin', joinedAt: hoursAgo(20) },
      ];
      await start(
        {
          'GET /api/groups': { status: 200, json: [group({ role: 'owner', membership: 'member' })] },
          'GET /api/groups/user': { status: 200, json: [] },
          'GET /api/groups/g1/requests': { status: 200, json: [] },
          'GET /api/groups/g1/members': () => ({ status: 200, json: members }),
          'GET /api/mates': { status: 200, json: [] },
          'POST /api/groups/g1/members/bob/role': (body) => {
            members[1]!.role = JSON.parse(body).role;
            return { status: 200, json: members };
          },
          'DELETE /api/groups/g1/members/cara': () => {
            members.splice(2, 1);
            return { status: 200, json: members };
          },
        },
        '/groups',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Manage Bay Area Bass Club' }));
      const dialog = await screen.findByRole('dialog', { name: 'Manage Bay Area Bass Club' });
      const list = await within(dialog).findByRole('list', { name: 'Members' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).to.deep.equal(['AAAlice Angler (you)Owner', 'BCBob CasterMember', 'CRCara ReelAdmin']);
      expect(within(list).queryByRole('button', { name: "Change Alice Angler's membership" }), 'not on myself').to.equal(null);
      const menuOf = async (name: string) => {
        fireEvent.pointerDown(within(list).getByRole('button', { name: `Change ${name}'s membership` }), {
          button: 0,
          ctrlKey: false,
          pointerType: 'mouse',
        });
        return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      };
      expect(await menuOf('Bob Caster')).to.deep.equal(['Make admin', 'Hand over ownership', 'Remove from group']);
      fireEvent.click(screen.getByRole('menuitem', { name: 'Make admin' }));
      expect(await screen.findByText('Role Changed')).to.exist;
      expect(JSON.parse(posted('POST', '/api/groups/g1/members/bob/role')[0]!.body)).to.deep.equal({ role: 'admin' });
      await waitFor(() => expect(within(list).getAllByText('Admin')).to.have.length(2));
      expect(await menuOf('Cara Reel')).to.deep.equal(['Make member', 'Hand over ownership', 'Remove from group']);
      fireEvent.click(screen.getByRole('menuitem', { name: 'Remove from group' }));
      expect(await screen.findByText('Member Removed')).to.exist;
      await waitFor(() => expect(within(list).queryByText('Cara Reel')).to.equal(null));
    });

    it("says 'Failed to join group' when joining fails", async () => {
      await start(
        {
          'GET /api/groups': { status: 200, json: [group()] },
          'GET /api/groups/user': { status: 200, json: [] },
          'POST /api/groups/g1/join': { status: 500, json: { message: 'boom' } },
        },
        '/groups',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Join Group' }));
      expect(await screen.findByText('Failed to join group')).to.exist;
    });
  });
});

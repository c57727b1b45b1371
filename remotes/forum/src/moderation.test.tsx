import { withDomEvents } from '../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { dismissToast, setMutedWords } from '@tightlines/kit';
import type { ApiServer } from '../../kit/test/api-server.ts';
import { renderApp, serve, type Answers } from '../test/app.tsx';
import { Route, Routes } from 'react-router';
import { ForumPage } from './forum/ForumPage.tsx';
import { QuestionPage } from './forum/QuestionPage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { GroupsPage } from './groups/GroupsPage.tsx';

const at = new Date(Date.now() - 3_600_000).toISOString();
const by = (userId: string, userDisplayName: string) => ({ userId, userDisplayName, userProfileImage: null, createdAt: at });

describe('forum remote: Report in the menus of others’ things, and muted words', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  const start = async (answers: Answers, path: string) => {
    server = await serve(answers);
    return renderApp(
      <Routes>
        <Route path="/forum" element={<ForumPage />} />
        <Route path="/forum/question/:id" element={<QuestionPage />} />
        <Route path="/messages" element={<MessagesPage />} />
        <Route path="/groups" element={<GroupsPage />} />
      </Routes>,
      { path },
    );
  };
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    act(() => setMutedWords([]));
    await server?.close();
    server = undefined;
  });

  it('offers Report on a question and answers by others, not on my own answer', async () => {
    await start(
      {
        'GET /api/forum/questions/q1': {
          status: 200,
          json: {
            id: 'q1',
            title: 'Best lure for spring walleye?',
            content: 'Water is 48°F.',
            category: 'techniques',
            ...by('bob', 'Bob Caster'),
            answerCount: 2,
            likeCount: 0,
            acceptedAnswerId: null,
            answers: [
              { id: 'a1', content: 'Chartreuse jig.', ...by('carol', 'Carol Reed'), accepted: false },
              { id: 'a2', content: 'Minnow on a slip bobber.', ...by('alice', 'Alice Angler'), accepted: false },
            ],
          },
        },
        'GET /api/forum/questions/q1/liked': { status: 200, json: { liked: false } },
      },
      '/forum/question/q1',
    );
    expect(await screen.findByRole('button', { name: 'More options for this question' })).to.exist;
    const answers = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(within(answers[0]!).getByRole('button', { name: 'More options for this answer' })).to.exist;
    expect(within(answers[1]!).queryByRole('button', { name: 'More options for this answer' })).to.equal(null);
  });

  it('folds questions holding a muted word in the list', async () => {
    setMutedWords(['walleye']);
    const row = (id: string, title: string) => ({
      id,
      title,
      preview: 'Any tips?',
      category: 'techniques',
      ...by('bob', 'Bob Caster'),
      answerCount: 0,
      likeCount: 0,
      hasAcceptedAnswer: false,
    });
    await start(
      {
        'GET /api/forum/categories': { status: 200, json: { techniques: 2, equipment: 0, locations: 0, general: 0 } },
        'GET /api/forum/questions': { status: 200, json: [row('q1', 'Walleye at dusk?'), row('q2', 'Pike leaders?')] },
      },
      '/forum',
    );
    expect(await screen.findByText('Pike leaders?')).to.exist;
    expect(screen.queryByText('Walleye at dusk?')).to.equal(null);
    expect(screen.getByRole('note').textContent).to.include('Hidden by your muted words');
  });

  it('offers Report on a message received, not on one sent, and folds a received one holding a muted word', async () => {
    setMutedWords(['crypto']);
    const message = (id: string, senderId: string, content: string) => ({
      id,
      senderId,
      recipientId: senderId === 'bob' ? 'alice' : 'bob',
      content,
      createdAt: at,
      isRead: true,
    });
    await start(
      {
        'GET /api/conversations': {
          status: 200,
          json: [
            {
              otherUserId: 'bob',
              otherUser: 'Bob Caster',
              otherUserImage: null,
              lastMessage: message('m1', 'bob', 'Walleye below the dam?'),
              unreadCount: 0,
            },
          ],
        },
        'GET /api/mates': { status: 200, json: [] },
        'GET /api/blocks': { status: 200, json: [] },
        'GET /api/conversations/bob': {
          status: 200,
          json: {
            items: [
              message('m3', 'bob', 'Buy my crypto lures'),
              message('m2', 'alice', 'Yes, at dawn'),
              message('m1', 'bob', 'Walleye below the dam?'),
            ],
            nextCursor: null,
          },
        },
      },
      '/messages?with=bob',
    );
    const log = await screen.findByRole('log', { name: 'Messages with Bob Caster' });
    const [received, sent] = (await within(log).findAllByRole('listitem')).filter((li) =>
      /Walleye|Yes, at dawn/.test(li.textContent ?? ''),
    );
    expect(within(received!).getByRole('button', { name: 'More options for this message' })).to.exist;
    expect(within(sent!).queryByRole('button', { name: /More options/ })).to.equal(null);
    expect(within(log).queryByText('Buy my crypto lures')).to.equal(null);
    expect(within(log).getByRole('note').textContent).to.include('Hidden by your muted words');
  });

  it('offers Report on groups I do not own', async () => {
    const group = (id: string, name: string, role: string | null) => ({
      id,
      name,
      description: 'Weekend trips.',
      type: 'club',
      privacy: 'public',
      location: null,
      imageUrl: null,
      memberCount: 3,
      creatorName: 'Bob Caster',
      role,
      membership: role ? 'member' : 'none',
    });
    await start(
      {
        'GET /api/groups': { status: 200, json: [group('g1', 'Bay Area Bass Club', null), group('g2', 'My Crew', 'owner')] },
        'GET /api/groups/user': { status: 200, json: [] },
      },
      '/groups',
    );
    expect(await screen.findByRole('button', { name: 'More options for the group Bay Area Bass Club' })).to.exist;
    expect(screen.queryByRole('button', { name: 'More options for the group My Crew' })).to.equal(null);
  });

  describe('my content moderation hid: why, and where to appeal', () => {
    const byRule = { ruleId: 'no-spam', ruleTitle: 'No spam or advertising outside the portal', at };
    const byReports = { ruleId: null, ruleTitle: null, at };
    const notes = () => screen.getAllByRole('note').map((n) => n.textContent ?? '');

    it('on my question and my answer, not on the answers of others', async () => {
      await start(
        {
          'GET /api/forum/questions/q1': {
            status: 200,
            json: {
              id: 'q1',
              title: 'Cheap lures?',
              content: 'See my shop.',
              category: 'equipment',
              ...by('alice', 'Alice Angler'),
              answerCount: 2,
              likeCount: 0,
              acceptedAnswerId: null,
              hidden: byRule,
              answers: [
                { id: 'a1', content: 'Chartreuse jig.', ...by('carol', 'Carol Reed'), accepted: false, hidden: null },
                { id: 'a2', content: 'Mine too.', ...by('alice', 'Alice Angler'), accepted: false, hidden: byReports },
              ],
            },
          },
          'GET /api/forum/questions/q1/liked': { status: 200, json: { liked: false } },
        },
        '/forum/question/q1',
      );
      expect(await screen.findByText('See my shop.')).to.exist;
      // The like state has come (the button is enabled): nothing is still loading when the test ends.
      await waitFor(() => expect((screen.getByRole('button', { name: /^Like question/ }) as HTMLButtonElement).disabled).to.equal(false));
      expect(notes()).to.have.length(2);
      expect(notes()[0]).to.include('it breaks the guideline “No spam or advertising outside the portal”');
      const answers = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
      expect(within(answers[0]!).queryByRole('note')).to.equal(null);
      expect(within(answers[1]!).getByRole('note').textContent).to.include('Hidden after several anglers reported it');
      expect(within(answers[1]!).getByRole('link', { name: 'Read why and appeal' }).getAttribute('href')).to.equal('/moderation');
    });

    it('on my question in the list, my message sent, and my group', async () => {
      const row = {
        id: 'q1',
        title: 'Cheap lures?',
        preview: 'See my shop.',
        category: 'equipment',
        ...by('alice', 'Alice Angler'),
        answerCount: 0,
        likeCount: 0,
        hasAcceptedAnswer: false,
        hidden: byRule,
      };
      await start(
        {
          'GET /api/forum/categories': { status: 200, json: { techniques: 0, equipment: 1, locations: 0, general: 0 } },
          'GET /api/forum/questions': { status: 200, json: [row] },
        },
        '/forum',
      );
      expect(await screen.findByText('Cheap lures?')).to.exist;
      expect(notes()).to.have.length(1);
      cleanup();
      await server?.close();

      const sent = {
        id: 'm1',
        senderId: 'alice',
        recipientId: 'bob',
        content: 'Buy my lures',
        createdAt: at,
        isRead: false,
        hidden: byRule,
      };
      await start(
        {
          'GET /api/conversations': {
            status: 200,
            json: [{ otherUserId: 'bob', otherUser: 'Bob Caster', otherUserImage: null, lastMessage: sent, unreadCount: 0 }],
          },
          'GET /api/mates': { status: 200, json: [] },
          'GET /api/blocks': { status: 200, json: [] },
          'GET /api/conversations/bob': { status: 200, json: { items: [sent], nextCursor: null } },
        },
        '/messages?with=bob',
      );
      const log = await screen.findByRole('log', { name: 'Messages with Bob Caster' });
      expect(await within(log).findByText('Buy my lures')).to.exist;
      expect(within(log).getByRole('note').textContent).to.include('Only you can see it.');
      expect(screen.getByText(/You \(hidden\):/)).to.exist;
      cleanup();
      await server?.close();

      const crew = {
        id: 'g2',
        name: 'My Crew',
        description: 'Nets at night.',
        type: 'club',
        privacy: 'public',
        location: null,
        imageUrl: null,
        memberCount: 3,
        creatorName: 'Alice Angler',
        role: 'owner',
        membership: 'member',
        hidden: byRule,
      };
      await start({ 'GET /api/groups': { status: 200, json: [crew] }, 'GET /api/groups/user': { status: 200, json: [crew] } }, '/groups');
      expect((await screen.findAllByText('My Crew')).length).to.be.greaterThan(0);
      expect(notes().some((n) => n.includes('Only you can see it.'))).to.equal(true);
    });
  });
});

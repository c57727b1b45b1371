import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_GUIDELINES, MODERATION_MESSAGES } from '@tightlines/contracts';
import { dismissToast, setMutedWords } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, renderApp, serve, type Answers } from '../../test/app.tsx';
import { FeedPage } from '../feed/FeedPage.tsx';
import { PostCard } from '../feed/PostCard.tsx';
import { GuidelinesPage } from './GuidelinesPage.tsx';
import { StatementsPage } from './StatementsPage.tsx';

const at = '2026-11-27T09:30:00.000Z';
const aStatement = (patch: Record<string, unknown> = {}) => ({
  id: 'act1',
  kind: 'answer',
  itemId: 'a1',
  action: 'hide',
  what: 'Your answer was hidden.',
  rule: { id: 'respect', title: 'Respect other anglers', text: COMMUNITY_GUIDELINES[0].text },
  note: 'Name-calling in a reply',
  by: MODERATION_MESSAGES.moderatorRole,
  suspendedUntil: null,
  at,
  howToAppeal: MODERATION_MESSAGES.howToAppeal,
  appeal: null,
  reversed: false,
  ...patch,
});

describe('feed remote: guidelines, moderation decisions, Report and muted words', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  const start = async (answers: Answers) => (server = await serve(answers));
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    act(() => setMutedWords([]));
    await server?.close();
    server = undefined;
  });

  it('shows every community guideline with an anchor statements link to, and the console only to operators', async () => {
    await start({ 'GET /api/moderation/role': { status: 200, json: { operator: false } } });
    renderApp(<GuidelinesPage />, { path: '/guidelines' });
    const rules = screen.getAllByRole('listitem');
    expect(rules.map((r) => r.id)).to.deep.equal(COMMUNITY_GUIDELINES.map((g) => g.id));
    expect(within(rules[0]!).getByRole('heading').textContent).to.equal('1. Respect other anglers');
    expect(screen.getByRole('link', { name: 'Your moderation decisions' }).getAttribute('href')).to.equal('/moderation');
    await waitFor(() => expect(server!.requests.some((r) => r.url === '/api/moderation/role')).to.equal(true));
    expect(screen.queryByRole('link', { name: 'Operator console' })).to.equal(null);
    cleanup();
    await server!.close();
    await start({ 'GET /api/moderation/role': { status: 200, json: { operator: true } } });
    renderApp(<GuidelinesPage />, { path: '/guidelines' });
    expect((await screen.findByRole('link', { name: 'Operator console' })).getAttribute('href')).to.equal('/operator');
  });

  it('lists the decisions affecting me with the rule, the role that acted and how to appeal; appeals once', async () => {
    const appeals: string[] = [];
    await start({
      'GET /api/moderation/statements': () => ({
        status: 200,
        json: {
          items: [
            aStatement(),
            aStatement({ id: 'act0', what: 'You were warned.', action: 'warn', appeal: { id: 'ap0', status: 'upheld', createdAt: at } }),
          ],
          nextCursor: null,
        },
      }),
      'POST /api/moderation/statements/act1/appeal': (body) => {
        appeals.push(JSON.parse(body).text);
        return appeals.length === 1
          ? { status: 201, json: { id: 'ap1', status: 'open' } }
          : { status: 409, json: { message: MODERATION_MESSAGES.alreadyAppealed, code: 'conflict' } };
      },
    });
    renderApp(<StatementsPage />, { path: '/moderation' });
    const hidden = await screen.findByRole('generic', { name: 'Your answer was hidden.' });
    expect(within(hidden).getByText(/By a Tightlines moderator/)).to.exist;
    expect(within(hidden).getByRole('link', { name: 'Respect other anglers' }).getAttribute('href')).to.equal('/guidelines#respect');
    expect(within(hidden).getByText(MODERATION_MESSAGES.howToAppeal)).to.exist;
    const warned = screen.getByRole('generic', { name: 'You were warned.' });
    expect(within(warned).getByText('Appeal decided: the decision stands')).to.exist;
    expect(within(warned).queryByRole('button', { name: 'Appeal' })).to.equal(null);

    fireEvent.click(within(hidden).getByRole('button', { name: 'Appeal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(within(dialog).getByText(MODERATION_MESSAGES.appealNeedsWords)).to.exist;
    fireEvent.change(within(dialog).getByLabelText('Why should the decision change?'), { target: { value: 'I was quoting him' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal sent')).to.exist;
    expect(appeals).to.deep.equal(['I was quoting him']);

    // The page still offers Appeal (the list as it was): the server refuses the second.
    fireEvent.click(within(screen.getByRole('generic', { name: 'Your answer was hidden.' })).getByRole('button', { name: 'Appeal' }));
    dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    fireEvent.change(within(dialog).getByLabelText('Why should the decision change?'), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(MODERATION_MESSAGES.alreadyAppealed)).to.exist;
  });

  it('says when there is nothing to appeal', async () => {
    await start({ 'GET /api/moderation/statements': { status: 200, json: { items: [], nextCursor: null } } });
    renderApp(<StatementsPage />, { path: '/moderation' });
    expect(await screen.findByText('Nothing here')).to.exist;
  });

  it('offers Report on posts by others, never on my own', async () => {
    await start({});
    renderApp(
      <>
        <PostCard post={aPost({ id: 'p1', userId: 'bob' })} />
        <PostCard post={aPost({ id: 'p2', userId: 'alice', userDisplayName: 'Alice Angler' })} />
      </>,
    );
    const bobs = screen.getByRole('article', { name: 'Rainbow Trout by Bob Caster' });
    const mine = screen.getByRole('article', { name: 'Rainbow Trout by Alice Angler' });
    expect(within(bobs).getByRole('button', { name: 'More options for this post' })).to.exist;
    expect(within(mine).queryByRole('button', { name: 'More options for this post' })).to.equal(null);
  });

  it('folds posts holding a muted word in the feed, behind Show', async () => {
    setMutedWords(['crankbait']);
    await start({
      'GET /api/posts/feed': {
        status: 200,
        json: {
          items: [aPost({ id: 'p1', description: 'Crankbait sale, DM me' }), aPost({ id: 'p2', userDisplayName: 'Carol Reed' })],
          nextCursor: null,
        },
      },
      'GET /api/posts': { status: 200, json: { items: [], nextCursor: null } },
      'GET /api/spots/with-trips': { status: 200, json: [] },
    });
    renderApp(<FeedPage />);
    expect(await screen.findByRole('article', { name: 'Rainbow Trout by Carol Reed' })).to.exist;
    expect(screen.queryByText('Crankbait sale, DM me')).to.equal(null);
    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Crankbait sale, DM me')).to.exist;
  });
});

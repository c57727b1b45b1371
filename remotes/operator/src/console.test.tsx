import { withDomEvents } from '../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MODERATION_MESSAGES } from '@tightlines/contracts';
import { angler, consoleServer, page, renderConsole } from '../test/console.tsx';

const at = '2026-11-27T09:30:00.000Z';
const bob = angler('bob', 'Bob Caster');
const carol = angler('carol', 'Carol Reed');

const answerItem = (patch: Record<string, unknown> = {}) => ({
  kind: 'answer',
  itemId: 'a1',
  openReports: 3,
  reasons: [
    { reason: 'harassment', count: 2 },
    { reason: 'spam', count: 1 },
  ],
  lastReportedAt: at,
  hidden: { automatic: true, ruleId: null, at },
  reportedByMe: false,
  item: {
    author: bob,
    title: null,
    excerpt: 'Only an idiot fishes spinnerbaits there',
    link: '/forum/question/q1',
    createdAt: at,
    context: [
      { authorId: 'carol', authorName: 'Carol Reed', excerpt: 'What works for bass at Lake Lanier?', at, isReported: false },
      { authorId: 'bob', authorName: 'Bob Caster', excerpt: 'Only an idiot fishes spinnerbaits there', at, isReported: true },
    ],
  },
  ...patch,
});

const anAction = (patch: Record<string, unknown> = {}) => ({
  id: 'act1',
  kind: 'post',
  itemId: 'p9',
  action: 'warn',
  ruleId: 'no-spam',
  note: 'Selling lures in posts',
  anglerId: 'bob',
  operator: carol,
  suspendedUntil: null,
  at,
  reversed: false,
  ...patch,
});

describe('operator console', () => {
  withDomEvents();
  const backend = consoleServer();
  const serve = backend.serve;

  it('tells an angler who is not an operator that the console is for operators only, and reads nothing of it', async () => {
    await serve({ 'GET /api/moderation/role': { status: 200, json: { operator: false } } });
    renderConsole('/operator');
    expect(await screen.findByRole('heading', { name: 'Operators only' })).to.exist;
    expect(screen.getByText(new RegExp(MODERATION_MESSAGES.operatorsOnly))).to.exist;
    expect(backend.requests.some((r) => r.url.startsWith('/api/operator/'))).to.equal(false);
  });

  it('marks the tab shown, and sends an address of no tab back to the queue', async () => {
    await serve({ 'GET /api/operator/queue': page([]), 'GET /api/operator/audit': page([]) });
    const { router } = renderConsole('/operator/audit');
    const tabs = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(tabs).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).to.equal('page');
    expect(within(tabs).getByRole('link', { name: 'Queue' }).getAttribute('aria-current')).to.equal(null);
    await act(() => router.navigate('/operator/nonsense'));
    expect(await screen.findByText('Nothing to review')).to.exist;
    expect(router.state.location.pathname).to.equal('/operator');
  });

  it('shows the queue grouped by item with its count, reasons and the automatic-hide marker', async () => {
    await serve({
      'GET /api/operator/queue': page([
        answerItem(),
        answerItem({
          kind: 'spot',
          itemId: 's1',
          openReports: 1,
          reasons: [{ reason: 'false_information', count: 1 }],
          hidden: null,
          item: null,
        }),
        answerItem({
          kind: 'spot',
          itemId: 's2',
          openReports: 1,
          hidden: null,
          item: { author: null, title: 'Orphan Oxbow', excerpt: 'A water', link: null, createdAt: at, context: [] },
        }),
      ]),
    });
    renderConsole('/operator');
    const answer = await screen.findByRole('generic', { name: 'Answer: Only an idiot fishes spinnerbaits there' });
    expect(within(answer).getByText('3 reports')).to.exist;
    expect(within(answer).getByText('Hidden automatically')).to.exist;
    const reasons = within(answer).getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).to.deep.equal(['Harassment or hate × 2', 'Spam × 1']);
    const spot = screen.getByRole('generic', { name: 'Spot: No longer there' });
    expect(within(spot).getByText('1 report')).to.exist;
    expect(within(spot).queryByText(/Hidden/)).to.equal(null);
    const orphan = screen.getByRole('generic', { name: 'Spot: Orphan Oxbow' });
    expect(within(orphan).getByText('by a deleted account (only the item can be acted on)')).to.exist;
  });

  it('opens an item in its context with the reports and the author’s history, and hides it citing a rule', async () => {
    let acted: Record<string, unknown> | undefined;
    await serve({
      'GET /api/operator/queue': page([answerItem()]),
      'GET /api/operator/items/answer/a1': {
        status: 200,
        json: {
          ...answerItem(),
          reports: [{ id: 'r1', reason: 'harassment', details: 'Name-calling again', reporter: carol, createdAt: at }],
          authorHistory: [anAction()],
        },
      },
      'POST /api/operator/actions': (body) => {
        acted = JSON.parse(body);
        return { status: 201, json: anAction({ id: 'act2', kind: 'answer', itemId: 'a1', action: 'hide', ruleId: 'respect' }) };
      },
    });
    renderConsole('/operator');
    const answer = await screen.findByRole('generic', { name: /^Answer:/ });
    fireEvent.click(within(answer).getByRole('button', { name: 'Review' }));
    const context = await within(answer).findByRole('region', { name: 'In context' });
    const lines = within(context).getAllByRole('listitem');
    expect(lines.map((l) => l.getAttribute('aria-current'))).to.deep.equal([null, 'true']);
    expect(within(answer).getByText('Name-calling again')).to.exist;
    const history = within(answer).getByRole('region', { name: 'The author\u2019s history'.replace('\u2019', "'") });
    expect(within(history).getByText(/Warn the author/)).to.exist;
    expect(within(history).getByText(/No spam or advertising outside the portal/)).to.exist;

    const form = within(answer).getByRole('form', { name: 'Act on this item' });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'hide' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take action' }));
    expect(await within(form).findByText('Choose a rule from the community guidelines')).to.exist;
    expect(acted).to.equal(undefined);

    fireEvent.change(within(form).getByLabelText('Rule'), { target: { value: 'respect' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: '  Insults another angler  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take action' }));
    expect(await screen.findByText('Action taken')).to.exist;
    expect(acted).to.deep.equal({ kind: 'answer', itemId: 'a1', action: 'hide', ruleId: 'respect', note: 'Insults another angler' });
  });

  it('keeps an item’s page after an action — from the recently acted list, the audit log and the author’s history — to act on it again', async () => {
    const acted: Array<Record<string, unknown>> = [];
    const hiddenMessage = answerItem({
      kind: 'message',
      itemId: 'm1',
      openReports: 0,
      reasons: [],
      hidden: { automatic: false, ruleId: 'respect', at },
    });
    const hid = anAction({ id: 'act3', kind: 'message', itemId: 'm1', action: 'hide', ruleId: 'respect' });
    const line = {
      id: 'l1',
      event: 'action',
      operator: carol,
      subject: bob,
      kind: 'message',
      itemId: 'm1',
      action: 'hide',
      ruleId: 'respect',
      note: null,
      at,
    };
    await serve({
      'GET /api/operator/queue': page([]),
      'GET /api/operator/audit': page([line]),
      'GET /api/operator/items/message/m1': { status: 200, json: { ...hiddenMessage, reports: [], authorHistory: [hid] } },
      'POST /api/operator/actions': (body) => {
        acted.push(JSON.parse(body));
        return { status: 201, json: anAction({ id: 'act4', kind: 'message', itemId: 'm1', action: 'suspend', ruleId: 'respect' }) };
      },
    });
    const { router } = renderConsole('/operator');
    const recent = await screen.findByRole('region', { name: 'Recently acted on' });
    fireEvent.click(within(recent).getByRole('link', { name: 'Direct message by Bob Caster' }));
    expect(router.state.location.pathname).to.equal('/operator/items/message/m1');

    const item = await screen.findByRole('region', { name: 'Direct message: Only an idiot fishes spinnerbaits there' });
    expect(within(item).getByText('0 open reports')).to.exist;
    expect(await within(item).findByText('No open reports: an earlier action closed them.')).to.exist;
    const history = within(item).getByRole('region', { name: "The author's history" });
    expect(within(history).getByRole('link', { name: 'Open the item' }).getAttribute('href')).to.equal('/operator/items/message/m1');
    const form = within(item).getByRole('form', { name: 'Act on this item' });
    const choices = within(within(form).getByLabelText('Action'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices).to.not.include('Dismiss the reports');
    expect(choices).to.include.members(['Show the item again', 'Warn the author', 'Suspend the author', 'Ban the author']);
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'suspend' } });
    fireEvent.change(within(form).getByLabelText('Rule'), { target: { value: 'respect' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take action' }));
    expect(await screen.findByText('Action taken')).to.exist;
    expect(acted).to.deep.equal([{ kind: 'message', itemId: 'm1', action: 'suspend', ruleId: 'respect', suspendDays: 7 }]);

    await act(() => router.navigate('/operator/audit'));
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(within(log).getByRole('link', { name: 'Open the item' }).getAttribute('href')).to.equal('/operator/items/message/m1');
  });

  it('asks for days when suspending, offers removal only for removable things, and refuses an item the operator reported', async () => {
    let acted: Record<string, unknown> | undefined;
    const spot = answerItem({ kind: 'spot', itemId: 's1', hidden: null });
    await serve({
      'GET /api/operator/queue': page([spot, answerItem({ itemId: 'a2', reportedByMe: true })]),
      'GET /api/operator/items/spot/s1': { status: 200, json: { ...spot, reports: [], authorHistory: [] } },
      'GET /api/operator/items/answer/a2': {
        status: 200,
        json: { ...answerItem({ itemId: 'a2', reportedByMe: true }), reports: [], authorHistory: [] },
      },
      'POST /api/operator/actions': (body) => {
        acted = JSON.parse(body);
        return { status: 201, json: anAction({ action: 'suspend' }) };
      },
    });
    renderConsole('/operator');
    const [spotCard, mine] = await screen.findAllByRole('generic', { name: /^(Spot|Answer):/ });
    fireEvent.click(within(mine!).getByRole('button', { name: 'Review' }));
    expect(await within(mine!).findByText(`${MODERATION_MESSAGES.ownReport}.`)).to.exist;
    expect(within(mine!).queryByRole('form')).to.equal(null);

    fireEvent.click(within(spotCard!).getByRole('button', { name: 'Review' }));
    const form = await within(spotCard!).findByRole('form', { name: 'Act on this item' });
    const actions = within(form)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(actions).to.include('remove');
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'suspend' } });
    fireEvent.change(within(form).getByLabelText('Days'), { target: { value: '14' } });
    fireEvent.change(within(form).getByLabelText('Rule'), { target: { value: 'honest-catches' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take action' }));
    expect(await screen.findByText('Action taken')).to.exist;
    expect(acted).to.deep.equal({ kind: 'spot', itemId: 's1', action: 'suspend', ruleId: 'honest-catches', suspendDays: 14 });
  });

  it('shows the server’s word when an action is refused', async () => {
    await serve({
      'GET /api/operator/queue': page([answerItem()]),
      'GET /api/operator/items/answer/a1': { status: 200, json: { ...answerItem(), reports: [], authorHistory: [] } },
      'POST /api/operator/actions': { status: 422, json: { message: 'That is not there any more', code: 'unprocessable' } },
    });
    renderConsole('/operator');
    const answer = await screen.findByRole('generic', { name: /^Answer:/ });
    fireEvent.click(within(answer).getByRole('button', { name: 'Review' }));
    const form = await within(answer).findByRole('form', { name: 'Act on this item' });
    fireEvent.change(within(form).getByLabelText('Rule'), { target: { value: 'respect' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take action' }));
    expect(await screen.findByText('The action was not taken')).to.exist;
    expect(screen.getByText('That is not there any more')).to.exist;
  });

  it('decides an appeal, and leaves one of the operator’s own actions to another', async () => {
    let decided: Record<string, unknown> | undefined;
    const appeal = (id: string, decidableByMe: boolean) => ({
      id,
      action: anAction({ id: `act-${id}`, action: 'hide' }),
      appellant: bob,
      text: 'It was my own catch, not an ad',
      createdAt: at,
      decidableByMe,
      item: null,
    });
    await serve({
      'GET /api/operator/appeals': page([appeal('ap1', true), appeal('ap2', false)]),
      'POST /api/operator/appeals/ap1/decision': (body) => {
        decided = JSON.parse(body);
        return { status: 200, json: { id: 'ap1', status: 'reversed' } };
      },
    });
    renderConsole('/operator/appeals');
    const [mine, own] = await screen.findAllByRole('generic', { name: 'Appeal by Bob Caster' });
    expect(within(mine!).getByText('It was my own catch, not an ad')).to.exist;
    expect(within(own!).getByText(`${MODERATION_MESSAGES.ownAction}.`)).to.exist;
    expect(within(own!).queryByRole('button', { name: /Reverse/ })).to.equal(null);
    fireEvent.change(within(mine!).getByLabelText('Note'), { target: { value: 'Receipt shown' } });
    fireEvent.click(within(mine!).getByRole('button', { name: 'Reverse the decision' }));
    expect(await screen.findByText('Decision reversed')).to.exist;
    expect(decided).to.deep.equal({ decision: 'reverse', note: 'Receipt shown' });
  });

  it('reads the audit log in words', async () => {
    await serve({
      'GET /api/operator/audit': page([
        {
          id: 'e2',
          event: 'operator_granted',
          operator: carol,
          subject: angler('dan', 'Dan Ng'),
          kind: null,
          itemId: null,
          action: null,
          ruleId: null,
          note: null,
          at,
        },
        {
          id: 'e1',
          event: 'action',
          operator: carol,
          subject: bob,
          kind: 'post',
          itemId: 'p9',
          action: 'hide',
          ruleId: 'no-spam',
          note: 'Lure sales',
          at,
        },
        {
          id: 'e0',
          event: 'operator_granted',
          operator: null,
          subject: carol,
          kind: null,
          itemId: null,
          action: null,
          ruleId: null,
          note: null,
          at,
        },
      ]),
    });
    renderConsole('/operator/audit');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    const lines = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).to.match(/^Carol Reed made Dan Ng an operator/);
    expect(lines[1]).to.match(/^Carol Reed hide the item \(post by Bob Caster\).*No spam or advertising outside the portal.*Lure sales$/);
    expect(lines[2]).to.match(/^Command line made Carol Reed an operator/);
  });

  it('grants the role by email, says when no angler has it, and revokes another operator but never oneself', async () => {
    let operators = [
      { angler: angler('alice', 'Alice Angler'), grantedAt: at, grantedBy: null },
      { angler: carol, grantedAt: at, grantedBy: angler('alice', 'Alice Angler') },
    ];
    const granted: string[] = [];
    await serve({
      'GET /api/operator/operators': () => ({ status: 200, json: operators }),
      'POST /api/operator/operators': (body) => {
        const { email } = JSON.parse(body) as { email: string };
        granted.push(email);
        if (email !== 'dan@example.com') return { status: 404, json: { message: MODERATION_MESSAGES.notAnAngler, code: 'not_found' } };
        const dan = { angler: angler('dan', 'Dan Ng'), grantedAt: at, grantedBy: angler('alice', 'Alice Angler') };
        operators = [...operators, dan];
        return { status: 201, json: dan };
      },
      'DELETE /api/operator/operators/carol': () => {
        operators = operators.filter((o) => o.angler.id !== 'carol');
        return { status: 204 };
      },
    });
    renderConsole('/operator/operators');
    const list = await screen.findByRole('region', { name: 'Operators' });
    await within(list).findByRole('generic', { name: 'Carol Reed' });
    expect(within(within(list).getByRole('generic', { name: 'Alice Angler' })).queryByRole('button')).to.equal(null);

    const form = screen.getByRole('form', { name: 'Add an operator' });
    fireEvent.change(within(form).getByLabelText('Sign-in email'), { target: { value: 'nobody@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make operator' }));
    expect(await within(form).findByText(MODERATION_MESSAGES.notAnAngler)).to.exist;
    fireEvent.change(within(form).getByLabelText('Sign-in email'), { target: { value: 'dan@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make operator' }));
    expect(await within(list).findByRole('generic', { name: 'Dan Ng' })).to.exist;
    expect(granted).to.deep.equal(['nobody@example.com', 'dan@example.com']);

    fireEvent.click(within(list).getByRole('button', { name: 'Revoke Carol Reed' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Operator role revoked')).to.exist;
    await within(list).findByRole('generic', { name: 'Dan Ng' });
    expect(within(list).queryByRole('generic', { name: 'Carol Reed' })).to.equal(null);
  });
});

import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import { HIDDEN_NOTICE, type SpotTip } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers, type Answer } from '../../../kit/test/render.tsx';
import { TipsTab } from './TipsTab.tsx';

const TIP = '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab';
const aTip = (patch: Partial<SpotTip> = {}): SpotTip => ({
  id: TIP,
  title: 'East wall',
  content: 'Weedless plastics at dawn',
  category: 'technique',
  isVerified: false,
  upvotes: 0,
  downvotes: 0,
  score: 0,
  myVote: null,
  createdAt: new Date().toISOString(),
  user: { id: 'bo', profileImageUrl: null, displayName: 'Bo', firstName: 'Bo' },
  hidden: null,
  ...patch,
});

describe('spots: tips with voting', () => {
  withDomEvents();
  let server: ApiServer;
  let vote: Answer;
  beforeEach(async () => {
    vote = { status: 200, json: aTip({ upvotes: 1, score: 1, myVote: 'upvote' }) };
    let current = aTip();
    server = await serveAnswers({
      'GET /api/spots/quarry/tips': () => ({ status: 200, json: [current] }),
      [`POST /api/tips/${TIP}/vote`]: () => {
        if (vote.status === 200) current = vote.json as SpotTip;
        return vote;
      },
      [`DELETE /api/tips/${TIP}/vote`]: () => {
        current = aTip();
        return { status: 200, json: current };
      },
    });
  });
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });

  it('offers Report in each tip’s menu and sends the report', async () => {
    renderWithKit(<TipsTab spotId="quarry" />);
    const tip = await screen.findByTestId('tip');
    fireEvent.pointerDown(within(tip).getByRole('button', { name: 'More options for this tip' }), { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this tip' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'False information' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/reports')).to.equal(true));
    expect(JSON.parse(server.requests.find((r) => r.url === '/api/reports')!.body)).to.deep.equal({
      kind: 'tip',
      itemId: TIP,
      reason: 'false_information',
    });
  });

  it('shows its author a hidden tip marked, with no Report on their own tip', async () => {
    await server.close();
    const hidden = { ruleId: null, ruleTitle: null, at: new Date().toISOString() };
    server = await serveAnswers({
      'GET /api/spots/quarry/tips': {
        status: 200,
        json: [aTip({ user: { id: 'alice', profileImageUrl: null, displayName: 'Alice', firstName: 'Alice' }, hidden })],
      },
    });
    renderWithKit(<TipsTab spotId="quarry" />);
    const tip = await screen.findByTestId('tip');
    expect(within(tip).getByRole('note').textContent).to.contain(HIDDEN_NOTICE.byReports);
    expect(within(tip).queryByRole('button', { name: 'More options for this tip' })).to.equal(null);
  });

  it('up-votes, and tapping the same vote again takes it back', async () => {
    renderWithKit(<TipsTab spotId="quarry" />);
    const tip = await screen.findByTestId('tip');
    fireEvent.click(within(tip).getByRole('button', { name: 'Upvote' }));
    await waitFor(() => {
      const up = within(screen.getByTestId('tip')).getByRole('button', { name: 'Upvote' }) as HTMLButtonElement;
      expect(up.getAttribute('aria-pressed')).to.equal('true');
      expect(up.disabled, 'the vote has settled').to.equal(false);
    });
    expect(within(screen.getByTestId('tip')).getByTestId('tip-score').textContent).to.equal('1');
    fireEvent.click(within(screen.getByTestId('tip')).getByRole('button', { name: 'Upvote' }));
    await waitFor(() => expect(within(screen.getByTestId('tip')).getByTestId('tip-score').textContent).to.equal('0'));
    expect(server.requests.map((r) => r.method).filter((m) => m !== 'GET')).to.deep.equal(['POST', 'DELETE']);
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).to.deep.equal({ voteType: 'upvote' });
  });

  it("asks a signed-out angler to log in ('Authentication Required - Please log in to vote on tips.')", async () => {
    vote = { status: 401, json: { message: 'Authentication Required - Please log in to vote on tips.', code: 'unauthorized' } };
    renderWithKit(<TipsTab spotId="quarry" />);
    fireEvent.click(within(await screen.findByTestId('tip')).getByRole('button', { name: 'Downvote' }));
    await screen.findByText('Authentication Required');
    screen.getByText('Please log in to vote on tips.');
  });

  it("says 'Failed to vote on tip. Please try again.' when voting fails", async () => {
    vote = { status: 500, json: { message: 'boom', code: 'internal' } };
    renderWithKit(<TipsTab spotId="quarry" />);
    fireEvent.click(within(await screen.findByTestId('tip')).getByRole('button', { name: 'Upvote' }));
    await screen.findByText('Failed to vote on tip. Please try again.');
  });
});

import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { dismissToast } from '@tightlines/kit';
import { HIDDEN_NOTICE, type Tournament } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../../kit/test/render.tsx';
import { TournamentPage } from './TournamentPage.tsx';

const day = 86_400_000;
const aTournament = (organizerId: string): Tournament => ({
  id: 't1',
  title: 'Spring Bass Classic',
  description: null,
  startDate: new Date(Date.now() + 7 * day).toISOString(),
  endDate: new Date(Date.now() + 8 * day).toISOString(),
  registrationDeadline: new Date(Date.now() + 6 * day).toISOString(),
  maxParticipants: null,
  entryFee: null,
  prizePool: null,
  rules: null,
  scoringType: 'weight',
  bestN: null,
  locationName: null,
  isPublic: true,
  status: 'upcoming',
  organizerId,
  organizerName: 'Bob Caster',
  participantCount: 0,
  identifierRevealsAt: new Date(Date.now() + 7 * day).toISOString(),
  identifierCode: null,
  viewer: { isOrganizer: organizerId === 'alice', isParticipant: false, isInvited: false },
  hidden: null,
});

describe('tournaments: Report in a tournament’s menu', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
  });

  for (const [organizer, offered] of [
    ['bob', true],
    ['alice', false],
  ] as const) {
    it(`${offered ? 'offers' : 'does not offer'} Report on a tournament organized by ${organizer}`, async () => {
      server = await serveAnswers({ 'GET /api/tournaments/t1': { status: 200, json: aTournament(organizer) } });
      renderWithKit(
        <Routes>
          <Route path="/tournaments/:id" element={<TournamentPage />} />
        </Routes>,
        { path: '/tournaments/t1' },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' })).to.exist;
      expect(!!screen.queryByRole('button', { name: 'More options for this tournament' })).to.equal(offered);
    });
  }

  it('tells its organizer a hidden tournament is hidden, under which guideline, and where to appeal', async () => {
    const hidden = { ruleId: 'honest-catches', ruleTitle: 'Be honest about catches and reports', at: new Date().toISOString() };
    server = await serveAnswers({ 'GET /api/tournaments/t1': { status: 200, json: { ...aTournament('alice'), hidden } } });
    renderWithKit(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentPage />} />
      </Routes>,
      { path: '/tournaments/t1' },
    );
    const note = await screen.findByRole('note');
    expect(note.textContent).to.contain(HIDDEN_NOTICE.byRule(hidden.ruleTitle));
    expect(screen.getByRole('link', { name: HIDDEN_NOTICE.appeal }).getAttribute('href')).to.equal('/moderation');
  });
});

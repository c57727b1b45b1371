import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { TOURNAMENT_MESSAGES, tournamentsRoutes as routes, type Tournament, type User } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { anAngler, renderWithKit, type Answers } from '../../../kit/test/render.tsx';
import { aParticipant, aPrize, aRow, aTournament, anEntry, answer, backendPerTest, inDays, withLog } from '../../test/tournaments.ts';
import { TournamentPage } from './TournamentPage.tsx';

const PAGE = 'GET /api/tournaments/t1';
const organizer = { isOrganizer: true, isParticipant: false, isInvited: false };
const participant = { isOrganizer: false, isParticipant: true, isInvited: false };

/** The page's own reads, each empty unless a test says otherwise. */
const readsOf = (tournament: Tournament | (() => Tournament), more: Answers = {}): Answers => ({
  [PAGE]: () => answer(routes.tournament, 200, typeof tournament === 'function' ? tournament() : tournament),
  'GET /api/tournaments/t1/leaderboard': answer(routes.leaderboard, 200, []),
  'GET /api/tournaments/t1/participants': answer(routes.participants, 200, []),
  'GET /api/tournaments/t1/entries': answer(routes.entries, 200, []),
  'GET /api/tournaments/t1/prizes': answer(routes.prizes, 200, []),
  'GET /api/tournaments/t1/review': answer(routes.reviewQueue, 200, []),
  ...more,
});

/** Tournaments are judged in kg and cm: the angler of these tests measures in metric. */
const metricAngler = anAngler({ unitSystem: 'metric' } as Partial<User>);

/** The page as the remote's routes draw it, for the signed-in angler (`null`: a visitor). */
const openPage = async (path = '/tournaments/t1', user: User | null = metricAngler) =>
  renderWithKit(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>,
    { path, user },
  );
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const posted = (server: ApiServer, path: string) => server.requests.filter((r) => r.method !== 'GET' && r.url.split('?')[0] === path);

describe("tournaments: a tournament's page (spec part 2 §2, §4, §8)", () => {
  const backend = backendPerTest();
  const serve = backend.serve;

  it('shows the title, status, organizer, summary, description and rules, with the Leaderboard tab first', async () => {
    await serve(readsOf(aTournament({ scoringType: 'points', bestN: 3 })));
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' })).to.exist;
    expect(screen.getByRole('link', { name: 'Back to Tournaments' }).getAttribute('href')).to.equal('/tournaments');
    expect(document.querySelector('[data-status]')!.textContent).to.equal('upcoming');
    expect(screen.getByText('Organized by Olga Organizer')).to.exist;
    expect(screen.getByRole('button', { name: 'Share' })).to.exist;
    const summary = screen.getByText('Duration').closest('dl') as HTMLElement;
    expect(within(summary).getByText('Lake Tahoe, CA')).to.exist;
    expect(within(summary).getByText('Participants').parentElement!.textContent).to.match(/^Participants12 \/ 50Registration until /);
    expect(within(summary).getByText('Points System')).to.exist;
    expect(within(summary).getByText('Best 3 fish count')).to.exist;
    expect(within(summary).getByText(/· 2 days$/)).to.exist;
    expect(screen.getByText('Two days on the lake.')).to.exist;
    expect(screen.getByText('Catch and release.')).to.exist;

    // Each tab by its full name, in this order (a phone shows a shorter one beside it, hidden from assistive technology).
    expect(screen.getAllByRole('tab')).to.deep.equal(
      ['Leaderboard', 'Participants', 'All Entries', 'Prizes'].map((name) => screen.getByRole('tab', { name })),
    );
    expect(screen.getByRole('tab', { name: 'Leaderboard' }).getAttribute('aria-selected')).to.equal('true');
    expect(await screen.findByText('No verified catches yet')).to.exist;
  });

  it("says 'Tournament not found' for an unknown tournament", async () => {
    await serve({ 'GET /api/tournaments/nope': { status: 404, json: { message: 'Tournament not found', code: 'not_found' } } });
    await openPage('/tournaments/nope');
    expect(await screen.findByRole('heading', { level: 1, name: TOURNAMENT_MESSAGES.notFound })).to.exist;
    expect(screen.getByText(TOURNAMENT_MESSAGES.notFoundDescription)).to.exist;
  });

  it('offers Join only while it is upcoming, registration is open and the angler is not in', async () => {
    await serve(readsOf(aTournament()));
    await openPage();
    expect(await screen.findByRole('button', { name: 'Join Tournament' })).to.exist;

    for (const closed of [
      aTournament({ registrationDeadline: inDays(-1) }),
      aTournament({ status: 'active', startDate: inDays(-1) }),
      aTournament({ viewer: participant }),
    ]) {
      await serve(readsOf(closed));
      await openPage();
      await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
      expect(screen.queryByRole('button', { name: 'Join Tournament' }), JSON.stringify(closed)).to.equal(null);
    }

    await serve(readsOf(aTournament()));
    await openPage('/tournaments/t1', null);
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    expect(screen.queryByRole('button', { name: 'Join Tournament' }), 'a visitor').to.equal(null);
  });

  it('joins with an optional team name, then says so and shows the participant what comes next', async () => {
    let joined = false;
    await serve(
      readsOf(() => aTournament(joined ? { viewer: participant, participantCount: 13 } : {}), {
        'POST /api/tournaments/t1/join': () => {
          joined = true;
          return answer(routes.join, 201, aParticipant({ userId: 'alice', teamName: 'The Reel Deal' }));
        },
      }),
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Tournament' });
    fireEvent.change(within(dialog).getByLabelText('Team Name (optional)'), { target: { value: 'The Reel Deal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.joined)).to.exist;
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/join')[0]!.body)).to.deep.equal({ teamName: 'The Reel Deal' });
    const notStarted = (await screen.findByRole('button', { name: TOURNAMENT_MESSAGES.notStarted })) as HTMLButtonElement;
    expect(notStarted.disabled).to.equal(true);
    expect(screen.queryByRole('button', { name: 'Join Tournament' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Submit Catch' })).to.equal(null);
  });

  it("shows the server's reason when joining fails", async () => {
    await serve(
      readsOf(aTournament(), {
        'POST /api/tournaments/t1/join': answer(routes.join, 409, { message: 'The tournament is full', code: 'conflict' }),
      }),
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Tournament' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText('The tournament is full')).to.exist;
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/join')[0]!.body)).to.deep.equal({ teamName: null });
    expect(screen.getByRole('dialog', { name: 'Join Tournament' })).to.exist;
  });

  it('lets a participant of a running tournament leave, with the spec’s toast', async () => {
    let left = false;
    await serve(
      readsOf(
        () =>
          aTournament({
            status: 'active',
            startDate: inDays(-1),
            viewer: left ? { isOrganizer: false, isParticipant: false, isInvited: false } : participant,
          }),
        {
          'DELETE /api/tournaments/t1/leave': () => {
            left = true;
            return { status: 204 };
          },
        },
      ),
    );
    await openPage();
    expect(await screen.findByRole('button', { name: 'Submit Catch' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Leave Tournament' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.left)).to.exist;
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Leave Tournament' })).to.equal(null));
    expect(screen.queryByRole('button', { name: 'Submit Catch' })).to.equal(null);
  });

  it('shows the event code to a participant once revealed, and says when it will be before', async () => {
    await serve(readsOf(aTournament({ viewer: participant, identifierCode: null })));
    await openPage();
    expect((await screen.findByTestId('identifier')).textContent).to.match(
      /^The event code is revealed at .+, 15 minutes before the start/,
    );
    await serve(readsOf(aTournament({ status: 'active', viewer: participant, identifierCode: 'K7Q2' })));
    await openPage();
    expect((await screen.findByTestId('identifier')).textContent).to.include('Event code K7Q2');
  });
});

describe('tournaments: submitting a catch (spec part 2 §5, §8, §9)', () => {
  const backend = backendPerTest();
  const serve = backend.serve;
  const running = aTournament({ status: 'active', startDate: inDays(-1), viewer: participant, identifierCode: 'K7Q2' });
  const openForm = async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Catch' }));
    return screen.findByRole('dialog', { name: 'Submit Catch' });
  };

  it("says what is missing in the contract's words and sends nothing", async () => {
    await serve(readsOf(running));
    const form = await openForm();
    expect(within(form).getByText('K7Q2')).to.exist;
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    for (const message of [TOURNAMENT_MESSAGES.speciesRequired, TOURNAMENT_MESSAGES.methodRequired, TOURNAMENT_MESSAGES.locationRequired])
      expect(within(form).getByText(message)).to.exist;
    fireEvent.change(within(form).getByLabelText('Weight (kg)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    expect(within(form).getByText(TOURNAMENT_MESSAGES.weightPositive)).to.exist;
    expect(posted(backend.server, '/api/tournaments/t1/entries')).to.deep.equal([]);
  });

  it('sends the catch in kg and cm, says it was submitted and closes', async () => {
    await serve(readsOf(running, { 'POST /api/tournaments/t1/entries': answer(routes.submitEntry, 201, anEntry({ userId: 'alice' })) }));
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Species'), { target: { value: 'largemouth-bass' } });
    fireEvent.change(within(form).getByLabelText('Weight (kg)'), { target: { value: '2.35' } });
    fireEvent.change(within(form).getByLabelText('Length (cm)'), { target: { value: '45.5' } });
    fireEvent.change(within(form).getByLabelText('Fishing method'), { target: { value: 'Spinning' } });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'North shore' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.entrySubmitted)).to.exist;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit Catch' })).to.equal(null));
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/entries')[0]!.body)).to.deep.equal({
      species: 'largemouth-bass',
      weight: 2.35,
      weightUnit: 'kg',
      length: 45.5,
      lengthUnit: 'cm',
      method: 'Spinning',
      locationName: 'North shore',
      // A new angler's location defaults, shown chosen in the form.
      publicPrecision: '1km',
      matesPrecision: 'exact',
    });
  });

  it("offers who sees where beside the place, from the angler's defaults, and sends the precisions chosen for this entry", async () => {
    await serve(
      readsOf(running, {
        'GET /api/profile/alice/location-defaults': { status: 200, json: { publicPrecision: 'place', matesPrecision: '1km' } },
        'POST /api/tournaments/t1/entries': answer(routes.submitEntry, 201, anEntry({ userId: 'alice' })),
      }),
    );
    const form = await openForm();
    const everyone = () => within(within(form).getByRole('radiogroup', { name: 'Everyone sees' }));
    await waitFor(() => expect(everyone().getByRole('radio', { name: 'Place name only' }).getAttribute('aria-checked')).to.equal('true'));
    // Beside the place: the choices come right after the Location field.
    const place = within(form).getByLabelText('Location');
    const choices = within(form).getByRole('group', { name: 'Who sees where' });
    expect(place.compareDocumentPosition(choices) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    fireEvent.click(everyone().getByRole('radio', { name: 'About 10 km' }));
    const previews = () =>
      within(form)
        .getAllByRole('img', { name: /^Preview/ })
        .map((p) => p.getAttribute('data-preview'));
    expect(previews()).to.deep.equal(['circle', 'circle']);
    fireEvent.change(within(form).getByLabelText('Species'), { target: { value: 'largemouth-bass' } });
    fireEvent.change(within(form).getByLabelText('Fishing method'), { target: { value: 'Spinning' } });
    fireEvent.change(place, { target: { value: 'North shore' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.entrySubmitted)).to.exist;
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/entries')[0]!.body)).to.include({
      publicPrecision: '10km',
      matesPrecision: '1km',
    });
  });

  it('shows the server’s words beside the choice when mates would see less than everyone', async () => {
    const words = 'Mates see at least what everyone sees: choose a precision for mates as fine as the public one or finer';
    await serve(
      readsOf(running, {
        'POST /api/tournaments/t1/entries': answer(routes.submitEntry, 422, { message: words, code: 'MATES_SEE_LESS_THAN_PUBLIC' }),
      }),
    );
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Species'), { target: { value: 'largemouth-bass' } });
    fireEvent.change(within(form).getByLabelText('Fishing method'), { target: { value: 'Spinning' } });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'North shore' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Mates see' })).getByRole('radio', { name: 'Hidden' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    const beside = await within(form).findByText(words, { selector: '[role=alert]' });
    expect(within(form).getByRole('group', { name: 'Who sees where' }).getAttribute('aria-describedby')).to.equal(beside.id);
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/entries')[0]!.body)).to.include({ matesPrecision: 'hidden' });
  });

  it('asks an angler who measures in pounds and inches in those, and sends them exactly as typed', async () => {
    await serve(readsOf(running, { 'POST /api/tournaments/t1/entries': answer(routes.submitEntry, 201, anEntry({ userId: 'alice' })) }));
    await openPage('/tournaments/t1', anAngler({ unitSystem: 'imperial' } as Partial<User>));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Catch' }));
    const form = await screen.findByRole('dialog', { name: 'Submit Catch' });
    fireEvent.change(within(form).getByLabelText('Species'), { target: { value: 'largemouth-bass' } });
    fireEvent.change(within(form).getByLabelText('Weight (lbs)'), { target: { value: '2.35' } });
    fireEvent.change(within(form).getByLabelText('Length (in)'), { target: { value: '18' } });
    fireEvent.change(within(form).getByLabelText('Fishing method'), { target: { value: 'Spinning' } });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'North shore' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.entrySubmitted)).to.exist;
    const sent = JSON.parse(posted(backend.server, '/api/tournaments/t1/entries')[0]!.body);
    expect([sent.weight, sent.weightUnit, sent.length, sent.lengthUnit]).to.deep.equal([2.35, 'lbs', 18, 'in']);
  });

  it('shows no toast when the server refuses, only what it said beside the field', async () => {
    await serve(
      readsOf(running, {
        'POST /api/tournaments/t1/entries': answer(routes.submitEntry, 422, {
          message: 'Invalid request',
          code: 'invalid_request',
          issues: [{ path: ['body', 'locationName'], message: 'Too far from the venue' }],
        }),
      }),
    );
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Species'), { target: { value: 'largemouth-bass' } });
    fireEvent.change(within(form).getByLabelText('Fishing method'), { target: { value: 'Spinning' } });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'Somewhere else' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Catch' }));
    expect(await within(form).findByText('Too far from the venue')).to.exist;
    expect(within(form).getByLabelText('Location').getAttribute('aria-invalid')).to.equal('true');
    expect(screen.queryByText(TOURNAMENT_MESSAGES.entrySubmitted)).to.equal(null);
  });
});

describe('tournaments: standings, entries and prizes (spec part 2 §4, §6, §9)', () => {
  const backend = backendPerTest();
  const serve = backend.serve;

  it('ranks the leaderboard as the server does, highlights places 1 to 3 and shows each score in its unit', async () => {
    await serve(
      readsOf(aTournament({ status: 'active' }), {
        'GET /api/tournaments/t1/leaderboard': answer(
          routes.leaderboard,
          200,
          [4.1, 3.2, 2.35, 1.05].map((kg, i) =>
            aRow({
              rank: i + 1,
              userId: `u${i}`,
              participantName: `Angler ${i + 1}`,
              score: kg,
              weight: kg,
              teamName: i === 0 ? 'Bass Masters' : null,
            }),
          ),
        ),
      }),
    );
    await openPage();
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((row) => row.querySelector('[data-highlighted]')!.textContent)).to.deep.equal([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
    ]);
    expect(rows.map((row) => row.querySelector('[data-highlighted]')!.getAttribute('data-highlighted'))).to.deep.equal([
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(rows.map((row) => row.lastElementChild!.textContent)).to.deep.equal(['4.1 kg', '3.2 kg', '2.35 kg', '1.05 kg']);
    expect(rows[0]!.textContent).to.include('Angler 1 · Bass Masters');
    expect(rows[0]!.textContent).to.include('Largemouth Bass');
  });

  it('lists participants with their team, and every entry as Verified or Pending', async () => {
    await serve(
      readsOf(aTournament({ status: 'active' }), {
        'GET /api/tournaments/t1/participants': answer(routes.participants, 200, [
          aParticipant({ teamName: 'Bass Masters' }),
          aParticipant({ id: 'p2', userId: 'cy', participantName: 'Cy Reel' }),
        ]),
        'GET /api/tournaments/t1/entries': answer(routes.entries, 200, [
          anEntry({ verified: true, status: 'verified' }),
          anEntry({ id: 'e2', participantName: 'Cy Reel' }),
        ]),
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    openTab('Participants');
    expect((await screen.findByText('Bob Caster')).parentElement!.textContent).to.match(/^Bob CasterBass Masters · Joined /);
    expect(screen.getByText('Cy Reel')).to.exist;
    openTab('All Entries');
    const cards = await screen.findAllByTestId('entry-card');
    expect(cards.map((card) => (within(card).queryByText('Verified') ?? within(card).queryByText('Pending'))?.textContent)).to.deep.equal([
      'Verified',
      'Pending',
    ]);
    expect(within(cards[0]!).getByText('2.35 kg · 45.5 cm')).to.exist;
  });

  it('shows prizes by place, 1 to 3 highlighted, and Add Prize to the organizer alone', async () => {
    await serve(
      readsOf(aTournament(), {
        'GET /api/tournaments/t1/prizes': answer(routes.prizes, 200, [
          aPrize(),
          aPrize({ id: 'z4', position: 4, title: 'Tackle box', value: null }),
        ]),
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    openTab('Prizes');
    const prizes = await screen.findAllByTestId('prize');
    expect(prizes.map((prize) => prize.textContent)).to.deep.equal(['Place 1Carbon fly rod$400', 'Place 4Tackle box']);
    expect(prizes.map((prize) => prize.querySelector('[data-highlighted]')!.getAttribute('data-highlighted'))).to.deep.equal([
      'true',
      'false',
    ]);
    expect(screen.queryByRole('button', { name: 'Add Prize' })).to.equal(null);
  });

  it('lets the organizer add the first prize, with the spec’s toast', async () => {
    let prizes: ReturnType<typeof aPrize>[] = [];
    await serve(
      readsOf(aTournament({ viewer: organizer }), {
        'GET /api/tournaments/t1/prizes': () => answer(routes.prizes, 200, prizes),
        'POST /api/tournaments/t1/prizes': (body) => {
          const { position, title, value } = JSON.parse(body);
          prizes = [aPrize({ position, title, value })];
          return answer(routes.addPrize, 201, prizes[0]);
        },
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    openTab('Prizes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Prize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Prize' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Prize' }));
    expect(within(dialog).getByText(TOURNAMENT_MESSAGES.prizeTitleRequired)).to.exist;
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Trolling motor' } });
    fireEvent.change(within(dialog).getByLabelText('Value ($, optional)'), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Prize' }));
    expect(await screen.findByText(TOURNAMENT_MESSAGES.prizeAdded)).to.exist;
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/prizes')[0]!.body)).to.deep.equal({
      position: 1,
      title: 'Trolling motor',
      value: 250,
    });
    expect((await screen.findByTestId('prize')).textContent).to.equal('Place 1Trolling motor$250');
  });
});

describe("tournaments: the organizer's review (verify or reject a catch)", () => {
  const backend = backendPerTest();
  const serve = backend.serve;
  const pending = anEntry({ flags: ['photo_reused'] });

  it('shows the Review tab to the organizer only, with what the server noticed about each photo', async () => {
    await serve(readsOf(aTournament({ status: 'active' })));
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    expect(screen.queryByRole('tab', { name: 'Review' })).to.equal(null);

    await serve(
      readsOf(aTournament({ status: 'active', viewer: organizer }), {
        'GET /api/tournaments/t1/review': answer(routes.reviewQueue, 200, [pending]),
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    openTab('Review');
    const card = await screen.findByTestId('entry-card');
    expect(within(card).getByRole('list', { name: 'Noticed by the server' }).textContent).to.include('Flag: Same photo submitted before');
    expect(within(card).getByText('Pending')).to.exist;
  });

  it('verifies a catch', async () => {
    let queue = [pending];
    await serve(
      readsOf(aTournament({ status: 'active', viewer: organizer }), {
        'GET /api/tournaments/t1/review': () => answer(routes.reviewQueue, 200, queue),
        'POST /api/tournaments/t1/entries/e1/verify': () => {
          queue = [];
          return answer(routes.verifyEntry, 200, anEntry({ verified: true, status: 'verified' }));
        },
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    openTab('Review');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Catch verified')).to.exist;
    expect(await screen.findByText('Nothing to review')).to.exist;
    expect(posted(backend.server, '/api/tournaments/t1/entries/e1/verify')).to.have.length(1);
  });

  it('rejects a catch with a reason and a note, and shows the judging history', async () => {
    await serve(
      readsOf(aTournament({ status: 'active', viewer: organizer }), {
        'GET /api/tournaments/t1/review': answer(routes.reviewQueue, 200, [pending]),
        'POST /api/tournaments/t1/entries/e1/reject': answer(
          routes.rejectEntry,
          200,
          anEntry({ status: 'rejected', rejection: { reason: 'eye_covered', note: 'Thumb over the eye' } }),
        ),
        'GET /api/tournaments/t1/entries/e1': answer(
          routes.entry,
          200,
          withLog(pending, [{ at: inDays(-1), action: 'submitted', by: 'angler', reason: null, note: null }]),
        ),
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring Bass Classic' });
    openTab('Review');
    const card = await screen.findByTestId('entry-card');
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    expect((await within(card).findByRole('list', { name: 'Judging history' })).textContent).to.match(/^Submitted by the angler · /);
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    fireEvent.change(within(card).getByLabelText('Reason'), { target: { value: 'eye_covered' } });
    fireEvent.change(within(card).getByLabelText('Note for the angler (optional)'), { target: { value: 'Thumb over the eye' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject catch' }));
    expect(await screen.findByText('Catch rejected')).to.exist;
    expect(JSON.parse(posted(backend.server, '/api/tournaments/t1/entries/e1/reject')[0]!.body)).to.deep.equal({
      reason: 'eye_covered',
      note: 'Thumb over the eye',
    });
  });
});

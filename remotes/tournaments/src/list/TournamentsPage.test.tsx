import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOURNAMENT_MESSAGES, tournamentsRoutes as routes } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit } from '../../../kit/test/render.tsx';
import { aTournament, answer, backendPerTest, inDays } from '../../test/tournaments.ts';
import { dateRange } from '../lib/format.ts';
import { TournamentsPage } from './TournamentsPage.tsx';
import { TOURNAMENT_CREATED } from './CreateTournamentDialog.tsx';

const LIST = 'GET /api/tournaments';
const listCalls = (server: ApiServer) => server.requests.filter((r) => r.method === 'GET' && r.url.split('?')[0] === '/api/tournaments');

describe('tournaments: the list (spec part 2 §2, §4)', () => {
  const backend = backendPerTest();
  const serve = backend.serve;

  it('shows each card: title, status badge, description, dates, place, participants, scoring, prize pool, organizer and View Details', async () => {
    await serve({
      [LIST]: answer(routes.listTournaments, 200, [
        aTournament(),
        aTournament({
          id: 't2',
          title: 'Night Walleye Open',
          status: 'active',
          description: null,
          organizerName: null,
          maxParticipants: null,
          prizePool: null,
          scoringType: 'count',
          locationName: null,
        }),
      ]),
    });
    renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    expect(screen.getByRole('heading', { name: 'Fishing Tournaments' })).to.exist;
    const [first, second] = await screen.findAllByTestId('tournament-card');

    const one = within(first!);
    expect(one.getByRole('heading', { name: 'Spring Bass Classic' })).to.exist;
    expect(first!.querySelector('[data-status]')!.textContent).to.equal('upcoming');
    expect(one.getByText('Two days on the lake.')).to.exist;
    expect(one.getByText(dateRange(inDays(10), inDays(12)))).to.exist;
    expect(one.getByText('Lake Tahoe, CA')).to.exist;
    expect(one.getByText('12 / 50 participants')).to.exist;
    expect(one.getByText('Heaviest Fish')).to.exist;
    expect(one.getByText('$1,500 prize pool')).to.exist;
    expect(one.getByText('Organized by Olga Organizer')).to.exist;
    expect(one.getByRole('link', { name: 'View Details' }).getAttribute('href')).to.equal('/tournaments/t1');

    const two = within(second!);
    expect(second!.querySelector('[data-status]')!.textContent).to.equal('active');
    expect(two.getByText(TOURNAMENT_MESSAGES.noDescription)).to.exist;
    expect(two.getByText('12 participants')).to.exist;
    expect(two.getByText('Most Fish')).to.exist;
    expect(two.queryByText(/prize pool/)).to.equal(null);
    expect(two.getByText(`Organized by ${TOURNAMENT_MESSAGES.unknownOrganizer}`)).to.exist;
  });

  it('gives a cancelled tournament its own badge, but offers only upcoming, active and completed as filters', async () => {
    await serve({ [LIST]: answer(routes.listTournaments, 200, [aTournament({ status: 'cancelled' })]) });
    renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    const card = await screen.findByTestId('tournament-card');
    expect(card.querySelector('[data-status="cancelled"]')!.textContent).to.equal('cancelled');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).to.deep.equal(['All Statuses', 'upcoming', 'active', 'completed']);
  });

  it('asks the server with the search, the status (not when All Statuses) and the location', async () => {
    await serve({ [LIST]: answer(routes.listTournaments, 200, []) });
    renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    await waitFor(() => expect(listCalls(backend.server)).to.have.length(1));
    expect(listCalls(backend.server)[0]!.url).to.equal('/api/tournaments');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.change(screen.getByPlaceholderText('Search tournaments...'), { target: { value: ' bass ' } });
    fireEvent.change(screen.getByPlaceholderText('Location...'), { target: { value: 'Tahoe' } });
    await waitFor(() =>
      expect(listCalls(backend.server).at(-1)!.url).to.equal('/api/tournaments?search=bass&status=active&location=Tahoe'),
    );

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() => expect(listCalls(backend.server).at(-1)!.url).to.equal('/api/tournaments?search=bass&location=Tahoe'));
  });

  it("says 'No tournaments found' with the hint when none match", async () => {
    await serve({ [LIST]: answer(routes.listTournaments, 200, []) });
    renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    expect(await screen.findByText(TOURNAMENT_MESSAGES.noTournaments)).to.exist;
    expect(screen.getByText(TOURNAMENT_MESSAGES.noTournamentsHint)).to.exist;
    expect(screen.queryByTestId('tournament-card')).to.equal(null);
  });

  it('offers Create Tournament to a signed-in angler only', async () => {
    await serve({ [LIST]: answer(routes.listTournaments, 200, []) });
    renderWithKit(<TournamentsPage />, { path: '/tournaments', user: null });
    await screen.findByText(TOURNAMENT_MESSAGES.noTournaments);
    expect(screen.queryByRole('button', { name: 'Create Tournament' })).to.equal(null);
    await serve({ [LIST]: answer(routes.listTournaments, 200, []) });
    renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    expect(await screen.findByRole('button', { name: 'Create Tournament' })).to.exist;
  });
});

describe('tournaments: Create Tournament (spec part 2 §5, §7, §8)', () => {
  const backend = backendPerTest();
  const logged: unknown[][] = [];
  const consoleError = console.error;
  beforeEach(() => {
    logged.length = 0;
    console.error = (...args: unknown[]) => void logged.push(args);
  });
  afterEach(() => {
    console.error = consoleError;
  });

  const openForm = async () => {
    renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Tournament' }));
    return screen.findByRole('dialog', { name: 'Create Tournament' });
  };
  const type = (form: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  const fillIn = (form: HTMLElement) => {
    type(form, 'Title', 'Spring Bass Classic');
    type(form, 'Start', '2030-06-10T06:00');
    type(form, 'End', '2030-06-11T18:00');
    type(form, 'Registration deadline', '2030-06-09T20:00');
    type(form, 'Location', 'Lake Tahoe, CA');
  };
  const create = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Create Tournament' }));

  it("says what is missing in the contract's words and sends nothing", async () => {
    const server = await backend.serve({ [LIST]: answer(routes.listTournaments, 200, []) });
    const form = await openForm();
    create(form);
    for (const message of [
      TOURNAMENT_MESSAGES.titleRequired,
      TOURNAMENT_MESSAGES.startRequired,
      TOURNAMENT_MESSAGES.endRequired,
      TOURNAMENT_MESSAGES.deadlineRequired,
      TOURNAMENT_MESSAGES.locationRequired,
    ])
      expect(within(form).getByText(message)).to.exist;
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).to.equal('true');
    expect(server.requests.filter((r) => r.method === 'POST')).to.deep.equal([]);
  });

  it('refuses an end before the start, a deadline after it and a negative fee', async () => {
    const server = await backend.serve({ [LIST]: answer(routes.listTournaments, 200, []) });
    const form = await openForm();
    fillIn(form);
    type(form, 'End', '2030-06-09T06:00');
    type(form, 'Registration deadline', '2030-06-10T07:00');
    type(form, 'Entry fee ($)', '-5');
    create(form);
    expect(within(form).getByText(TOURNAMENT_MESSAGES.endAfterStart)).to.exist;
    expect(within(form).getByText(TOURNAMENT_MESSAGES.deadlineBeforeStart)).to.exist;
    expect(within(form).getByText(TOURNAMENT_MESSAGES.entryFeeNegative)).to.exist;
    expect(server.requests.filter((r) => r.method === 'POST')).to.deep.equal([]);
  });

  it('creates it with the dates as instants, closes, says so, opens it, refreshes the list and starts empty next time', async () => {
    let created = false;
    const server = await backend.serve({
      [LIST]: () =>
        answer(
          routes.listTournaments,
          200,
          created ? [aTournament({ viewer: { isOrganizer: true, isParticipant: false, isInvited: false } })] : [],
        ),
      'POST /api/tournaments': () => {
        created = true;
        return answer(routes.createTournament, 201, aTournament());
      },
    });
    const { router } = renderWithKit(<TournamentsPage />, { path: '/tournaments' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Tournament' }));
    const form = await screen.findByRole('dialog', { name: 'Create Tournament' });
    fillIn(form);
    fireEvent.change(within(form).getByLabelText('Scoring'), { target: { value: 'length' } });
    type(form, 'Max participants', '40');
    create(form);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Tournament' })).to.equal(null));
    const [post] = server.requests.filter((r) => r.method === 'POST');
    const body = JSON.parse(post!.body);
    expect(body).to.include({
      title: 'Spring Bass Classic',
      locationName: 'Lake Tahoe, CA',
      scoringType: 'length',
      maxParticipants: 40,
      isPublic: true,
    });
    expect(body.startDate).to.equal(new Date('2030-06-10T06:00').toISOString());
    expect(body.registrationDeadline).to.equal(new Date('2030-06-09T20:00').toISOString());
    expect(await screen.findByText(TOURNAMENT_CREATED.title)).to.exist;
    expect(screen.getByText(TOURNAMENT_CREATED.description(aTournament().title))).to.exist;
    await waitFor(() => expect(router.state.location.pathname).to.equal(`/tournaments/${aTournament().id}`));
    expect(await screen.findByTestId('tournament-card')).to.exist;

    fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    const again = await screen.findByRole('dialog', { name: 'Create Tournament' });
    expect((within(again).getByLabelText('Title') as HTMLInputElement).value).to.equal('');
  });

  it('only logs a failure: no toast, the form stays as typed', async () => {
    await backend.serve({
      [LIST]: answer(routes.listTournaments, 200, []),
      'POST /api/tournaments': { status: 500, json: { message: 'Internal Server Error', code: 'internal_error' } },
    });
    const form = await openForm();
    fillIn(form);
    create(form);
    await waitFor(() => expect(logged.some(([first]) => first === 'Failed to create tournament')).to.equal(true));
    expect(screen.getByRole('dialog', { name: 'Create Tournament' })).to.exist;
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).to.equal('Spring Bass Classic');
    expect(screen.queryByText(/failed/i)).to.equal(null);
  });
});

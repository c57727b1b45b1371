import type { z } from 'zod';
import { act, cleanup } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import { LeaderboardRow, Participant, Prize, Tournament, TournamentEntry, TournamentEntryWithLog } from '@tightlines/contracts';
import { withDomEvents } from '../../kit/test/dom.ts';
import type { ApiServer } from '../../kit/test/api-server.ts';
import { serveAnswers, type Answer, type Answers } from '../../kit/test/render.tsx';

/*
 * The tournaments remote's test data. Every answer is parsed by its contract's schema before a test
 * serves it, as the backend checks every answer it sends: a fake the real server could never send
 * fails here instead of passing a test.
 */

const DAY = 24 * 3_600_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const aTournament = (patch: Partial<z.input<typeof Tournament>> = {}): Tournament =>
  Tournament.parse({
    id: 't1',
    title: 'Spring Bass Classic',
    description: 'Two days on the lake.',
    startDate: inDays(10),
    endDate: inDays(12),
    registrationDeadline: inDays(9),
    maxParticipants: 50,
    entryFee: 25,
    prizePool: 1500,
    rules: 'Catch and release.',
    scoringType: 'weight',
    bestN: null,
    locationName: 'Lake Tahoe, CA',
    isPublic: true,
    status: 'upcoming',
    organizerId: 'olga',
    organizerName: 'Olga Organizer',
    participantCount: 12,
    identifierRevealsAt: inDays(10),
    identifierCode: null,
    viewer: { isOrganizer: false, isParticipant: false, isInvited: false },
    hidden: null,
    ...patch,
  });

export const aRow = (patch: Partial<z.input<typeof LeaderboardRow>> = {}): LeaderboardRow =>
  LeaderboardRow.parse({
    rank: 1,
    userId: 'bob',
    participantName: 'Bob Caster',
    teamName: null,
    profileImageUrl: null,
    score: 2.35,
    points: 40,
    count: 1,
    weight: 2.35,
    length: 45.5,
    species: 'largemouth-bass',
    reachedAt: inDays(-1),
    ...patch,
  });

export const anEntry = (patch: Partial<z.input<typeof TournamentEntry>> = {}): TournamentEntry =>
  TournamentEntry.parse({
    id: 'e1',
    tournamentId: 't1',
    userId: 'bob',
    participantName: 'Bob Caster',
    profileImageUrl: null,
    species: 'largemouth-bass',
    weight: 2.35,
    length: 45.5,
    weightTyped: null,
    lengthTyped: null,
    method: 'Spinning',
    bait: null,
    locationName: 'North shore',
    locationPrecision: 'exact',
    description: null,
    photoUrl: '/media/e1.jpg',
    thumbnailUrl: null,
    verified: false,
    status: 'pending',
    rejection: null,
    flags: [],
    photoTakenAt: null,
    points: 40,
    caughtAt: inDays(-1),
    submittedAt: inDays(-1),
    ...patch,
  });

export const withLog = (entry: TournamentEntry, log: z.input<typeof TournamentEntryWithLog>['log']) =>
  TournamentEntryWithLog.parse({ ...entry, log });

export const aParticipant = (patch: Partial<z.input<typeof Participant>> = {}): Participant =>
  Participant.parse({
    id: 'p1',
    userId: 'bob',
    participantName: 'Bob Caster',
    teamName: null,
    profileImageUrl: null,
    joinedAt: inDays(-3),
    ...patch,
  });

export const aPrize = (patch: Partial<z.input<typeof Prize>> = {}): Prize =>
  Prize.parse({ id: 'z1', position: 1, title: 'Carbon fly rod', description: null, value: 400, winnerName: null, ...patch });

/** A JSON answer, the body checked by the schema the route declares for that status. */
export function answer(
  route: { responses: Record<number, { parse(value: unknown): unknown } | null> },
  status: number,
  json: unknown,
): Answer {
  const schema = route.responses[status];
  if (!schema) throw new Error(`The route declares no JSON answer for ${status}`);
  return { status, json: schema.parse(json) };
}

/**
 * A suite's stand-in backend: `serve` starts one with a test's answers (a second call starts over, the
 * screen cleared and the first server closed); after each test the screen, the toasts and the server go.
 */
export function backendPerTest() {
  withDomEvents();
  let running: ApiServer | undefined;
  const stop = async () => {
    cleanup();
    act(() => dismissToast());
    await running?.close();
    running = undefined;
  };
  afterEach(stop);
  return {
    async serve(answers: Answers): Promise<ApiServer> {
      if (running) await stop();
      running = await serveAnswers(answers);
      return running;
    },
    get server(): ApiServer {
      if (!running) throw new Error('No backend is served in this test');
      return running;
    },
  };
}

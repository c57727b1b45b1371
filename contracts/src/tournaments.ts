import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { HiddenMark } from './moderation.ts';
import { SpeciesSlug } from './species.ts';
import { queryNumber } from './geo.ts';
import { LocationPrecision } from './location-shield.ts';
import { MEDIA_JSON_BODY_LIMIT, ImageDataUrl, MediaUrl } from './media.ts';
import { TOURNAMENT_MESSAGES } from './tournament-words.ts';

/**
 * Tournaments (spec part 2 §2–§9): clubs and organizers run competitions; anglers join,
 * submit catches during the event, the organizer verifies them, and only verified entries score.
 * Entries are measured in kilograms and centimetres (§9); a screen converts for anglers who read
 * pounds and inches (units.ts).
 */
export const TournamentId = z.string().min(1).max(64);
export const EntryId = z.string().min(1).max(64);

export const TournamentStatus = z.enum(['upcoming', 'active', 'completed', 'cancelled']);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const ScoringType = z.enum(['weight', 'length', 'points', 'count']);
export type ScoringType = z.infer<typeof ScoringType>;

/** §9: entry weight in kg (step 0.01), length in cm (step 0.1), money step 0.01; leaderboard and prizes highlight 1–3. */
export const TOURNAMENT_STEPS = { weightKg: 0.01, lengthCm: 0.1, money: 0.01 } as const;
export const HIGHLIGHTED_PLACES = 3;
export const TOURNAMENT_LIMITS = {
  titleChars: 200,
  textChars: 4000,
  placeChars: 200,
  teamNameChars: 80,
  methodChars: 80,
  baitChars: 80,
  noteChars: 500,
  bestN: 50,
  weightKg: 1500,
  lengthCm: 600,
  leaderboard: { default: 50, max: 200 },
  entries: { default: 100, max: 200 },
} as const;
/** The per-event identifier is shown this long before the start (and during the event). */
export const IDENTIFIER_REVEAL_MINUTES = 15;

/** Why an organizer rejects a catch: the reasons anglers know from tournament rules (plus free text). */
export const RejectReason = z.enum(['identifier_not_visible', 'eye_covered', 'mouth_open', 'wrong_species', 'outside_window', 'other']);
export type RejectReason = z.infer<typeof RejectReason>;
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  identifier_not_visible: 'Identifier not visible',
  eye_covered: 'Eye covered',
  mouth_open: 'Mouth open',
  wrong_species: 'Wrong species',
  outside_window: 'Outside the window',
  other: 'Other',
};

/** What the server noticed about a catch's photo, for the organizer's review (never a verdict by itself). */
export const EntryFlag = z.enum([
  'no_photo',
  'no_capture_time',
  'taken_outside_window',
  'photo_reused',
  'beyond_record_length',
  'beyond_record_weight',
  'implausible_ratio',
]);
export type EntryFlag = z.infer<typeof EntryFlag>;
export const ENTRY_FLAG_LABELS: Record<EntryFlag, string> = {
  no_photo: 'No photo',
  no_capture_time: 'No capture time in the photo',
  taken_outside_window: 'Photo taken outside the event window',
  photo_reused: 'Same photo submitted before',
  beyond_record_length: 'Longer than the species grows',
  beyond_record_weight: 'Heavier than the world record',
  implausible_ratio: 'Weight does not fit the length',
};

/** The entry a reused photo was first seen in (any tournament), shown beside the new one. */
export const EarlierEntry = z.object({
  id: EntryId,
  tournamentId: TournamentId,
  tournamentTitle: z.string(),
  participantName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
});
export type EarlierEntry = z.infer<typeof EarlierEntry>;

/**
 * One thing the server noticed, with its reason in words: a flag asks the organizer to look closer, a
 * note only says something could not be checked (no capture time in the photo).
 */
export const EntryFlagDetail = z.object({
  kind: EntryFlag,
  severity: z.enum(['flag', 'note']),
  reason: z.string(),
  earlierEntry: EarlierEntry.nullable(),
});
export type EntryFlagDetail = z.infer<typeof EntryFlagDetail>;

export const EntryStatus = z.enum(['pending', 'verified', 'rejected']);
export type EntryStatus = z.infer<typeof EntryStatus>;

const money = (message: string) => z.number().min(0, message).multipleOf(TOURNAMENT_STEPS.money, 'Use at most two decimal places');
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
const dateTime = (missing: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined || issue.input === '' ? missing : 'Enter a valid date and time'),
  });

/** The create form (§5). Dates are date-time values; the end comes after the start, the deadline not after it. */
export const CreateTournament = z
  .object({
    title: required(TOURNAMENT_MESSAGES.titleRequired, TOURNAMENT_LIMITS.titleChars),
    description: optionalText(TOURNAMENT_LIMITS.textChars),
    startDate: dateTime(TOURNAMENT_MESSAGES.startRequired),
    endDate: dateTime(TOURNAMENT_MESSAGES.endRequired),
    registrationDeadline: dateTime(TOURNAMENT_MESSAGES.deadlineRequired),
    maxParticipants: z.number().int('Use a whole number').min(1, TOURNAMENT_MESSAGES.minParticipants).max(1_000_000).nullish(),
    entryFee: money(TOURNAMENT_MESSAGES.entryFeeNegative).max(1_000_000).nullish(),
    prizePool: money(TOURNAMENT_MESSAGES.prizePoolNegative).max(100_000_000).nullish(),
    rules: optionalText(TOURNAMENT_LIMITS.textChars),
    scoringType: ScoringType.default('weight'),
    /** Best-N culling: only each angler's N best fish count (none: every fish, or the single best). */
    bestN: z.number().int('Use a whole number').min(1, 'Count at least 1 fish').max(TOURNAMENT_LIMITS.bestN).nullish(),
    locationName: required(TOURNAMENT_MESSAGES.locationRequired, TOURNAMENT_LIMITS.placeChars),
    isPublic: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    const start = Date.parse(t.startDate);
    if (Date.parse(t.endDate) <= start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: TOURNAMENT_MESSAGES.endAfterStart });
    if (Date.parse(t.registrationDeadline) > start)
      ctx.addIssue({ code: 'custom', path: ['registrationDeadline'], message: TOURNAMENT_MESSAGES.deadlineBeforeStart });
  });
export type CreateTournament = z.input<typeof CreateTournament>;

export const TournamentViewer = z.object({
  isOrganizer: z.boolean(),
  isParticipant: z.boolean(),
  /** The organizer of this private tournament invited the viewer: they may read it and join. */
  isInvited: z.boolean(),
});

/** §3 Tournament, plus what the viewer may do and the per-event identifier once it is revealed to them. */
export const Tournament = z
  .object({
    id: TournamentId,
    title: z.string(),
    description: z.string().nullable(),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    registrationDeadline: z.iso.datetime({ offset: true }),
    maxParticipants: z.number().int().nullable(),
    entryFee: z.number().nullable(),
    prizePool: z.number().nullable(),
    rules: z.string().nullable(),
    scoringType: ScoringType,
    bestN: z.number().int().nullable(),
    locationName: z.string().nullable(),
    isPublic: z.boolean(),
    status: TournamentStatus,
    organizerId: UserId.nullable(),
    organizerName: z.string().nullable(),
    participantCount: z.number().int().min(0),
    /** When the identifier is shown to participants ({@link IDENTIFIER_REVEAL_MINUTES} before the start). */
    identifierRevealsAt: z.iso.datetime({ offset: true }),
    /** The code that must show in every catch photo: only for participants and the organizer, from the reveal on. */
    identifierCode: z.string().nullable(),
    viewer: TournamentViewer,
    /** Set only for its organizer while a moderator (or reports) hide it: nobody else receives it. */
    hidden: HiddenMark.nullable(),
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof Tournament>;

export const TournamentListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: TournamentStatus.optional(),
  location: z.string().trim().max(200).optional(),
});
export type TournamentListQuery = z.infer<typeof TournamentListQuery>;

/** §3 Participant. */
export const Participant = z.object({
  id: z.string(),
  userId: UserId,
  participantName: z.string().nullable(),
  teamName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  joinedAt: z.iso.datetime({ offset: true }),
});
export type Participant = z.infer<typeof Participant>;

/** An angler as the organizer's invitation screen shows them. */
export const InvitableAngler = z.object({
  anglerId: UserId,
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type InvitableAngler = z.infer<typeof InvitableAngler>;

export const InvitedAngler = InvitableAngler.extend({ invitedAt: z.iso.datetime({ offset: true }) });
export type InvitedAngler = z.infer<typeof InvitedAngler>;

/** Who is invited to a private tournament, and the organizer's mates still to pick from (neither invited nor taking part). */
export const TournamentInvitations = z
  .object({ invited: z.array(InvitedAngler), mates: z.array(InvitableAngler) })
  .meta({ id: 'TournamentInvitations' });
export type TournamentInvitations = z.infer<typeof TournamentInvitations>;

export const InviteAngler = z.object({ anglerId: UserId });
export type InviteAngler = z.infer<typeof InviteAngler>;

export const JoinTournament = z.object({ teamName: optionalText(TOURNAMENT_LIMITS.teamNameChars) });

/** The units an entry's size is typed in: the angler's own system, kept as typed. */
export const EntryWeightUnit = z.enum(['kg', 'lbs']);
export type EntryWeightUnit = z.infer<typeof EntryWeightUnit>;
export const EntryLengthUnit = z.enum(['cm', 'in']);
export type EntryLengthUnit = z.infer<typeof EntryLengthUnit>;
/** A size exactly as its angler typed it, in the unit they typed it in. */
export const TypedSize = z.object({ value: z.number(), unit: z.enum(['kg', 'lbs', 'cm', 'in']) });
export type TypedSize = z.infer<typeof TypedSize>;

const KG_PER_LB_EXACT = 0.45359237;
const CM_PER_INCH_EXACT = 2.54;
const TOO_HEAVY = `No fish weighs more than ${TOURNAMENT_LIMITS.weightKg} kg`;
const TOO_LONG = `No fish is longer than ${TOURNAMENT_LIMITS.lengthCm} cm`;

/** A catch's size as typed: weight to 0.01 (kg or lbs), length to 0.1 cm or 0.01 in (§9). */
const typedWeight = z
  .number({ error: 'Enter the weight as a number' })
  .min(TOURNAMENT_STEPS.weightKg, TOURNAMENT_MESSAGES.weightPositive)
  .multipleOf(TOURNAMENT_STEPS.weightKg, 'Use at most two decimal places');
const typedLength = z
  .number({ error: 'Enter the length as a number' })
  .min(0.01, TOURNAMENT_MESSAGES.lengthPositive)
  .multipleOf(0.01, 'Use at most two decimal places');

/** The entry form (§5). The photo is a fresh upload (data URL) or an already stored one. */
export const SubmitEntry = z
  .object({
    species: z.string({ error: TOURNAMENT_MESSAGES.speciesRequired }).min(1, TOURNAMENT_MESSAGES.speciesRequired).pipe(SpeciesSlug),
    /** In `weightUnit` (kilograms unless said), kept exactly as typed. */
    weight: typedWeight.nullish(),
    weightUnit: EntryWeightUnit.default('kg'),
    /** In `lengthUnit` (centimetres unless said), kept exactly as typed. */
    length: typedLength.nullish(),
    lengthUnit: EntryLengthUnit.default('cm'),
    method: required(TOURNAMENT_MESSAGES.methodRequired, TOURNAMENT_LIMITS.methodChars),
    bait: optionalText(TOURNAMENT_LIMITS.baitChars),
    locationName: required(TOURNAMENT_MESSAGES.locationRequired, TOURNAMENT_LIMITS.placeChars),
    /** How precisely the public and mates see where it was caught; each one left out: the entry's own (an edit) or the angler's default. */
    publicPrecision: LocationPrecision.nullish(),
    matesPrecision: LocationPrecision.nullish(),
    description: optionalText(TOURNAMENT_LIMITS.textChars),
    photoDataUrl: ImageDataUrl.nullish(),
    photoUrl: MediaUrl.nullish(),
    /** When it was caught: inside the event window, not in the future. Default: now. */
    caughtAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .superRefine((e, ctx) => {
    // The limits are in kilograms and centimetres, whichever unit was typed.
    if (e.weight != null && e.weight * (e.weightUnit === 'lbs' ? KG_PER_LB_EXACT : 1) > TOURNAMENT_LIMITS.weightKg)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: TOO_HEAVY });
    if (e.length != null && e.length * (e.lengthUnit === 'in' ? CM_PER_INCH_EXACT : 1) > TOURNAMENT_LIMITS.lengthCm)
      ctx.addIssue({ code: 'custom', path: ['length'], message: TOO_LONG });
    if (e.length != null && e.lengthUnit === 'cm' && Math.abs(Math.round(e.length * 10) - e.length * 10) > 1e-6)
      ctx.addIssue({ code: 'custom', path: ['length'], message: 'Use at most one decimal place for centimetres' });
  });
export type SubmitEntry = z.input<typeof SubmitEntry>;

export const Rejection = z.object({ reason: RejectReason, note: z.string().nullable() });

/** Its angler's one appeal of a rejection, with the rejection it answers. */
export const EntryAppeal = z.object({
  at: z.iso.datetime({ offset: true }),
  note: z.string().nullable(),
  against: z.object({ reason: RejectReason.nullable(), note: z.string().nullable() }).nullable(),
});
export type EntryAppeal = z.infer<typeof EntryAppeal>;

/** §3 Tournament entry, with where it stands in review. `flags` only reach its angler and the organizer. */
export const TournamentEntry = z
  .object({
    id: EntryId,
    tournamentId: TournamentId,
    userId: UserId,
    participantName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    species: SpeciesSlug,
    /** Kilograms and centimetres (§3), converted exactly from what was typed. */
    weight: z.number().nullable(),
    length: z.number().nullable(),
    /** The size as its angler typed it, in their unit: what every screen shows in that unit. */
    weightTyped: TypedSize.nullable(),
    lengthTyped: TypedSize.nullable(),
    method: z.string(),
    bait: z.string().nullable(),
    /** Where it was caught, in the angler's words; null to a viewer the angler hides the place from. */
    locationName: z.string().nullable(),
    /** How precisely this viewer sees the place (the angler's location defaults when entered; the organizer sees it exactly). */
    locationPrecision: LocationPrecision,
    description: z.string().nullable(),
    photoUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    verified: z.boolean(),
    status: EntryStatus,
    rejection: Rejection.nullable(),
    flags: z.array(EntryFlag),
    /** Every flag and note with its reason (the earlier entry beside a reused photo); its angler and the organizer only. */
    flagDetails: z.array(EntryFlagDetail).optional(),
    /** Its appeal, once made; its angler and the organizer only. */
    appeal: EntryAppeal.nullish(),
    /** Whether its angler may still appeal (rejected, never appealed); true only for its angler. */
    canAppeal: z.boolean().optional(),
    /** When the photo was taken, as its camera said (read before the metadata was stripped). */
    photoTakenAt: z.iso.datetime({ offset: true }).nullable(),
    points: z.number().int(),
    caughtAt: z.iso.datetime({ offset: true }),
    submittedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TournamentEntry' });
export type TournamentEntry = z.infer<typeof TournamentEntry>;

export const JudgingAction = z.enum(['submitted', 'edited', 'resubmitted', 'verified', 'rejected', 'challenged', 'appealed']);
export type JudgingAction = z.infer<typeof JudgingAction>;
/** One line of an entry's append-only judging log; challengers stay anonymous. */
export const JudgingLogLine = z.object({
  at: z.iso.datetime({ offset: true }),
  action: JudgingAction,
  by: z.enum(['angler', 'organizer', 'participant']),
  reason: RejectReason.nullable(),
  note: z.string().nullable(),
});
export type JudgingLogLine = z.infer<typeof JudgingLogLine>;

export const TournamentEntryWithLog = TournamentEntry.extend({ log: z.array(JudgingLogLine) });
export type TournamentEntryWithLog = z.infer<typeof TournamentEntryWithLog>;

export const EntriesQuery = z.object({
  limit: queryNumber(z.number().int().min(1).max(TOURNAMENT_LIMITS.entries.max)).default(TOURNAMENT_LIMITS.entries.default),
});

export const RejectEntry = z
  .object({ reason: RejectReason, note: z.string().trim().max(TOURNAMENT_LIMITS.noteChars).nullish() })
  .superRefine((r, ctx) => {
    if (r.reason === 'other' && !r.note) ctx.addIssue({ code: 'custom', path: ['note'], message: TOURNAMENT_MESSAGES.rejectNoteRequired });
  });
export const ChallengeEntry = z.object({ note: z.string().trim().max(TOURNAMENT_LIMITS.noteChars).nullish() });
export const APPEAL_NOTE_REQUIRED = 'Say why the rejection is wrong';
/** An appeal says why, in the angler's words. */
export const EntryAppealBody = z.object({
  note: z.string({ error: APPEAL_NOTE_REQUIRED }).trim().min(1, APPEAL_NOTE_REQUIRED).max(TOURNAMENT_LIMITS.noteChars),
});
export type EntryAppealBody = z.input<typeof EntryAppealBody>;

/** A leaderboard row (§3: entries' fields plus points and count), ranked by the tournament's scoring. */
export const LeaderboardRow = z.object({
  rank: z.number().int().min(1),
  userId: UserId,
  participantName: z.string().nullable(),
  teamName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** What the ranking compares: kg, cm, points or fish, per scoringType. */
  score: z.number(),
  points: z.number().int(),
  count: z.number().int().min(0),
  /** The heaviest (kg) and longest (cm) verified fish and its species. */
  weight: z.number().nullable(),
  length: z.number().nullable(),
  species: SpeciesSlug.nullable(),
  /** When the angler reached this score: earlier wins a tie. */
  reachedAt: z.iso.datetime({ offset: true }),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

export const LeaderboardQuery = z.object({
  limit: queryNumber(z.number().int().min(1).max(TOURNAMENT_LIMITS.leaderboard.max)).default(TOURNAMENT_LIMITS.leaderboard.default),
});

/** §3 Prize; once the tournament is completed, the winner is whoever holds that place on the final leaderboard. */
export const Prize = z.object({
  id: z.string(),
  position: z.number().int().min(1),
  title: z.string(),
  description: z.string().nullable(),
  value: z.number().nullable(),
  winnerName: z.string().nullable(),
});
export type Prize = z.infer<typeof Prize>;

/** The prize form (§5). */
export const AddPrize = z.object({
  position: z
    .number({ error: TOURNAMENT_MESSAGES.positionMin })
    .int('Use a whole number')
    .min(1, TOURNAMENT_MESSAGES.positionMin)
    .max(1000)
    .default(1),
  title: required(TOURNAMENT_MESSAGES.prizeTitleRequired, TOURNAMENT_LIMITS.titleChars),
  description: optionalText(TOURNAMENT_LIMITS.textChars),
  value: money(TOURNAMENT_MESSAGES.prizeValueNegative).max(100_000_000).nullish(),
});
export type AddPrize = z.input<typeof AddPrize>;

const TournamentParams = z.object({ id: TournamentId });
const EntryParams = z.object({ id: TournamentId, entryId: EntryId });
const InvitationParams = z.object({ id: TournamentId, anglerId: UserId });
const signedIn = { 401: ErrorBody } as const;

export const tournamentsRoutes = {
  listTournaments: route({
    method: 'GET',
    path: '/api/tournaments',
    summary:
      'Tournaments by search, status and location: running and upcoming first (private ones only to their organizer, participants and invited anglers)',
    query: TournamentListQuery,
    responses: { 200: z.array(Tournament), 400: ErrorBody, ...signedIn },
  }),
  createTournament: route({
    method: 'POST',
    path: '/api/tournaments',
    summary: 'Create a tournament; its creator is the organizer',
    body: CreateTournament,
    responses: { 201: Tournament, 400: ErrorBody, ...signedIn, 422: ErrorBody },
  }),
  tournament: route({
    method: 'GET',
    path: '/api/tournaments/:id',
    summary:
      'One tournament, its status computed from its dates (a private one answers 404 to all but its organizer, participants and invited anglers)',
    params: TournamentParams,
    responses: { 200: Tournament, ...signedIn, 404: ErrorBody },
  }),
  cancelTournament: route({
    method: 'POST',
    path: '/api/tournaments/:id/cancel',
    summary: 'The organizer cancels a tournament that has not ended',
    params: TournamentParams,
    responses: { 200: Tournament, ...signedIn, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  invitations: route({
    method: 'GET',
    path: '/api/tournaments/:id/invitations',
    summary: "The organizer's view of a private tournament's invitations: who is invited, and their mates to pick from",
    params: TournamentParams,
    responses: { 200: TournamentInvitations, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  inviteAngler: route({
    method: 'POST',
    path: '/api/tournaments/:id/invitations',
    summary: 'The organizer invites an angler to a private tournament: they may read it and join (inviting twice changes nothing)',
    params: TournamentParams,
    body: InviteAngler,
    responses: { 201: InvitedAngler, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  uninviteAngler: route({
    method: 'DELETE',
    path: '/api/tournaments/:id/invitations/:anglerId',
    summary:
      'The organizer takes an invitation back: once this answers, the angler no longer reads the tournament, in any process (a participant stays in)',
    params: InvitationParams,
    responses: { 204: null, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  participants: route({
    method: 'GET',
    path: '/api/tournaments/:id/participants',
    summary: 'Participants, in the order they joined',
    params: TournamentParams,
    responses: { 200: z.array(Participant), ...signedIn, 404: ErrorBody },
  }),
  join: route({
    method: 'POST',
    path: '/api/tournaments/:id/join',
    summary: 'Join an upcoming tournament before its registration deadline, while there is room',
    params: TournamentParams,
    body: JoinTournament,
    responses: { 201: Participant, 400: ErrorBody, ...signedIn, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
  }),
  leave: route({
    method: 'DELETE',
    path: '/api/tournaments/:id/leave',
    summary: 'A participant leaves a running tournament (their catches no longer score)',
    params: TournamentParams,
    responses: { 204: null, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  entries: route({
    method: 'GET',
    path: '/api/tournaments/:id/entries',
    summary: 'Entries, newest first (rejected ones only to their angler and the organizer)',
    params: TournamentParams,
    query: EntriesQuery,
    responses: { 200: z.array(TournamentEntry), 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  entry: route({
    method: 'GET',
    path: '/api/tournaments/:id/entries/:entryId',
    summary: 'One entry with its judging log',
    params: EntryParams,
    responses: { 200: TournamentEntryWithLog, ...signedIn, 404: ErrorBody },
  }),
  submitEntry: route({
    method: 'POST',
    path: '/api/tournaments/:id/entries',
    summary: 'A participant submits a catch while the tournament is active; it waits for the organizer (Pending)',
    params: TournamentParams,
    body: SubmitEntry,
    bodyLimit: String(MEDIA_JSON_BODY_LIMIT),
    responses: { 201: TournamentEntry, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody },
  }),
  editEntry: route({
    method: 'PUT',
    path: '/api/tournaments/:id/entries/:entryId',
    summary: 'Its angler edits a pending entry, or resubmits a rejected one',
    params: EntryParams,
    body: SubmitEntry,
    bodyLimit: String(MEDIA_JSON_BODY_LIMIT),
    responses: {
      200: TournamentEntry,
      400: ErrorBody,
      ...signedIn,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
      413: ErrorBody,
      422: ErrorBody,
    },
  }),
  reviewQueue: route({
    method: 'GET',
    path: '/api/tournaments/:id/review',
    summary: "The organizer's review queue: pending entries, oldest first, with what the server noticed",
    params: TournamentParams,
    responses: { 200: z.array(TournamentEntry), ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  verifyEntry: route({
    method: 'POST',
    path: '/api/tournaments/:id/entries/:entryId/verify',
    summary: 'The organizer verifies a pending entry: it scores',
    params: EntryParams,
    responses: { 200: TournamentEntry, ...signedIn, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
  }),
  rejectEntry: route({
    method: 'POST',
    path: '/api/tournaments/:id/entries/:entryId/reject',
    summary: 'The organizer rejects a pending entry with a reason; its angler may resubmit',
    params: EntryParams,
    body: RejectEntry,
    responses: { 200: TournamentEntry, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
  }),
  challengeEntry: route({
    method: 'POST',
    path: '/api/tournaments/:id/entries/:entryId/challenge',
    summary: 'A participant challenges a verified entry, anonymously: it goes back to review',
    params: EntryParams,
    body: ChallengeEntry,
    responses: { 200: TournamentEntry, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
  }),
  appealEntry: route({
    method: 'POST',
    path: '/api/tournaments/:id/entries/:entryId/appeal',
    summary: 'Its angler appeals a rejected entry, once: it goes back to the organizer with the appeal beside it',
    params: EntryParams,
    body: EntryAppealBody,
    responses: { 200: TournamentEntry, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
  }),
  leaderboard: route({
    method: 'GET',
    path: '/api/tournaments/:id/leaderboard',
    summary: 'Standings from verified entries only, best first; ties go to the earlier submission',
    params: TournamentParams,
    query: LeaderboardQuery,
    responses: { 200: z.array(LeaderboardRow), 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  prizes: route({
    method: 'GET',
    path: '/api/tournaments/:id/prizes',
    summary: 'Prizes by position; winners filled from the final leaderboard once the tournament is completed',
    params: TournamentParams,
    responses: { 200: z.array(Prize), ...signedIn, 404: ErrorBody },
  }),
  addPrize: route({
    method: 'POST',
    path: '/api/tournaments/:id/prizes',
    summary: 'The organizer adds a prize',
    params: TournamentParams,
    body: AddPrize,
    responses: { 201: Prize, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
} as const;

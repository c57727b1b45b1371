import type { TypedSize } from '../domain/typed-size.ts';
import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';
import type { Tournament } from '../domain/tournament.ts';
import type { TournamentStatus } from '../domain/tournament-status.ts';
import type { AnglerStanding, ScoredFish } from '../domain/scoring.ts';
import type { EntryFlag, EntryStatus, JudgingAction, RejectReason } from '../domain/entry.ts';
import type { EntryFinding } from '../domain/entry-findings.ts';

export interface TournamentFilter {
  search?: string;
  status?: TournamentStatus;
  location?: string;
}

/** A tournament and where the viewer stands in it. */
export interface TournamentSeen {
  tournament: Tournament;
  isParticipant: boolean;
  isInvited: boolean;
}

export interface TournamentRepository {
  add(tournament: Tournament): Promise<void>;
  byId(id: string): Promise<Tournament | null>;
  /** Inside a transaction: the row locked until it ends (joins and cancellation queue behind each other). */
  lockById(id: string): Promise<Tournament | null>;
  /** Public ones, and private ones the viewer organizes, takes part in or is invited to; running and upcoming first. */
  list(filter: TournamentFilter, viewerId: string, now: Date): Promise<TournamentSeen[]>;
  cancel(id: string, at: Date): Promise<void>;
  /** Names organizers by identity's cards (events keep the copy). */
  renameOrganizer(anglerId: string, name: string | null): Promise<void>;
}
export const TournamentRepository = Symbol.for('tournaments.TournamentRepository');

export interface InvitationRecord {
  tournamentId: string;
  anglerId: string;
  invitedAt: Date;
}

/** Anglers a private tournament's organizer invited (domain/private-tournament.ts). */
export interface InvitationRepository {
  /** Invites them (inviting again keeps the first invitation and answers false). */
  invite(invitation: InvitationRecord): Promise<boolean>;
  /** Takes the invitation back; whether there was one. Every process's lists forget it before this returns. */
  withdraw(tournamentId: string, anglerId: string): Promise<boolean>;
  /** Whether they are invited (inside a transaction, read through it). */
  isInvited(tournamentId: string, anglerId: string): Promise<boolean>;
  /** Everyone invited, earliest first. */
  of(tournamentId: string): Promise<InvitationRecord[]>;
}
export const InvitationRepository = Symbol.for('tournaments.InvitationRepository');

export interface ParticipantRecord {
  id: string;
  tournamentId: string;
  anglerId: string;
  participantName: string | null;
  profileImageUrl: string | null;
  teamName: string | null;
  joinedAt: Date;
}

export interface ParticipantRepository {
  /** The angler's current participation (not left), or null. A pooled read: never inside a transaction (use `lock` there). */
  find(tournamentId: string, anglerId: string): Promise<ParticipantRecord | null>;
  /** Inside a transaction: the participation locked (an angler's standing is rewritten one judgment at a time). */
  lock(tournamentId: string, anglerId: string): Promise<ParticipantRecord | null>;
  /** Adds the participant and counts them, in the caller's transaction. */
  join(participant: ParticipantRecord): Promise<void>;
  /** Marks them gone, uncounts them and takes them off the leaderboard. */
  leave(tournamentId: string, anglerId: string, at: Date): Promise<void>;
  inOrderOfJoining(tournamentId: string): Promise<ParticipantRecord[]>;
  rename(anglerId: string, name: string | null, profileImageUrl: string | null): Promise<void>;
}
export const ParticipantRepository = Symbol.for('tournaments.ParticipantRepository');

export interface EntryRecord {
  id: string;
  tournamentId: string;
  anglerId: string;
  species: string;
  /** Its size as typed (what is kept), and the same in kilograms and centimetres, converted exactly. */
  weightTyped: TypedSize | null;
  lengthTyped: TypedSize | null;
  weightKg: number | null;
  lengthCm: number | null;
  method: string;
  bait: string | null;
  locationName: string;
  /** How precisely the public and the angler's mates see where it was caught (the angler's defaults when entered). */
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
  description: string | null;
  photoUrl: string | null;
  thumbnailUrl: string | null;
  photoTakenAt: Date | null;
  /** The whole picture's perceptual hash as 64 '0'/'1' characters (domain/photo-fingerprint.ts), or null without a fresh photo. */
  photoHash: string | null;
  /** The kinds of its flags (notes left out); their reasons are kept by {@link EntryFindings}. */
  flags: EntryFlag[];
  points: number;
  status: EntryStatus;
  rejectReason: RejectReason | null;
  rejectNote: string | null;
  caughtAt: Date;
  submittedAt: Date;
}

/** An entry as read, with its angler's card from the participants. */
export interface EntryRead extends EntryRecord {
  participantName: string | null;
  profileImageUrl: string | null;
}

export interface JudgingLogEntry {
  at: Date;
  action: JudgingAction;
  /** Who acted; null once they deleted their account (the line stays, the person is forgotten). */
  actorId: string | null;
  actorRole: 'angler' | 'organizer' | 'participant';
  reason: RejectReason | null;
  note: string | null;
}

export interface EntryRepository {
  add(entry: EntryRecord): Promise<void>;
  /** Rewrites the angler's fields (an edit or a resubmission: status back to pending). */
  replace(entry: EntryRecord): Promise<void>;
  setVerdict(entryId: string, status: EntryStatus, reason: RejectReason | null, note: string | null): Promise<void>;
  appendLog(entryId: string, line: JudgingLogEntry): Promise<void>;
  find(tournamentId: string, entryId: string): Promise<EntryRead | null>;
  /** Inside a transaction: the entry locked against a concurrent judgment or edit. */
  lock(tournamentId: string, entryId: string): Promise<EntryRecord | null>;
  /** Newest first; rejected ones only when `withRejectedOf` is the organizer (all) or their angler. */
  newest(tournamentId: string, limit: number, viewer: { anglerId: string; isOrganizer: boolean }): Promise<EntryRead[]>;
  pending(tournamentId: string): Promise<EntryRead[]>;
  logOf(entryId: string): Promise<JudgingLogEntry[]>;
  verifiedFishOf(tournamentId: string, anglerId: string): Promise<ScoredFish[]>;
  /** Whether this participant has ever challenged the entry. */
  hasChallenged(entryId: string, anglerId: string): Promise<boolean>;
}
export const EntryRepository = Symbol.for('tournaments.EntryRepository');

export interface LeaderboardRecord extends AnglerStanding {
  participantName: string | null;
  teamName: string | null;
  profileImageUrl: string | null;
}

export interface StandingsRepository {
  /** Rewrites one angler's row (removes it when nothing of theirs scores). */
  put(tournamentId: string, anglerId: string, standing: AnglerStanding | null): Promise<void>;
  /** Best first, in `compareStandings` order. */
  top(tournamentId: string, limit: number): Promise<LeaderboardRecord[]>;
  /** After a transaction that rewrote standings committed: readers see the new order at once. */
  changed(tournamentId: string): void;
}
export const StandingsRepository = Symbol.for('tournaments.StandingsRepository');

export interface PrizeRecord {
  id: string;
  tournamentId: string;
  position: number;
  title: string;
  description: string | null;
  value: number | null;
  createdAt: Date;
}

export interface PrizeRepository {
  /** Throws PrizePositionTaken when the position already has a prize. */
  add(prize: PrizeRecord): Promise<void>;
  byPosition(tournamentId: string): Promise<PrizeRecord[]>;
}
export const PrizeRepository = Symbol.for('tournaments.PrizeRepository');

/**
 * Fresh entry photos' fingerprints, across every tournament: the stored hashes of each photo (whole
 * and cropped), searched by a new photo's whole-picture hash.
 */
export interface PhotoFingerprints {
  /** Replaces the entry's fingerprints (none: its photo is gone or was not fresh). In the caller's transaction. */
  put(entryId: string, hashes: readonly bigint[]): Promise<void>;
  /** The other entry whose photo is the same picture (domain/photo-fingerprint.ts isSamePicture), closest first, then earliest. */
  closest(hash: bigint, exceptEntryId: string): Promise<{ entryId: string; distance: number } | null>;
}
export const PhotoFingerprints = Symbol.for('tournaments.PhotoFingerprints');

/** The entry a reused photo was first seen in, as the organizer sees it beside the new one. */
export interface EarlierEntry {
  id: string;
  tournamentId: string;
  tournamentTitle: string;
  participantName: string | null;
  photoUrl: string | null;
  thumbnailUrl: string | null;
  submittedAt: Date;
}

export interface FindingRead extends EntryFinding {
  earlierEntry: EarlierEntry | null;
}

export interface EntryFindings {
  /** Replaces what was noticed about the entry. In the caller's transaction. */
  put(entryId: string, findings: readonly EntryFinding[]): Promise<void>;
  /** Each entry's findings in the order they were noticed (entries without any are absent). */
  of(entryIds: readonly string[]): Promise<Map<string, FindingRead[]>>;
}
export const EntryFindings = Symbol.for('tournaments.EntryFindings');

export interface Appeal {
  at: Date;
  note: string | null;
  /** The rejection appealed against (its reason and note stay readable once the entry is back in review). */
  against: { reason: RejectReason | null; note: string | null } | null;
}

/** Appeals are lines of the judging log; these read them. */
export interface Appeals {
  /** Each entry's appeal, when it has one (at most one each). */
  of(entryIds: readonly string[]): Promise<Map<string, Appeal>>;
}
export const Appeals = Symbol.for('tournaments.Appeals');

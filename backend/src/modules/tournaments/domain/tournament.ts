import { statusAt, type TournamentStatus } from './tournament-status.ts';
import { tournamentShownTo } from './hidden-tournament.ts';
import { tournamentReadableBy } from './private-tournament.ts';
import type { ScoringType } from './scoring.ts';
import {
  AlreadyParticipant,
  CannotCancel,
  CannotLeave,
  CaughtOutsideWindow,
  DeadlineAfterStart,
  EndNotAfterStart,
  MeasureRequired,
  NotAParticipant,
  NotTheOrganizer,
  RegistrationClosed,
  TournamentFull,
  TournamentNotActive,
} from './tournament.errors.ts';

/** The per-event identifier shows this long before the start (and during the event). */
export const IDENTIFIER_REVEAL_MS = 15 * 60_000;
/**
 * A camera that wrote no time zone: its clock is read as UTC and may be off by up to a time zone's
 * offset (−12 h … +14 h), so only a capture time further than that outside the window is flagged.
 */
export const UNKNOWN_ZONE_SLACK_MS = 14 * 60 * 60_000;

export interface TournamentProps {
  id: string;
  title: string;
  description: string | null;
  rules: string | null;
  startDate: Date;
  endDate: Date;
  registrationDeadline: Date;
  maxParticipants: number | null;
  entryFee: number | null;
  prizePool: number | null;
  scoringType: ScoringType;
  bestN: number | null;
  locationName: string;
  isPublic: boolean;
  organizerId: string;
  organizerName: string | null;
  identifierCode: string;
  cancelledAt: Date | null;
  participantCount: number;
  createdAt: Date;
  /** Hidden by a moderator or by reports (domain/hidden-tournament.ts); null while shown. */
  hidden: { ruleId: string | null; at: Date } | null;
}

export type TournamentToCreate = Omit<TournamentProps, 'cancelledAt' | 'participantCount' | 'hidden'>;

/** Where the viewer stands, as the rules need it. */
export interface Standing {
  isParticipant: boolean;
}

/** Where the viewer stands, as reading needs it: taking part, or invited by the organizer. */
export interface ReaderStanding extends Standing {
  isInvited: boolean;
}

/** A tournament and its rules (spec part 2 §4). Plain data plus the clock: its status is never stored. */
export class Tournament {
  private constructor(private readonly props: TournamentProps) {}

  /** The end comes after the start; registration closes no later than the start. */
  static create(input: TournamentToCreate): Tournament {
    if (input.endDate <= input.startDate) throw new EndNotAfterStart();
    if (input.registrationDeadline > input.startDate) throw new DeadlineAfterStart();
    return new Tournament({ ...input, cancelledAt: null, participantCount: 0, hidden: null });
  }

  static fromProps(props: TournamentProps): Tournament {
    return new Tournament(props);
  }

  toProps(): Readonly<TournamentProps> {
    return this.props;
  }

  get id() {
    return this.props.id;
  }

  statusAt(now: Date): TournamentStatus {
    return statusAt(this.props, now);
  }

  /** Hidden from everyone but its organizer (domain/hidden-tournament.ts). */
  shownTo(viewerId: string): boolean {
    return tournamentShownTo({ organizerId: this.props.organizerId, hiddenAt: this.props.hidden?.at ?? null }, viewerId);
  }

  /**
   * Whether the viewer may read it at all: not hidden from them (domain/hidden-tournament.ts), and public
   * or theirs to read (domain/private-tournament.ts). Everyone else is told it does not exist.
   */
  readableBy(viewerId: string, standing: ReaderStanding): boolean {
    const { isPublic, organizerId } = this.props;
    return (
      this.shownTo(viewerId) &&
      tournamentReadableBy(
        {
          isPublic,
          organizerId,
          participantIds: standing.isParticipant ? [viewerId] : [],
          invitedIds: standing.isInvited ? [viewerId] : [],
        },
        viewerId,
      )
    );
  }

  isOrganizer(anglerId: string): boolean {
    return this.props.organizerId === anglerId;
  }

  identifierRevealsAt(): Date {
    return new Date(this.props.startDate.getTime() - IDENTIFIER_REVEAL_MS);
  }

  /** The code shows to participants and the organizer from 15 minutes before the start, never to others. */
  identifierFor(anglerId: string, standing: Standing, now: Date): string | null {
    if (!this.isOrganizer(anglerId) && !standing.isParticipant) return null;
    if (this.isOrganizer(anglerId)) return this.props.identifierCode;
    return now >= this.identifierRevealsAt() && this.statusAt(now) !== 'cancelled' ? this.props.identifierCode : null;
  }

  /** §4: upcoming, before the deadline, not already in, room left. */
  assertCanJoin(standing: Standing, now: Date): void {
    const status = this.statusAt(now);
    if (status === 'cancelled') throw new RegistrationClosed('cancelled');
    if (status === 'completed') throw new RegistrationClosed('completed');
    if (status === 'active') throw new RegistrationClosed('started');
    if (now >= this.props.registrationDeadline) throw new RegistrationClosed('deadline');
    if (standing.isParticipant) throw new AlreadyParticipant();
    if (this.props.maxParticipants !== null && this.props.participantCount >= this.props.maxParticipants) throw new TournamentFull();
  }

  /** §4: a participant of an active tournament can leave. */
  assertCanLeave(standing: Standing, now: Date): void {
    if (!standing.isParticipant) throw new NotAParticipant('leave a tournament');
    if (this.statusAt(now) !== 'active') throw new CannotLeave();
  }

  /** §4: a participant, while the tournament is active, a catch made inside the window and not in the future. */
  assertCanSubmit(
    standing: Standing,
    catchToSubmit: { caughtAt: Date; weightKg: number | null; lengthCm: number | null },
    now: Date,
  ): void {
    if (!standing.isParticipant) throw new NotAParticipant('submit catches');
    const status = this.statusAt(now);
    if (status !== 'active') throw new TournamentNotActive(status);
    const { caughtAt } = catchToSubmit;
    if (caughtAt < this.props.startDate || caughtAt >= this.props.endDate || caughtAt > now) throw new CaughtOutsideWindow();
    if (this.props.scoringType === 'weight' && catchToSubmit.weightKg === null) throw new MeasureRequired('weight');
    if (this.props.scoringType === 'length' && catchToSubmit.lengthCm === null) throw new MeasureRequired('length');
  }

  assertOrganizer(anglerId: string, what: string): void {
    if (!this.isOrganizer(anglerId)) throw new NotTheOrganizer(what);
  }

  assertCanCancel(anglerId: string, now: Date): void {
    this.assertOrganizer(anglerId, 'cancel the tournament');
    const status = this.statusAt(now);
    if (status === 'cancelled' || status === 'completed') throw new CannotCancel(status);
  }

  /**
   * Whether a photo's capture time lies outside the event window: exactly when the camera wrote its
   * time zone, with a time zone's slack when it did not.
   */
  photoTakenOutsideWindow(takenAt: Date, zoneKnown: boolean): boolean {
    const slack = zoneKnown ? 0 : UNKNOWN_ZONE_SLACK_MS;
    return takenAt.getTime() < this.props.startDate.getTime() - slack || takenAt.getTime() > this.props.endDate.getTime() + slack;
  }
}

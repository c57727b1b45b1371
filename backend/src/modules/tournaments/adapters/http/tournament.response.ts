import { hiddenMarkOf } from '@tightlines/contracts';
import type {
  EntryFlagDetail,
  InvitableAngler,
  InvitedAngler,
  JudgingLogLine,
  LeaderboardRow,
  Participant,
  Prize,
  Tournament as TournamentResponse,
  TournamentEntry,
} from '@tightlines/contracts';
import type { ReaderStanding, Tournament } from '../../domain/tournament.ts';
import type { SeenPlace } from '../../../posts/index.ts';
import type { InvitableAnglerCard, InvitedAnglerCard } from '../../application/invite-anglers.ts';
import type { EntryRead, FindingRead, JudgingLogEntry, ParticipantRecord } from '../../application/ports.ts';
import { NOTHING_TO_REVIEW, type EntryReview } from '../../application/entry-reviews.ts';
import type { LeaderboardLine } from '../../application/leaderboard.ts';
import type { PrizeWithWinner } from '../../application/tournament-prizes.ts';

/** A tournament as the viewer sees it: its status at this moment, the identifier code only when it is theirs to see. */
export function toTournamentResponse(
  tournament: Tournament,
  viewerId: string,
  { isParticipant, isInvited }: ReaderStanding,
  now: Date,
): TournamentResponse {
  const t = tournament.toProps();
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    startDate: t.startDate.toISOString(),
    endDate: t.endDate.toISOString(),
    registrationDeadline: t.registrationDeadline.toISOString(),
    maxParticipants: t.maxParticipants,
    entryFee: t.entryFee,
    prizePool: t.prizePool,
    rules: t.rules,
    scoringType: t.scoringType,
    bestN: t.bestN,
    locationName: t.locationName,
    isPublic: t.isPublic,
    status: tournament.statusAt(now),
    organizerId: t.organizerId,
    organizerName: t.organizerName,
    participantCount: t.participantCount,
    identifierRevealsAt: tournament.identifierRevealsAt().toISOString(),
    identifierCode: tournament.identifierFor(viewerId, { isParticipant }, now),
    viewer: { isOrganizer: tournament.isOrganizer(viewerId), isParticipant, isInvited },
    // Only its organizer ever receives a hidden tournament.
    hidden: tournament.isOrganizer(viewerId) ? hiddenMarkOf(t.hidden) : null,
  };
}

export const toInvitableResponse = (a: InvitableAnglerCard): InvitableAngler => ({
  anglerId: a.anglerId,
  name: a.name,
  profileImageUrl: a.profileImageUrl,
});

export const toInvitedResponse = (a: InvitedAnglerCard): InvitedAngler => ({
  ...toInvitableResponse(a),
  invitedAt: a.invitedAt.toISOString(),
});

export const toParticipantResponse = (p: ParticipantRecord): Participant => ({
  id: p.id,
  userId: p.anglerId,
  participantName: p.participantName,
  teamName: p.teamName,
  profileImageUrl: p.profileImageUrl,
  joinedAt: p.joinedAt.toISOString(),
});

const toFlagDetail = (f: FindingRead): EntryFlagDetail => ({
  kind: f.kind,
  severity: f.severity,
  reason: f.reason,
  earlierEntry: f.earlierEntry && { ...f.earlierEntry, submittedAt: f.earlierEntry.submittedAt.toISOString() },
});

/**
 * What the server noticed about a catch, and its appeal, are for its angler and the organizer only;
 * its place is as the viewer may see it (`place`, from EntryPlaces).
 */
export function toEntryResponse(
  e: EntryRead,
  place: SeenPlace,
  viewerId: string,
  tournament: Tournament,
  review: EntryReview = NOTHING_TO_REVIEW,
): TournamentEntry {
  const privileged = e.anglerId === viewerId || tournament.isOrganizer(viewerId);
  return {
    id: e.id,
    tournamentId: e.tournamentId,
    userId: e.anglerId,
    participantName: e.participantName,
    profileImageUrl: e.profileImageUrl,
    species: e.species as TournamentEntry['species'],
    weight: e.weightKg,
    length: e.lengthCm,
    weightTyped: e.weightTyped,
    lengthTyped: e.lengthTyped,
    method: e.method,
    bait: e.bait,
    locationName: place.location,
    locationPrecision: place.precision,
    description: e.description,
    photoUrl: e.photoUrl,
    thumbnailUrl: e.thumbnailUrl,
    verified: e.status === 'verified',
    status: e.status,
    rejection: e.status === 'rejected' && e.rejectReason ? { reason: e.rejectReason, note: e.rejectNote } : null,
    flags: privileged ? e.flags : [],
    flagDetails: privileged ? review.findings.map(toFlagDetail) : [],
    appeal:
      privileged && review.appeal ? { at: review.appeal.at.toISOString(), note: review.appeal.note, against: review.appeal.against } : null,
    canAppeal: e.anglerId === viewerId && e.status === 'rejected' && review.appeal === null,
    photoTakenAt: privileged && e.photoTakenAt ? e.photoTakenAt.toISOString() : null,
    points: e.points,
    caughtAt: e.caughtAt.toISOString(),
    submittedAt: e.submittedAt.toISOString(),
  };
}

/** Challengers stay anonymous: a line says who acted by role, never by name. */
export const toLogLine = (l: JudgingLogEntry): JudgingLogLine => ({
  at: l.at.toISOString(),
  action: l.action,
  by: l.actorRole,
  reason: l.reason,
  note: l.note,
});

export const toLeaderboardRow = (r: LeaderboardLine): LeaderboardRow => ({
  rank: r.rank,
  userId: r.anglerId,
  participantName: r.participantName,
  teamName: r.teamName,
  profileImageUrl: r.profileImageUrl,
  score: r.score,
  points: r.points,
  count: r.count,
  weight: r.bestWeightKg,
  length: r.bestLengthCm,
  species: r.bestSpecies as LeaderboardRow['species'],
  reachedAt: r.reachedAt.toISOString(),
});

export const toPrizeResponse = (p: PrizeWithWinner): Prize => ({
  id: p.id,
  position: p.position,
  title: p.title,
  description: p.description,
  value: p.value,
  winnerName: p.winnerName,
});

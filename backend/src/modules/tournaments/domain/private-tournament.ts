/**
 * Private tournaments: the one rule for who reads a tournament its organizer did not make public —
 * defined ONCE, here, as its named ways of being readable, any of which lets the viewer read it. The
 * domain's `tournamentReadableBy` and the SQL every list and description filters with
 * (adapters/persistence/private-tournament.sql.ts, which must give each way its SQL form) are both built
 * from this table; a property test runs both (test/tournaments/private-tournament-twins.test.ts).
 *
 * A private tournament is unlisted, and holding its id is not enough: to anyone who is neither its
 * organizer, a participant nor invited, it is as unknown as one never created (every read answers 404).
 */
export interface PrivateTournamentFacts {
  isPublic: boolean;
  organizerId: string;
  /** Anglers taking part now (not left); for one viewer it is enough to know whether they are among them. */
  participantIds: readonly string[];
  /** Anglers the organizer invited and has not un-invited. */
  invitedIds: readonly string[];
}

export const READABLE_TOURNAMENT_WAYS = {
  /** Public: anyone signed in reads it. */
  isPublic: (t: PrivateTournamentFacts) => t.isPublic,
  /** Its organizer. */
  byItsOrganizer: (t: PrivateTournamentFacts, viewerId: string) => t.organizerId === viewerId,
  /** An angler taking part (once joined, an invitation taken back no longer matters). */
  byAParticipant: (t: PrivateTournamentFacts, viewerId: string) => t.participantIds.includes(viewerId),
  /** An angler the organizer invited: they may read it, and join. */
  byAnInvitedAngler: (t: PrivateTournamentFacts, viewerId: string) => t.invitedIds.includes(viewerId),
} as const satisfies Record<string, (t: PrivateTournamentFacts, viewerId: string) => boolean>;

export type ReadableTournamentWay = keyof typeof READABLE_TOURNAMENT_WAYS;
export const READABLE_TOURNAMENT_WAY_NAMES = Object.keys(READABLE_TOURNAMENT_WAYS) as ReadableTournamentWay[];

export function tournamentReadableBy(t: PrivateTournamentFacts, viewerId: string): boolean {
  return READABLE_TOURNAMENT_WAY_NAMES.some((name) => READABLE_TOURNAMENT_WAYS[name](t, viewerId));
}

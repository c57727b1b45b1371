/**
 * Hidden tournaments: the one rule for who still reads a tournament a moderator (or reports) hid —
 * defined ONCE, here, as its named ways of being shown, any of which lets the viewer read it. The domain's
 * `tournamentShownTo` and the SQL the list filters with (adapters/persistence/hidden-tournament.sql.ts,
 * which must give each way its SQL form) are both built from this table; a property test runs both
 * (test/tournaments/hidden-tournament-twins.test.ts).
 *
 * A hidden tournament is gone — from the list, its page, its participants, entries, prizes and
 * leaderboard — for everyone, its participants too, but its organizer, who still sees it, marked.
 */
export interface HiddenTournamentFacts {
  organizerId: string;
  hiddenAt: Date | null;
}

export const SHOWN_TOURNAMENT_WAYS = {
  /** Nobody hid it. */
  notHidden: (t: HiddenTournamentFacts) => t.hiddenAt === null,
  /** Its organizer reads their own hidden tournament. */
  byItsOrganizer: (t: HiddenTournamentFacts, viewerId: string) => t.organizerId === viewerId,
} as const satisfies Record<string, (t: HiddenTournamentFacts, viewerId: string) => boolean>;

export type ShownTournamentWay = keyof typeof SHOWN_TOURNAMENT_WAYS;
export const SHOWN_TOURNAMENT_WAY_NAMES = Object.keys(SHOWN_TOURNAMENT_WAYS) as ShownTournamentWay[];

export function tournamentShownTo(t: HiddenTournamentFacts, viewerId: string): boolean {
  return SHOWN_TOURNAMENT_WAY_NAMES.some((name) => SHOWN_TOURNAMENT_WAYS[name](t, viewerId));
}

export type TournamentStatus = 'upcoming' | 'active' | 'completed' | 'cancelled';

export interface TournamentDates {
  startDate: Date;
  endDate: Date;
  cancelledAt: Date | null;
}

/** The dates a tournament's phases end at. */
export type PhaseEnd = 'startDate' | 'endDate';

/**
 * A tournament's status follows from its dates and the time it is asked, never from a stored value
 * that could go stale — defined ONCE, here, as data: cancelled once the organizer cancels it;
 * otherwise the first of these phases whose end is still ahead (before the start upcoming; from the
 * start until, not including, the end active; from the end on completed). `statusAt` reads this table,
 * and so does its SQL twin (adapters/persistence/status.sql.ts), which the list filters and orders by;
 * test/tournaments/status-sql-twin.test.ts proves the two equal on random dates and clocks.
 */
export const PHASES: ReadonlyArray<{ status: Exclude<TournamentStatus, 'cancelled'>; until: PhaseEnd | null }> = [
  { status: 'upcoming', until: 'startDate' },
  { status: 'active', until: 'endDate' },
  { status: 'completed', until: null },
];

export function statusAt(t: TournamentDates, now: Date): TournamentStatus {
  if (t.cancelledAt) return 'cancelled';
  return PHASES.find((phase) => phase.until === null || now < t[phase.until])!.status;
}

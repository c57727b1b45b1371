export type TournamentStatus = 'upcoming' | 'active' | 'completed' | 'cancelled';

export interface TournamentDates {
  startDate: Date;
  endDate: Date;
  cancelledAt: Date | null;
}

/**
 * A tournament's status follows from its dates and the time it is asked, never from a stored value
 * that could go stale: cancelled once the organizer cancels it; before the start upcoming; from the
 * start until (not including) the end active; from the end on completed. The list's SQL filter
 * (status.sql.ts) is this rule's twin.
 */
export function statusAt(t: TournamentDates, now: Date): TournamentStatus {
  if (t.cancelledAt) return 'cancelled';
  if (now < t.startDate) return 'upcoming';
  if (now < t.endDate) return 'active';
  return 'completed';
}

import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { TournamentStatus } from '../../domain/tournament-status.ts';

/** The SQL twin of domain/tournament-status.ts `statusAt`: rows whose status at `now` is `status`. */
export function statusPredicate(status: TournamentStatus, now: Date): Query<unknown> {
  switch (status) {
    case 'cancelled':
      return sql`t.cancelled_at is not null`;
    case 'upcoming':
      return sql`(t.cancelled_at is null and t.start_date > ${now})`;
    case 'active':
      return sql`(t.cancelled_at is null and t.start_date <= ${now} and t.end_date > ${now})`;
    case 'completed':
      return sql`(t.cancelled_at is null and t.end_date <= ${now})`;
  }
}

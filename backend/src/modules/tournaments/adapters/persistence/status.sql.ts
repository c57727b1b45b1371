import { sql, type Query } from '../../../../platform/db/sql.ts';
import { PHASES, type PhaseEnd, type TournamentStatus } from '../../domain/tournament-status.ts';

/** Where a `tournaments` row (alias `t`) keeps the dates the phases end at. */
const COLUMN: Readonly<Record<PhaseEnd, Query<Date>>> = { startDate: sql.ref('t.start_date'), endDate: sql.ref('t.end_date') };

/** The phase is reached: its end, if any, is still ahead and every earlier phase's end is not. */
function inPhase(index: number, now: Date): Query<boolean> {
  const at = sql`${now}::timestamptz`;
  const passed = PHASES.slice(0, index).flatMap((p) => (p.until ? [sql`${COLUMN[p.until]} <= ${at}`] : []));
  const until = PHASES[index]!.until;
  const ahead = until ? [sql`${at} < ${COLUMN[until]}`] : [];
  return sql`(${sql.join([sql`t.cancelled_at is null`, ...passed, ...ahead], sql` and `)})`;
}

/**
 * The SQL twin of domain/tournament-status.ts `statusAt`, built from its PHASES: rows (alias `t`)
 * whose status at `now` is `status`.
 */
export function statusPredicate(status: TournamentStatus, now: Date): Query<boolean> {
  if (status === 'cancelled') return sql`(t.cancelled_at is not null)`;
  return inPhase(
    PHASES.findIndex((p) => p.status === status),
    now,
  );
}

/** Rows whose status at `now` is any of these. */
export function statusInSql(statuses: readonly TournamentStatus[], now: Date): Query<boolean> {
  return sql`(${sql.join(
    statuses.map((s) => statusPredicate(s, now)),
    sql` or `,
  )})`;
}

/**
 * The next moment after `after` at which any tournament's status changes by the clock (the earliest
 * phase end still ahead, from the same PHASES), or null: each a probe of that date's index.
 */
export function nextPhaseEndSql(after: Date): Query<{ at: Date | string | null }> {
  const ends = PHASES.flatMap((p) => (p.until ? [COLUMN[p.until]] : []));
  return sql`select least(${sql.join(ends.map((end) => sql`(select min(${end}) from tournaments t where ${end} > ${after}::timestamptz)`))}) as at`;
}

import { sql, type Query } from '../../../../platform/db/sql.ts';
import { SHOWN_TOURNAMENT_WAY_NAMES, type ShownTournamentWay } from '../../domain/hidden-tournament.ts';

/** Each way of domain/hidden-tournament.ts in SQL over a `tournaments` row under `alias`: a way added there without its SQL here does not compile. */
const WAYS_SQL: { readonly [W in ShownTournamentWay]: (alias: string, viewerId: string) => Query<boolean> } = {
  notHidden: (alias) => sql`${sql.ref(`${alias}.hidden_at`)} is null`,
  byItsOrganizer: (alias, viewerId) => sql`${sql.ref(`${alias}.organizer_id`)} = ${viewerId}::uuid`,
};

/** The rule of domain/hidden-tournament.ts as one SQL predicate: the tournament this viewer may read. */
export function tournamentShownToSql(alias: string, viewerId: string): Query<boolean> {
  return sql`(${sql.join(
    SHOWN_TOURNAMENT_WAY_NAMES.map((name) => WAYS_SQL[name](alias, viewerId)),
    sql` or `,
  )})`;
}

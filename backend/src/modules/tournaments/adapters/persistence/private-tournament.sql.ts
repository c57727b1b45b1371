import { sql, type Query } from '../../../../platform/db/sql.ts';
import { READABLE_TOURNAMENT_WAY_NAMES, type ReadableTournamentWay } from '../../domain/private-tournament.ts';

/** Each way of domain/private-tournament.ts in SQL over a `tournaments` row under `alias`: a way added there without its SQL here does not compile. */
const WAYS_SQL: { readonly [W in ReadableTournamentWay]: (alias: string, viewerId: string) => Query<boolean> } = {
  isPublic: (alias) => sql`${sql.ref(`${alias}.is_public`)}`,
  byItsOrganizer: (alias, viewerId) => sql`${sql.ref(`${alias}.organizer_id`)} = ${viewerId}::uuid`,
  byAParticipant: (alias, viewerId) => sql`exists (select 1 from tournament_participants p
    where p.tournament_id = ${sql.ref(`${alias}.id`)} and p.angler_id = ${viewerId}::uuid and p.left_at is null)`,
  byAnInvitedAngler: (alias, viewerId) => sql`exists (select 1 from tournament_invitations i
    where i.tournament_id = ${sql.ref(`${alias}.id`)} and i.angler_id = ${viewerId}::uuid)`,
};

/** The rule of domain/private-tournament.ts as one SQL predicate: the tournament this viewer may read. */
export function tournamentReadableBySql(alias: string, viewerId: string): Query<boolean> {
  return sql`(${sql.join(
    READABLE_TOURNAMENT_WAY_NAMES.map((name) => WAYS_SQL[name](alias, viewerId)),
    sql` or `,
  )})`;
}

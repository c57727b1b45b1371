import { sql, type Query } from '../../../../platform/db/sql.ts';
import { SHOWN_PROFILE_WAY_NAMES, type ShownProfileWay } from '../../domain/hidden-profile.ts';

/** Each way of domain/hidden-profile.ts in SQL over a `users` row under `alias`: a way added there without its SQL here does not compile. */
const WAYS_SQL: { readonly [W in ShownProfileWay]: (alias: string, viewerId: string | null) => Query<boolean> } = {
  notHidden: (alias) => sql`${sql.ref(`${alias}.hidden_at`)} is null`,
  // One shape for every viewer (prepared statements keep one text): no viewer compares with null, never true.
  ownProfile: (alias, viewerId) => sql`coalesce(${sql.ref(`${alias}.id`)} = ${viewerId}::uuid, false)`,
};

/** The rule of domain/hidden-profile.ts as one SQL predicate: this viewer reads the profile's name, bio and pictures. */
export function profileShownToSql(alias: string, viewerId: string | null): Query<boolean> {
  return sql`(${sql.join(
    SHOWN_PROFILE_WAY_NAMES.map((name) => WAYS_SQL[name](alias, viewerId)),
    sql` or `,
  )})`;
}

/** The columns a hidden profile keeps from others (HIDDEN_PROFILE_FIELDS), each null unless shown to this viewer. */
export function profileFieldsSql(alias: string, viewerId: string | null, columns: readonly string[]): Query<unknown> {
  const shown = profileShownToSql(alias, viewerId);
  return sql.join(columns.map((c) => sql`case when ${shown} then ${sql.ref(`${alias}.${c}`)} end as ${sql.id(c)}`));
}

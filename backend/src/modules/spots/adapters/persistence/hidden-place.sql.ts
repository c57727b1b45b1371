import { sql, type Query } from '../../../../platform/db/sql.ts';
import { SHOWN_PLACE_WAY_NAMES, type ShownPlaceWay } from '../../domain/hidden-place.ts';

/** Where a statement finds a spot's or tip's facts: its author and hidden columns under some alias. */
export interface HiddenPlaceSql {
  authorId: Query<unknown>;
  hiddenAt: Query<unknown>;
}

export const spotFactsOf = (alias: string): HiddenPlaceSql => ({
  authorId: sql.ref(`${alias}.created_by`),
  hiddenAt: sql.ref(`${alias}.hidden_at`),
});
export const tipFactsOf = (alias: string): HiddenPlaceSql => ({
  authorId: sql.ref(`${alias}.angler_id`),
  hiddenAt: sql.ref(`${alias}.hidden_at`),
});

/** Each way of domain/hidden-place.ts in SQL: a way added there without its SQL here does not compile. */
const WAYS_SQL: { readonly [W in ShownPlaceWay]: (item: HiddenPlaceSql, viewerId: string | null) => Query<boolean> } = {
  notHidden: (item) => sql`${item.hiddenAt} is null`,
  byItsAuthor: (item, viewerId) => (viewerId === null ? sql`false` : sql`${item.authorId} is not distinct from ${viewerId}::uuid`),
};

/** The rule of domain/hidden-place.ts as one SQL predicate: the spot or tip this viewer may read. */
export function shownToSql(item: HiddenPlaceSql, viewerId: string | null): Query<boolean> {
  return sql`(${sql.join(
    SHOWN_PLACE_WAY_NAMES.map((name) => WAYS_SQL[name](item, viewerId)),
    sql` or `,
  )})`;
}

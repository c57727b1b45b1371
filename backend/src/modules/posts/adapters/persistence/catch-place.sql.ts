import { sql, type Query } from '../../../../platform/db/sql.ts';

/**
 * Discover's place of a public catch (catch_places): the PUBLIC point — what any viewer of Discover may
 * see of it — never the exact one, so searching Discover near many points learns nothing finer than
 * the cell. A catch whose public sees no coordinates ('place', 'hidden') has no place there. The map
 * cells are those posts' insert trigger writes (migration 20261129061828; domain/map-cells.ts's `cellOf`),
 * of the public point. Beside it, the catch's author and its two precisions as stored now, so that
 * Discover decides each hit's precision from its walk of the cell index alone: a change of precision
 * rewrites the row in the same transaction as the post's (SqlPostRepository.changePrecisions).
 * `source` is posts or a CTE with its columns, filtered by `where`.
 */
export const placeCatchSql = (source: Query<unknown>, where: Query<unknown>): Query<unknown> => sql`
  insert into catch_places (${CATCH_PLACE_COLUMNS}) ${catchPlaceRowsSql(source, where)}
  on conflict (post_id) do nothing`;

export const CATCH_PLACE_COLUMNS = sql.raw(
  'post_id, created_at, latitude, longitude, fine_cell, coarse_cell, author_id, public_precision, mates_precision',
);

/** The rows of catch_places for the public catches of `source` matching `where` (CATCH_PLACE_COLUMNS' order). */
export const catchPlaceRowsSql = (source: Query<unknown>, where: Query<unknown>): Query<unknown> => sql`
  select id, created_at, public_latitude, public_longitude,
         floor((public_latitude + 90) * 10)::integer * 3601 + floor((public_longitude + 180) * 10)::integer,
         floor(public_latitude + 90)::integer * 361 + floor(public_longitude + 180)::integer,
         author_id, public_precision, mates_precision
    from ${source} where public_latitude is not null and public_longitude is not null and ${where}`;

import { sql, type Query } from '../../../../platform/db/sql.ts';
import { NEW_ANGLER_PRECISIONS, WIDE_SNAPS, type LocationPrecision } from '../../domain/location-shield.ts';
import { areMatesSql } from './visibility.sql.ts';
import { withinReachSql } from './geo.sql.ts';

/** The columns of posts `p` the location shield reads. */
export const POST_PLACE = {
  authorId: sql.ref('p.author_id'),
  publicPrecision: sql.ref('p.public_precision'),
  matesPrecision: sql.ref('p.mates_precision'),
};
type PlaceColumns = typeof POST_PLACE;

const viewerOf = (viewerId: Query<unknown> | string) => (typeof viewerId === 'string' ? sql`${viewerId}::uuid` : viewerId);

/**
 * domain/location-shield.ts's `placeViewerOf` as SQL: 'author', 'mates' or 'public'. A CASE, so the
 * two follow probes run only when the post's views for mates and the public differ
 * (test/posts/location-shield-twins.test.ts proves it equal to the domain's rule). `mates`: whether
 * viewer and author are mates as the page's statement decided it once per author (visibility.sql.ts
 * `pageMatesSql`); without it the follows are probed here.
 */
export const placeViewerSql = (
  viewerId: Query<unknown> | string,
  post: PlaceColumns = POST_PLACE,
  mates?: Query<boolean>,
): Query<string> => {
  const viewer = viewerOf(viewerId);
  return sql`(case
    when ${post.authorId} = ${viewer} then 'author'
    when ${post.matesPrecision} = ${post.publicPrecision} then 'public'
    when ${mates ?? areMatesSql(viewer, post.authorId)} then 'mates'
    else 'public' end)`;
};

/** domain's `precisionFor` over a `placeViewerSql` answer. */
export const viewerPrecisionSql = (placeViewer: Query<unknown>, post: PlaceColumns = POST_PLACE): Query<string> =>
  sql`(case ${placeViewer} when 'author' then 'exact' when 'mates' then ${post.matesPrecision} else ${post.publicPrecision} end)`;

/**
 * The precision a viewer sees a post's place at (the domain's `viewerPrecision` as SQL), for a page's
 * read to carry beside each post: read from the row as stored now, with the follow probes only where
 * the post's views for mates and the public differ, so the shield needs no statement of its own.
 * `viewerPrecisionSql(placeViewerSql(…))` folded into one CASE: each row is decided by its first
 * true branch, without naming the view and then matching the name (measured on a Following page,
 * bench/statement-cpu.ts: the two CASEs cost a few µs a page more).
 */
export const seenAtSql = (viewerId: Query<unknown> | string, post: PlaceColumns = POST_PLACE, mates?: Query<boolean>): Query<string> => {
  const viewer = viewerOf(viewerId);
  return sql`(case
    when ${post.authorId} = ${viewer} then 'exact'
    when ${post.matesPrecision} = ${post.publicPrecision} then ${post.publicPrecision}
    when ${mates ?? areMatesSql(viewer, post.authorId)} then ${post.matesPrecision}
    else ${post.publicPrecision} end)`;
};

/** Whether the viewer's precision for a post depends on whether they are the author's mate (its two views differ). */
export const precisionAsksAboutMatesSql = (post: PlaceColumns = POST_PLACE): Query<boolean> =>
  sql`(${post.matesPrecision} is distinct from ${post.publicPrecision})`;

/**
 * A circle a statement holds in columns of its own (each value bound once), for filters written many
 * times over: its centre, the cosine of its latitude and its reach as the haversine's h (geo.sql.ts
 * `withinReachSql`), both worked out by the app once per call instead of by PostgreSQL on every row.
 */
export interface CircleColumns {
  latitude: Query<number>;
  longitude: Query<number>;
  cosLatitude: Query<number>;
  reach: Query<number>;
}

/**
 * Whether the point a viewer whose view is `placeViewer` may see of posts `p` lies within the circle:
 * every distance filter reads this, never p.latitude/p.longitude alone for someone else. Each post's
 * three points (exact, mates', public) lie within a few kilometres of each other, so most rows are
 * settled without asking whose view applies: all three inside is inside for any viewer, none inside
 * is outside for any viewer. Each point is tested once a row (the exact one first: then the mates'
 * one, which is most often the same point and then not measured again, and the public one); only a
 * post the circle's edge runs between reads the follows, and `placeViewer` is written once (each copy
 * of it is planned with its follow probes, on every read).
 */
export function seenWithinSql(placeViewer: Query<unknown>, circle: CircleColumns): Query<boolean> {
  const within = (latitude: Query<unknown>, longitude: Query<unknown>) =>
    sql`coalesce(${withinReachSql(circle, { latitude, longitude })}, false)`;
  const exact = within(sql.ref('p.latitude'), sql.ref('p.longitude'));
  const mates = within(sql.ref('p.mates_latitude'), sql.ref('p.mates_longitude'));
  const publicly = within(sql.ref('p.public_latitude'), sql.ref('p.public_longitude'));
  const sameMates = sql`(p.mates_latitude = p.latitude and p.mates_longitude = p.longitude)`;
  // true or false when the three points agree, null when the viewer's point decides.
  const agreed = sql`(case when ${exact}
    then (case when (${sameMates} or ${mates}) and ${publicly} then true end)
    else (case when (${sameMates} or not ${mates}) and not ${publicly} then false end) end)`;
  return sql`coalesce(${agreed}, (case ${placeViewer} when 'author' then ${exact} when 'mates' then ${mates} else ${publicly} end))`;
}

/**
 * Whether someone may see posts `p`'s point snapped coarser than the close snap (domain `WIDE_SNAPS`):
 * the predicate of migration wide_snap_cells' indexes, word for word, so nearby's wide ring may use them.
 */
export const wideSnapSql: Query<boolean> = sql`(p.public_precision in (${sql.join(WIDE_SNAPS.map((p) => sql.lit(p)))}) or p.mates_precision in (${sql.join(WIDE_SNAPS.map((p) => sql.lit(p)))}))`;

/** An angler's defaults as a row of angler_location_defaults says them, or the new-angler defaults without one. */
export const defaultsOfSql = (anglerId: string): Query<{ public_precision: LocationPrecision; mates_precision: LocationPrecision }> => sql`
  select coalesce((select d.public_precision from angler_location_defaults d where d.angler_id = ${anglerId}::uuid), ${NEW_ANGLER_PRECISIONS.publicPrecision}) as public_precision,
         coalesce((select d.mates_precision from angler_location_defaults d where d.angler_id = ${anglerId}::uuid), ${NEW_ANGLER_PRECISIONS.matesPrecision}) as mates_precision`;

import { precompiled, sql, type Query, type Statement } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowOf } from '../../../../platform/db/row.ts';
import type { PageRequest } from '../../application/ports.ts';
import { cellOf, cellsCovering, type CellLevel, type Circle } from '../../domain/map-cells.ts';
import type { LocationPrecision } from '../../domain/location-shield.ts';
import { circleReach, withinReachSql } from './geo.sql.ts';
import { seenAtSql } from './location-shield.sql.ts';
import { likedOnPageSql } from './page-likes.sql.ts';
import { isPageMateSql, readerMateIdsSql } from './visibility.sql.ts';

/** A hit as the shield reads it: its author, and its two precisions as stored now (catch_places keeps them with the post's). */
const HIT = {
  authorId: sql.ref('hits.author_id'),
  publicPrecision: sql.ref('hits.public_precision'),
  matesPrecision: sql.ref('hits.mates_precision'),
};

/** A post on a page by reference (PostRefPage), where it was shared and when. */
export const PostRef = rowOf({
  postId: col.text(),
  createdAt: col.time(),
  liked: col.bool(),
  visible: col.bool(),
  /** The precision the viewer sees the post's place at, read with the page (location-shield.sql.ts). */
  seenAt: col.text<LocationPrecision>(),
});
export type PostRef = RowOf<typeof PostRef>;

/**
 * Public catches within a circle, newest first (Discover).
 *
 * Each cell is an index-only walk of catch_places (cell, newest first, carrying the coordinates) that
 * stops at a page of hits. The centre's cell is walked first: when it alone fills the page, its
 * oldest hit is a floor no answer can be older than, so the other cells are walked only down to it
 * — a cell the circle barely clips is not read to its end to find nothing newer. Then the
 * hits are merged and the viewer's likes of the page read as one range of their likes (those of
 * posts within the page's time span, page-likes.sql.ts). The bounding box goes before the distance: four comparisons turn away most
 * entries of the edge cells before the trigonometry. Per-cell walks in a LATERAL with a LIMIT keep
 * PostgreSQL from the whole-cell bitmap scan that the box's misleading selectivity once led it to.
 * catch_places holds public catches only (the sharing rule), so every hit is visible, each at its
 * public point (catch-place.sql.ts): every viewer's circle is measured to what the public may see.
 * Each hit carries the precision this viewer sees it at (a mate may see finer than the public), from
 * the author and precisions catch_places keeps beside the place — written with the post's row and
 * rewritten in the same transaction as a change of precision, so they are the post's as stored now —
 * read by the same index-only walk: no probe of posts and no statement of the shield's own. Whether
 * the viewer is a mate of each author whose catch's views differ is decided once for the page, as one
 * array (`readerMateIdsSql`, an InitPlan: only a hit whose views differ reads it), not per hit.
 */
export function publicCatchesNear(circle: Circle, viewerId: string, page: PageRequest): Statement<unknown> {
  const { level, cells, box } = cellsCovering(circle);
  return discoverPage(
    { level, limit: page.limit, cursor: page.after !== null },
    {
      centre: cellOf(circle.latitude, circle.longitude, level),
      cells,
      ...box,
      latitude: circle.latitude,
      longitude: circle.longitude,
      ...circleReach(circle),
      viewer: viewerId,
      afterTime: page.after?.createdAt ?? null,
      afterId: page.after?.id ?? null,
    },
  );
}

interface DiscoverValues extends Record<string, unknown> {
  centre: number;
  cells: number[];
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  latitude: number;
  longitude: number;
  cosLatitude: number;
  reach: number;
  viewer: string;
  afterTime: Date | null;
  afterId: string | null;
}

/**
 * Built and compiled once per cell level, page size and cursor-or-not (platform/db/sql.ts
 * `precompiled`): each page only binds its values. The distance test compares the haversine's h with
 * the circle's reach, the centre's cosine bound by the app (geo.sql.ts `withinReachSql`): in the
 * generic plan an expression of parameters is computed again on every row it tests.
 */
const discoverPage = precompiled(
  (shape: { level: CellLevel; limit: number; cursor: boolean }) => `${shape.level}:${shape.limit}:${shape.cursor}`,
  (shape, v: DiscoverValues) => {
    const column = sql.ref(shape.level === 'fine' ? 'cp.fine_cell' : 'cp.coarse_cell');
    const rows = sql.lit(shape.limit + 1);
    const cursor = shape.cursor ? sql`and (cp.created_at, cp.post_id) < (${v.afterTime}::timestamptz, ${v.afterId}::uuid)` : sql``;
    const circle = {
      latitude: sql<number>`${v.latitude}::float8`,
      longitude: sql<number>`${v.longitude}::float8`,
      cosLatitude: sql<number>`${v.cosLatitude}::float8`,
      reach: sql<number>`${v.reach}::float8`,
    };
    const walk = (cell: Query<unknown>, extra: Query<unknown>) => sql`
    select cp.post_id, cp.created_at, cp.author_id, cp.public_precision, cp.mates_precision from catch_places cp
    where ${column} = ${cell} ${cursor} ${extra}
      and cp.latitude between ${v.minLat} and ${v.maxLat} and cp.longitude between ${v.minLng} and ${v.maxLng}
      and ${withinReachSql(circle, { latitude: sql.ref('cp.latitude'), longitude: sql.ref('cp.longitude') })}
    order by cp.created_at desc, cp.post_id desc
    limit ${rows}`;
    const viewer = sql`${v.viewer}::uuid`;
    const mateIds = readerMateIdsSql(viewer);
    const mate = isPageMateSql(sql.ref('hits.author_id'), mateIds);
    return sql`with centre as materialized (${walk(sql`${v.centre}::int`, sql``)}
), floor as (
  select case when count(*) = ${rows} then min(created_at) end as since from centre
), hits as materialized (
  select * from centre
  union all
  select hit.*
  from unnest(${v.cells}::int[]) as c(cell)
  cross join lateral (${walk(sql.ref('c.cell'), sql`and c.cell <> ${v.centre}::int and cp.created_at >= coalesce((select since from floor), '-infinity')`)}
  ) hit
  order by created_at desc, post_id desc
  limit ${rows}
)
select hits.post_id, hits.created_at,
  ${likedOnPageSql(viewer, 'hits')} as liked,
  true as visible,
  ${seenAtSql(viewer, HIT, mate)} as seen_at
from hits
order by hits.created_at desc, hits.post_id desc`;
  },
);

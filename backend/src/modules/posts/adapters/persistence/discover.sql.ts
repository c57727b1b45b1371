import { sizedStatement, type Statement } from '../../../../platform/db/sql.ts';
import type { CellLevel } from '../../domain/map-cells.ts';

export interface PlaceRow {
  post_id: string;
  created_at: Date;
  liked: boolean;
}

/** Haversine distance from ($3, $4) to the catch, in km — the exact filter after the cells' coarse one. */
const DISTANCE = `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(cp.latitude - $3) / 2), 2) + cos(radians($3)) * cos(radians(cp.latitude)) * power(sin(radians(cp.longitude - $4) / 2), 2))))`;

/** One cell's walk: newest first, inside the box, then inside the circle; `extra` narrows it further. */
const walk = (column: string, cell: string, cursor: string, extra: string, rows: number) => `
    select cp.post_id, cp.created_at from catch_places cp
    where cp.${column} = ${cell} ${cursor} ${extra}
      and cp.latitude between $6 and $7 and cp.longitude between $8 and $9
      and ${DISTANCE} <= $5
    order by cp.created_at desc, cp.post_id desc
    limit ${rows}`;

/**
 * Public catches within a circle, newest first: `$1` viewer, `$2` the cells covering the circle,
 * `$3`/`$4` its centre, `$5` its radius (km), `$6`–`$9` the circle's bounding box (south, north,
 * west, east), `$10` the centre's cell; after the first page `$11`/`$12` where the previous one
 * ended. The rows wanted are written into the text (sizedStatement).
 *
 * Each cell is an index-only walk of catch_places (cell, newest first, carrying the coordinates) that
 * stops at a page of hits. The centre's cell is walked first: when it alone fills the page, its
 * oldest hit is a floor no answer can be older than, so the other cells are walked only down to it
 * — a cell the circle barely clips is no longer read to its end to find nothing newer. Then the
 * hits are merged and the viewer's likes of the page read in one walk of their own range of
 * post_likes_by_angler. The bounding box goes before the distance: four comparisons turn away most
 * entries of the edge cells before the trigonometry. Per-cell walks in a LATERAL with a LIMIT keep
 * PostgreSQL from the whole-cell bitmap scan that the box's misleading selectivity once led it to.
 */
const near = (column: string, cursor: string) => (rows: number) => `with centre as materialized (${walk(column, '$10', cursor, '', rows)}
), floor as (
  select case when count(*) = ${rows} then min(created_at) end as since from centre
), hits as materialized (
  select post_id, created_at from centre
  union all
  select hit.post_id, hit.created_at
  from unnest($2::int[]) as c(cell)
  cross join lateral (${walk(column, 'c.cell', cursor, `and c.cell <> $10 and cp.created_at >= coalesce((select since from floor), '-infinity')`, rows)}
  ) hit
  order by created_at desc, post_id desc
  limit ${rows}
)
select hits.post_id, hits.created_at,
  hits.post_id = any (array(
    select l.post_id from post_likes l where l.angler_id = $1 and l.post_id = any (array(select post_id from hits))
  )) as liked
from hits
order by hits.created_at desc, hits.post_id desc`;

const AFTER = 'and (cp.created_at, cp.post_id) < ($11::timestamptz, $12::uuid)';

export const PUBLIC_CATCHES_NEAR: Record<CellLevel, { first: (rows: number) => Statement; after: (rows: number) => Statement }> = {
  fine: {
    first: sizedStatement('posts.discover-near.fine.first', near('fine_cell', '')),
    after: sizedStatement('posts.discover-near.fine.after', near('fine_cell', AFTER)),
  },
  coarse: {
    first: sizedStatement('posts.discover-near.coarse.first', near('coarse_cell', '')),
    after: sizedStatement('posts.discover-near.coarse.after', near('coarse_cell', AFTER)),
  },
};

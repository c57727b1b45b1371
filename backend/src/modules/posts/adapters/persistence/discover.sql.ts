import { statement, type Statement } from '../../../../platform/db/sql.ts';
import type { CellLevel } from '../../domain/map-cells.ts';

export interface PlaceRow {
  post_id: string;
  created_at: Date;
  liked: boolean;
}

/** Haversine distance from ($3, $4) to the catch, in km — the exact filter after the cells' coarse one. */
const DISTANCE = `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(cp.latitude - $3) / 2), 2) + cos(radians($3)) * cos(radians(cp.latitude)) * power(sin(radians(cp.longitude - $4) / 2), 2))))`;

/**
 * Public catches within a circle, newest first: `$1` viewer, `$2` the cells covering the circle,
 * `$3`/`$4` its centre, `$5` its radius (km), `$6` rows wanted, after the first page `$7`/`$8` where
 * the previous one ended. One index-only walk of catch_places per cell (cell, newest first, carrying
 * the coordinates), each stopping at a page of hits inside the circle, merged; then the viewer's like
 * of the page's posts. No latitude/longitude box beside the distance: PostgreSQL would multiply the
 * selectivities of the correlated conditions and expect ~1 row per cell, and read whole cells.
 */
const near = (column: string, cursor: string) => `select hit.post_id, hit.created_at,
  exists (select 1 from post_likes l where l.post_id = hit.post_id and l.angler_id = $1) as liked
from unnest($2::int[]) as c(cell)
cross join lateral (
  select cp.post_id, cp.created_at from catch_places cp
  where cp.${column} = c.cell ${cursor}
    and ${DISTANCE} <= $5
  order by cp.created_at desc, cp.post_id desc
  limit $6
) hit
order by hit.created_at desc, hit.post_id desc
limit $6`;

const AFTER = 'and (cp.created_at, cp.post_id) < ($7::timestamptz, $8::uuid)';

export const PUBLIC_CATCHES_NEAR: Record<CellLevel, { first: Statement; after: Statement }> = {
  fine: {
    first: statement('posts.discover-near.fine.first', near('fine_cell', '')),
    after: statement('posts.discover-near.fine.after', near('fine_cell', AFTER)),
  },
  coarse: {
    first: statement('posts.discover-near.coarse.first', near('coarse_cell', '')),
    after: statement('posts.discover-near.coarse.after', near('coarse_cell', AFTER)),
  },
};

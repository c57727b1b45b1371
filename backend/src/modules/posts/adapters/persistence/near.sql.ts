import { precompiled, sql, type Query, type Statement } from '../../../../platform/db/sql.ts';
import type { PageRequest } from '../../application/ports.ts';
import { cellsCovering, type CellLevel, type Circle } from '../../domain/map-cells.ts';
import { CLOSE_SNAP, snapReachKm, WIDE_SNAPS, type LocationPrecision } from '../../domain/location-shield.ts';
import {
  placeViewerSql,
  precisionAsksAboutMatesSql,
  seenAtSql,
  seenWithinSql,
  wideSnapSql,
  type CircleColumns,
} from './location-shield.sql.ts';
import { circleReach } from './geo.sql.ts';
import { AUTHOR_COLUMNS, POST_COLUMNS } from './post-row.ts';
import { MATES_ON_PAGE, pageMatesSql, POST_SEEN, visibleToSql } from './visibility.sql.ts';

/** A hit of the page, as the shield reads it: its author, and its two precisions as stored now. */
const NEAR_HIT = {
  authorId: sql.ref('near_hit.author_id'),
  publicPrecision: sql.ref('near_hit.public_precision'),
  matesPrecision: sql.ref('near_hit.mates_precision'),
};

/**
 * What a walk keeps of each hit: its key and what the shield reads once the page is chosen. The walk
 * tests only columns the fine cells' index carries (migration nearby_cell_cover), so it reads posts'
 * rows only for the page, by primary key, in the same statement (the same snapshot).
 */
const HIT_COLUMNS = sql.raw('p.id, p.created_at, p.author_id, p.public_precision, p.mates_precision');

/**
 * The circle and the viewer as the statement's one-row `here`, each bound once: the walks' filters
 * name them over a hundred times, and as parameters each copy was one more value to encode, send and
 * bind on every call. PostgreSQL folds the row into the expressions that read it (a CTE of no table,
 * not materialized), so the plan is the one the parameters gave. The circle is bound as the filters
 * test it (its centre's cosine and its reach, geo.sql.ts `withinReachSql`): in the generic plan an
 * expression of parameters is worked out again on every row, and this one runs for each of a walk's
 * rows and points.
 */
const HERE: CircleColumns = {
  latitude: sql.ref('here.latitude'),
  longitude: sql.ref('here.longitude'),
  cosLatitude: sql.ref('here.cos_latitude'),
  reach: sql.ref('here.reach'),
};
const VIEWER_HERE = sql.ref('here.viewer');

const cellColumn = (level: CellLevel) => sql.ref(level === 'fine' ? 'p.fine_cell' : 'p.coarse_cell');

/**
 * PostgreSQL's guess at how many elements an array parameter holds when it plans for no values in
 * particular (its generic plan), and so how many cells it thinks the walk probes.
 */
const GUESSED_ARRAY_LENGTH = 10;

/**
 * The cells to walk, padded with nulls to at least PostgreSQL's guess, so its generic plan (cached
 * per connection, only bound and run) is chosen after its first few calls. PostgreSQL keeps
 * planning for each call's values while those plans look cheaper than the generic one, and they
 * count the cells where the generic plan guesses ten: for a circle of fewer cells (most 10 km ones)
 * every call would be planned anew, and planning this statement costs more than running it. A null
 * cell matches no post: its probe ends without reading the index.
 */
const walkedCells = (cells: readonly number[]): ReadonlyArray<number | null> =>
  cells.length >= GUESSED_ARRAY_LENGTH ? cells : [...cells, ...Array<null>(GUESSED_ARRAY_LENGTH - cells.length).fill(null)];

/** The map cells of the exact points a search must walk to find every post seen at one of `precisions` within the circle. */
const cellsReaching = (circle: Circle, precisions: readonly LocationPrecision[]) =>
  cellsCovering({ ...circle, radiusKm: circle.radiusKm + Math.max(0, ...precisions.map((p) => snapReachKm(circle.latitude, p))) });

/**
 * Nearby posts: newest first within a circle, every post the viewer may see, each row with the
 * precision the viewer sees its place at (`seen_at`), whether they liked it and its author's card
 * (posts' copy, post_authors: no second statement for the cards). One probe per map
 * cell (cell, created_at desc, id desc), each taking at most a page of rows inside the circle,
 * merged — so the work is bounded by cells × page size however many posts the area holds. No
 * latitude/longitude box next to the distance: PostgreSQL multiplies the box's selectivities with
 * the distance's and expects about one row per cell, so it reads and sorts the whole cell instead of
 * walking the index and stopping at a page.
 *
 * The location shield: the distance is measured to the point THIS viewer may see of each post
 * (location-shield.sql.ts), never to the exact one unless it is theirs, so probing with many centres
 * and radii learns nothing finer than the cell. The cells are those of the exact points: every
 * post's, for the circle widened by how far a point snapped to 1 km can lie from its exact one
 * (under a kilometre: about the circle's own cells); and in the ring beyond, out to how far a 10 km
 * snap can lie, only the posts someone sees that coarsely (`wideSnapSql`: their own small index, few
 * rows, so the whole ring is one search of it). A post has one cell, so the walks never meet. Two
 * blocks and no more: each block costs about half a millisecond to plan, more than walking a cell,
 * whenever PostgreSQL plans it (a connection's first calls, see `walkedCells`). Whether the viewer is a mate of
 * each author whose catch's views differ is decided once per author of the page, in the same statement.
 */
export function postsNearSql(circle: Circle, viewerId: string, page: PageRequest): Statement<{ id: string; seen_at: LocationPrecision }> {
  const close = cellsReaching(circle, [CLOSE_SNAP]);
  const wide = cellsReaching(circle, WIDE_SNAPS);
  const walkedClose = new Set(wide.level === close.level ? close.cells : []);
  return nearPage(
    { limit: page.limit, cursor: page.after !== null, closeLevel: close.level, wideLevel: wide.level },
    {
      latitude: circle.latitude,
      longitude: circle.longitude,
      viewer: viewerId,
      ...circleReach(circle),
      closeCells: close.cells,
      walkedCloseCells: walkedCells(close.cells),
      wideCells: wide.cells.filter((cell) => !walkedClose.has(cell)),
      afterTime: page.after?.createdAt ?? null,
      afterId: page.after?.id ?? null,
    },
  );
}

interface NearShape {
  limit: number;
  cursor: boolean;
  closeLevel: CellLevel;
  wideLevel: CellLevel;
}

type NearValues = {
  latitude: number;
  longitude: number;
  viewer: string;
  cosLatitude: number;
  reach: number;
  closeCells: readonly number[];
  walkedCloseCells: ReadonlyArray<number | null>;
  wideCells: readonly number[];
  afterTime: Date | null;
  afterId: string | null;
};

/**
 * Built and compiled once per shape (platform/db/sql.ts `precompiled`); each call only places its
 * values: building and compiling this template took about as much of the app's time as the rest of
 * the request.
 */
const nearPage = precompiled(
  (shape: NearShape) => `${shape.limit}:${shape.cursor}:${shape.closeLevel}:${shape.wideLevel}`,
  (shape, v: NearValues) => {
    const rows = sql.lit(shape.limit + 1);
    const cursor = shape.cursor ? sql`and (p.created_at, p.id) < (${v.afterTime}::timestamptz, ${v.afterId}::uuid)` : sql``;
    /**
     * The viewer's hits among posts `p` matching `where`, newest first, at most a page and one: only what
     * the cells' covering index holds. The close cells are walked each on its own (a LATERAL with a
     * LIMIT), so a walk stops at a page whatever the cell holds.
     */
    // The distance first, and the privacy rule only for the rows inside: in one CASE, as PostgreSQL
    // would otherwise order the two filters by its estimate of their costs and probe the follows of
    // every mates-only row the walk reads, inside the circle or not.
    const hits = (where: Query<unknown>) => sql`
      select ${HIT_COLUMNS} from here, posts p
      where ${where} ${cursor}
        and (case when ${seenWithinSql(placeViewerSql(VIEWER_HERE), HERE)} then ${visibleToSql(VIEWER_HERE, POST_SEEN)} else false end)
      order by p.created_at desc, p.id desc limit ${rows}`;
    const viewer = sql`${v.viewer}::uuid`;
    /**
     * Whether the viewer liked each row: one probe of post_likes' primary key a row, written so that
     * PostgreSQL cannot turn it into a hashed scan of all the viewer's likes (what it chose for
     * `exists`, planning for the average liker: hundreds of rows read for an avid one, for a page of 20).
     */
    const LIKED = sql`((select true from post_likes l where l.post_id = near_hit.id and l.angler_id = ${viewer}) is not null)`;
    return sql<{ id: string; seen_at: LocationPrecision }>`with here as not materialized (
        select ${v.latitude}::float8 as latitude, ${v.longitude}::float8 as longitude, ${v.cosLatitude}::float8 as cos_latitude,
          ${v.reach}::float8 as reach, ${viewer} as viewer
      ), near_hit as materialized (
        select hit.* from unnest(${v.walkedCloseCells}::int[]) as c(cell)
        cross join lateral (${hits(sql`${cellColumn(shape.closeLevel)} = c.cell`)}) hit
        union all
        (${hits(
          sql`${cellColumn(shape.wideLevel)} = any(${v.wideCells}::int[])
            and ${wideSnapSql} and not (${cellColumn(shape.closeLevel)} = any(${v.closeCells}::int[]))`,
        )})
        order by created_at desc, id desc limit ${rows}
      ), mates as materialized (
        ${pageMatesSql(viewer, sql`select near_hit.author_id from near_hit where ${precisionAsksAboutMatesSql(NEAR_HIT)}`)}
      )
      select ${POST_COLUMNS}, ${AUTHOR_COLUMNS}, ${LIKED} as liked,
        ${seenAtSql(viewer, NEAR_HIT, MATES_ON_PAGE)} as seen_at
      from near_hit join posts p on p.id = near_hit.id left join mates m on m.author_id = near_hit.author_id
        left join post_authors a on a.angler_id = near_hit.author_id
      order by near_hit.created_at desc, near_hit.id desc`;
  },
);

import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import { SqlToken, statement, type Sql } from '../../../../platform/db/sql.ts';
import type { Audience, CatchTally, PageRequest, PostCountsRow, PostReads, PostRefPage, PostSlice } from '../../application/ports.ts';
import { cellOf, cellsCovering, type Circle } from '../../domain/map-cells.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import { LIKED_BY_READER, POST_COLUMNS, pgArray, toRecord, type PostRow } from './post-row.ts';
import { addUp } from './catch-tally.rows.ts';
import { CatchTallyCache, TALLIES_OF_ANGLER, type PrivacyTallyRow } from './catch-tally.cache.ts';
import { HOME_TIMELINE_AFTER, HOME_TIMELINE_FIRST, type TimelineRow } from './home-timeline.sql.ts';
import { PUBLIC_CATCHES_NEAR, type PlaceRow } from './discover.sql.ts';

/** `(created_at, id)` strictly after the page's end, newest first; binds nothing when on the first page. */
const after = (page: PageRequest) =>
  page.after ? { sql: 'and (p.created_at, p.id) < (?::timestamptz, ?::uuid)', params: [page.after.createdAt, page.after.id] } : { sql: '', params: [] };

const POST_COUNTS = statement(
  'posts.counts',
  `select coalesce(sum(catches), 0)::int as catches, count(distinct species)::int as species,
          (select count(*)::int from posts where author_id = $1 and type = 'content' and privacy = any($2::text[])) as content
   from catch_tallies where author_id = $1 and privacy = any($2::text[])`,
);

const EARTH_KM = 6371;
/** Haversine distance from (?, ?) to the post, in km — exact filter after the cells' coarse one. */
const DISTANCE = `2 * ${EARTH_KM} * asin(least(1, sqrt(
  power(sin(radians(p.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ?) / 2), 2))))`;

/**
 * The read side in SQL. Each list asks for one row more than the page to know whether another page
 * follows; each is a range scan of an index whose order is the list's order (migration 20251121100000).
 */
export class SqlPostReads implements PostReads {
  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(SqlToken) private readonly sql: Sql,
    @inject(CatchTallyCache) private readonly tallies: CatchTallyCache,
  ) {}

  /**
   * A home-timeline page in ONE prepared statement and one index: a backward walk of the reader's
   * rows in `home_timelines_pkey` (author and privacy included, so no table access), the reader's
   * like of each, and — only for mates-only posts of others — whether the two follow each other
   * today: the privacy rule's own facts, read with the page. The posts themselves come from
   * PostBodies.
   */
  async homeTimeline(readerId: string, page: PageRequest): Promise<PostRefPage> {
    const rows = page.after
      ? await this.sql.rows<TimelineRow>(HOME_TIMELINE_AFTER(page.limit + 1), [readerId, page.after.createdAt, page.after.id])
      : await this.sql.rows<TimelineRow>(HOME_TIMELINE_FIRST(page.limit + 1), [readerId]);
    return refPage(rows, page);
  }

  async byAuthor(authorId: string, viewerId: string, privacies: readonly PostPrivacy[], page: PageRequest): Promise<PostSlice> {
    const cursor = after(page);
    const rows = await this.em.execute<PostRow[]>(
      `select ${POST_COLUMNS}, ${LIKED_BY_READER} from posts p
       where p.author_id = ? and p.privacy = any(?::text[]) ${cursor.sql}
       order by p.created_at desc, p.id desc limit ?`,
      [viewerId, authorId, pgArray(privacies), ...cursor.params, page.limit + 1],
    );
    return slice(rows, page);
  }

  near(circle: Circle, audience: Audience, page: PageRequest): Promise<PostSlice> {
    return this.#inCircle(
      circle,
      audience.viewerId,
      `(p.privacy = 'public' or p.author_id = ? or (p.privacy = 'mates' and p.author_id = any(?::uuid[])))`,
      [audience.viewerId, pgArray(audience.mateIds)],
      page,
    );
  }

  /** Discover: from catch_places, index-only per cell (discover.sql.ts). */
  async publicCatchesNear(circle: Circle, viewerId: string, page: PageRequest): Promise<PostRefPage> {
    const { level, cells, box } = cellsCovering(circle);
    const statements = PUBLIC_CATCHES_NEAR[level];
    const values = [
      viewerId, cells, circle.latitude, circle.longitude, circle.radiusKm,
      box.minLat, box.maxLat, box.minLng, box.maxLng, cellOf(circle.latitude, circle.longitude, level),
    ];
    const rows = page.after
      ? await this.sql.rows<PlaceRow>(statements.after(page.limit + 1), [...values, page.after.createdAt, page.after.id])
      : await this.sql.rows<PlaceRow>(statements.first(page.limit + 1), values);
    return refPage(rows, page);
  }

  async publicCatchesAt(placeWords: readonly string[], viewerId: string, page: PageRequest): Promise<PostSlice> {
    const cursor = after(page);
    const rows = await this.em.execute<PostRow[]>(
      `select ${POST_COLUMNS}, ${LIKED_BY_READER} from posts p
       where p.type = 'catch' and p.privacy = 'public' and p.location is not null
         and to_tsvector('simple', p.location) @@ plainto_tsquery('simple', ?) ${cursor.sql}
       order by p.created_at desc, p.id desc limit ?`,
      [viewerId, placeWords.join(' '), ...cursor.params, page.limit + 1],
    );
    return slice(rows, page);
  }

  async publicCatches(viewerId: string, page: PageRequest): Promise<PostSlice> {
    const cursor = after(page);
    const rows = await this.em.execute<PostRow[]>(
      `select ${POST_COLUMNS}, ${LIKED_BY_READER} from posts p
       where p.type = 'catch' and p.privacy = 'public' ${cursor.sql}
       order by p.created_at desc, p.id desc limit ?`,
      [viewerId, ...cursor.params, page.limit + 1],
    );
    return slice(rows, page);
  }

  /**
   * Statistics from the catch tallies (one row per species and privacy, kept at share and delete):
   * the visible privacies' rows added up per species; the biggest fish is the largest, the earliest
   * caught among equals (domain/stats.ts).
   */
  async catchTally(authorId: string, privacies: readonly PostPrivacy[]): Promise<CatchTally> {
    const { rows } = await this.tallies.get(authorId, async () => ({
      rows: await this.sql.rows<PrivacyTallyRow>(TALLIES_OF_ANGLER, [authorId]),
    }));
    return addUp(rows.filter((r) => privacies.includes(r.privacy)));
  }

  /** Catches and species from the catch tallies, content posts from their own small index. */
  async counts(authorId: string, privacies: readonly PostPrivacy[]): Promise<PostCountsRow> {
    const [row] = await this.sql.rows<{ catches: number; species: number; content: number }>(POST_COUNTS, [authorId, privacies]);
    return { posts: row!.catches + row!.content, catches: row!.catches, species: row!.species };
  }

  /**
   * Newest first within a circle: one probe per map cell (cell, created_at desc, id desc), each taking
   * at most a page of rows inside the circle, merged — so the work is bounded by cells × page size
   * however many posts the area holds. No latitude/longitude box next to the distance: PostgreSQL
   * multiplies the box's selectivities with the distance's and expects about one row per cell, so it
   * reads and sorts the whole cell (4 × 4,000 rows, 100 ms at Lake Tahoe) instead of walking the
   * index and stopping at a page (under 1 ms); the distance alone keeps the estimate sane.
   */
  async #inCircle(circle: Circle, viewerId: string, visible: string, visibleParams: unknown[], page: PageRequest): Promise<PostSlice> {
    const { level, cells } = cellsCovering(circle);
    const column = level === 'fine' ? 'fine_cell' : 'coarse_cell';
    const cursor = after(page);
    const rows = await this.em.execute<PostRow[]>(
      `select hit.*, exists (select 1 from post_likes l where l.post_id = hit.id and l.angler_id = ?) as liked
       from unnest(?::int[]) as c(cell)
       cross join lateral (
         select ${POST_COLUMNS} from posts p
         where p.${column} = c.cell ${cursor.sql}
           and ${DISTANCE} <= ?
           and ${visible}
         order by p.created_at desc, p.id desc limit ?
       ) hit
       order by hit.created_at desc, hit.id desc limit ?`,
      [
        viewerId, pgArray(cells), ...cursor.params,
        circle.latitude, circle.latitude, circle.longitude, circle.radiusKm,
        ...visibleParams, page.limit + 1, page.limit + 1,
      ],
    );
    return slice(rows, page);
  }
}

/** References to a page of posts: one row more than the page was asked for tells that another follows. */
function refPage(rows: Array<{ post_id: string; created_at: Date; liked: boolean; mate?: boolean | null }>, page: PageRequest): PostRefPage {
  const refs = rows.slice(0, page.limit).map((r) => ({ postId: r.post_id, liked: r.liked, mates: r.mate === true }));
  const last = rows[page.limit - 1];
  return { refs, next: rows.length > page.limit && last ? { createdAt: new Date(last.created_at), id: last.post_id } : null };
}

function slice(rows: PostRow[], page: PageRequest): PostSlice {
  const posts = rows.slice(0, page.limit).map(toRecord);
  const last = posts.at(-1);
  return { posts, next: rows.length > page.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import type { Audience, CatchTally, PageRequest, PostCountsRow, PostReads, PostSlice } from '../../application/ports.ts';
import { cellsCovering, type Circle } from '../../domain/map-cells.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import { AUTHOR_COLUMNS, LIKED_BY_READER, POST_COLUMNS, pgArray, toRecord, type PostRow } from './post-row.ts';
import { addUp, type TallyRow } from './catch-tally.rows.ts';

/** `(created_at, id)` strictly after the page's end, newest first; binds nothing when on the first page. */
const after = (page: PageRequest, alias = 'p', id = 'id') =>
  page.after ? { sql: `and (${alias}.created_at, ${alias}.${id}) < (?::timestamptz, ?::uuid)`, params: [page.after.createdAt, page.after.id] } : { sql: '', params: [] };

const EARTH_KM = 6371;
/** Haversine distance from (?, ?) to the post, in km — exact filter after the cells' coarse one. */
const DISTANCE = `2 * ${EARTH_KM} * asin(least(1, sqrt(
  power(sin(radians(p.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ?) / 2), 2))))`;

/**
 * The read side in SQL. Each list asks for one row more than the page to know whether another page
 * follows; each is a range scan of an index whose order is the list's order (migration 20251121100000).
 */
export class SqlPostReads implements PostReads {
  constructor(@inject(EntityManagerToken) private readonly em: EntityManager) {}

  async homeTimeline(readerId: string, page: PageRequest): Promise<PostSlice> {
    const cursor = after(page, 't', 'post_id');
    const rows = await this.em.execute<PostRow[]>(
      `select ${POST_COLUMNS}, ${AUTHOR_COLUMNS}, ${LIKED_BY_READER}
       from (select post_id, created_at from home_timelines t
             where t.angler_id = ? ${cursor.sql}
             order by t.created_at desc, t.post_id desc limit ?) t
       join posts p on p.id = t.post_id
       left join post_authors a on a.angler_id = p.author_id
       order by t.created_at desc, t.post_id desc`,
      [readerId, readerId, ...cursor.params, page.limit + 1],
    );
    return slice(rows, page);
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

  publicCatchesNear(circle: Circle, viewerId: string, page: PageRequest): Promise<PostSlice> {
    return this.#inCircle(circle, viewerId, `p.type = 'catch' and p.privacy = 'public'`, [], page);
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
    const rows = await this.em.execute<TallyRow[]>(
      `select species, catches, max_weight, max_weight_at, max_length, max_length_at from catch_tallies
       where author_id = ? and privacy = any(?::text[])`,
      [authorId, pgArray(privacies)],
    );
    return addUp(rows);
  }

  /** Catches and species from the catch tallies, content posts from their own small index. */
  async counts(authorId: string, privacies: readonly PostPrivacy[]): Promise<PostCountsRow> {
    const visible = pgArray(privacies);
    const [row] = await this.em.execute<{ catches: number; species: number; content: number }[]>(
      `select coalesce(sum(catches), 0)::int as catches, count(distinct species)::int as species,
              (select count(*)::int from posts where author_id = ? and type = 'content' and privacy = any(?::text[])) as content
       from catch_tallies where author_id = ? and privacy = any(?::text[])`,
      [authorId, visible, authorId, visible],
    );
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

function slice(rows: PostRow[], page: PageRequest): PostSlice {
  const posts = rows.slice(0, page.limit).map(toRecord);
  const last = posts.at(-1);
  return { posts, next: rows.length > page.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

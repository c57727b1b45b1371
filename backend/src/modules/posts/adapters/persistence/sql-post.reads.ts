import { inject } from 'inversify';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type {
  CatchTally,
  FollowingRefs,
  PageRequest,
  PlacePrecisionsNow,
  PostReads,
  PostRefPage,
  PostSlice,
  PublicCatcher,
} from '../../application/ports.ts';
import type { Circle } from '../../domain/map-cells.ts';
import type { LocationPrecision } from '../../domain/location-shield.ts';
import { addUp } from '../../domain/stats.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import { POST_COLUMNS, likedBy, toRecord } from './post-row.ts';
import { CatchTallyCache, PrivacyTally } from './catch-tally.cache.ts';
import { FollowingItem, followingPageSql } from './home-timeline.sql.ts';
import { PostRef, publicCatchesNear } from './discover.sql.ts';
import { postsNearSql } from './near.sql.ts';
import { POST_SEEN, shownAsSql } from './visibility.sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/** `(created_at, id)` strictly after the page's end, newest first; nothing on the first page. */
const after = (page: PageRequest) =>
  page.after ? sql`and (p.created_at, p.id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : sql``;
/** The author's posts at the privacies the viewer may see, each read at the privacy it is shown at (a hidden one at HIDDEN_AS). */
const privacyIn = (privacies: readonly PostPrivacy[]) => sql`${shownAsSql(POST_SEEN)} = any(${privacies}::text[])`;
/** Public lists (Discover, a place's catches, recent catchers) leave hidden posts out for everyone. */
const shown = sql`p.hidden_at is null`;
const pageRows = (page: PageRequest) => sql.lit(page.limit + 1);
/** A catch's searchable words and an author's name words: exactly the expressions the GIN indexes of migration catch_search hold. */
// A catch whose place is hidden from the public is not found by its place's words (the location shield).
const CATCH_WORDS = sql.raw(
  `to_tsvector('simple', coalesce(replace(p.species, '-', ' '), '') || ' ' || coalesce(p.description, '') || ' ' || coalesce(case when p.public_precision <> 'hidden' then p.location end, ''))`,
);
const AUTHOR_WORDS = sql.raw(
  `to_tsvector('simple', coalesce(a.display_name, '') || ' ' || coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, ''))`,
);
const PublicCatcherRow = rowOf({ anglerId: col.text(), species: col.of<string[]>(), lastSharedAt: col.time() });

/**
 * The read side in SQL. Each list asks for one row more than the page to know whether another page
 * follows; each is a range scan of an index whose order is the list's order (migration 20251121100000).
 * Who may see what is the one privacy rule: the SQL predicate of visibility.sql.ts on lists mixing
 * authors, the domain's visible privacies on one author's posts.
 */
export class SqlPostReads implements PostReads {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(CatchTallyCache) private readonly tallies: CatchTallyCache,
  ) {}

  /**
   * A Following page's posts and trips in ONE prepared statement (home-timeline.sql.ts); the posts
   * themselves come from PostBodies, the trips from spots.
   */
  async followingPage(readerId: string, page: PageRequest): Promise<FollowingRefs> {
    const rows = (await this.db.prepared('posts.following-page', followingPageSql(readerId, page))).map(FollowingItem.read);
    const posts: PostRef[] = [];
    const trips: Array<{ id: string; createdAt: Date }> = [];
    for (const { kind, id, createdAt, liked, visible, seenAt } of rows) {
      if (kind === 'post') posts.push({ postId: id, createdAt, liked, visible, seenAt: seenAt ?? 'hidden' });
      else trips.push({ id, createdAt });
    }
    return {
      posts: refPage(posts, page),
      trips: { keys: trips.slice(0, page.limit), more: trips.length > page.limit },
    };
  }

  async byAuthor(authorId: string, viewerId: string, privacies: readonly PostPrivacy[], page: PageRequest): Promise<PostSlice> {
    const rows = await this.db.prepared(
      'posts.by-author',
      sql`select ${POST_COLUMNS}, ${likedBy(viewerId)} as liked from posts p
          where p.author_id = ${authorId}::uuid and ${privacyIn(privacies)} ${after(page)}
          order by p.created_at desc, p.id desc limit ${pageRows(page)}`,
    );
    return slice(rows, page);
  }

  /** Newest first within a circle, every post the viewer may see, each at the point they may see (near.sql.ts). */
  async near(circle: Circle, viewerId: string, page: PageRequest): Promise<PostSlice> {
    const rows = await this.db.prepared('posts.near', postsNearSql(circle, viewerId, page));
    const seen = rows.slice(0, page.limit) as Array<{ seen_at: LocationPrecision }>;
    return { ...slice(rows, page), seenAt: seen.map((r) => r.seen_at) };
  }

  /** Discover: from catch_places, index-only per cell (discover.sql.ts). */
  async publicCatchesNear(circle: Circle, viewerId: string, page: PageRequest): Promise<PostRefPage> {
    return refPage((await this.db.prepared('posts.discover-near', publicCatchesNear(circle, viewerId, page))).map(PostRef.read), page);
  }

  async publicCatchesAt(placeWords: readonly string[], viewerId: string, page: PageRequest): Promise<PostSlice> {
    return this.#publicCatches(
      viewerId,
      // A catch whose place the public may not see at all is not found by its place's words either.
      sql`and p.location is not null and p.public_precision <> 'hidden'
          and to_tsvector('simple', p.location) @@ plainto_tsquery('simple', ${placeWords.join(' ')})`,
      page,
    );
  }

  /**
   * Search: public catches whose species, description or place has every word, or whose angler's
   * name has them — each side one walk of its GIN index (migration catch_search), merged newest first.
   */
  async publicCatchesMatching(words: readonly string[], viewerId: string, page: PageRequest): Promise<PostSlice> {
    const query = sql`plainto_tsquery('simple', ${words.join(' ')})`;
    const rows = await this.db.prepared(
      'posts.public-catches-matching',
      sql`select p.*, ${likedBy(viewerId)} as liked from (
            (select ${POST_COLUMNS} from posts p
             where p.type = 'catch' and p.privacy = 'public' and ${shown} and ${CATCH_WORDS} @@ ${query} ${after(page)}
             order by p.created_at desc, p.id desc limit ${pageRows(page)})
            union
            (select ${POST_COLUMNS} from post_authors a join posts p on p.author_id = a.angler_id
             where ${AUTHOR_WORDS} @@ ${query} and p.type = 'catch' and p.privacy = 'public' and ${shown} ${after(page)}
             order by p.created_at desc, p.id desc limit ${pageRows(page)})
          ) p
          order by p.created_at desc, p.id desc limit ${pageRows(page)}`,
    );
    return slice(rows, page);
  }

  publicCatches(viewerId: string, page: PageRequest): Promise<PostSlice> {
    return this.#publicCatches(viewerId, sql``, page);
  }

  /**
   * Statistics from the catch tallies (one row per species and privacy, kept at share and delete):
   * the visible privacies' rows added up by the domain's own rule (domain/stats.ts).
   */
  async catchTally(authorId: string, privacies: readonly PostPrivacy[]): Promise<CatchTally> {
    const { rows } = await this.tallies.get(authorId, async () => ({
      rows: (
        await this.db.prepared(
          'posts.catch-tallies-of-angler',
          sql`select species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at from catch_tallies
            where author_id = ${authorId}::uuid`,
        )
      ).map(PrivacyTally.read),
    }));
    return addUp(rows.filter((r) => privacies.includes(r.privacy)));
  }

  async #publicCatches(viewerId: string, where: Query<unknown>, page: PageRequest): Promise<PostSlice> {
    const rows = await this.db.prepared(
      'posts.public-catches',
      sql`select ${POST_COLUMNS}, ${likedBy(viewerId)} as liked from posts p
          where p.type = 'catch' and p.privacy = 'public' and ${shown} ${where} ${after(page)}
          order by p.created_at desc, p.id desc limit ${pageRows(page)}`,
    );
    return slice(rows, page);
  }

  async recentPublicCatchers(since: Date, limit: number): Promise<PublicCatcher[]> {
    const rows = await this.db.rows(sql`
      select author_id as angler_id, coalesce(array_agg(distinct species) filter (where species is not null), '{}') as species,
             max(created_at) as last_shared_at
      from posts p
      where type = 'catch' and privacy = 'public' and ${shown} and created_at >= ${since}
      group by author_id
      order by last_shared_at desc
      limit ${sql.lit(Math.max(1, Math.min(500, Math.trunc(limit))))}`);
    return rows.map(PublicCatcherRow.read);
  }

  async placePrecisionsNow(postIds: readonly string[]): Promise<Map<string, PlacePrecisionsNow>> {
    const wanted = postIds.filter(isId);
    if (!wanted.length) return new Map();
    const rows = await this.db.prepared<PlacePrecisionsNow & { id: string }>(
      'posts.place-precisions-now',
      sql`select id, public_precision as "publicPrecision", mates_precision as "matesPrecision"
          from posts where id = any(${wanted}::uuid[])`,
    );
    return new Map(rows.map(({ id, ...precisions }) => [id, precisions]));
  }

  async speciesCaughtBy(anglerId: string): Promise<string[]> {
    const rows = await this.db.rows<{ species: string }>(sql`
      select distinct species from posts where author_id = ${anglerId}::uuid and type = 'catch' and species is not null`);
    return rows.map((r) => r.species);
  }
}

/** References to a page of posts: one row more than the page was asked for tells that another follows. */
function refPage(rows: readonly PostRef[], page: PageRequest): PostRefPage {
  const refs = rows.slice(0, page.limit).map(({ postId, liked, visible, seenAt }) => ({ postId, liked, visible, seenAt }));
  const last = rows[page.limit - 1];
  return { refs, next: rows.length > page.limit && last ? { createdAt: last.createdAt, id: last.postId } : null };
}

function slice(rows: readonly unknown[], page: PageRequest): PostSlice {
  const posts = rows.slice(0, page.limit).map(toRecord);
  const last = posts.at(-1);
  return { posts, next: rows.length > page.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

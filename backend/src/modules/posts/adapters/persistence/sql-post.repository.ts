import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import type { PostRepository, SharedPost } from '../../application/ports.ts';
import type { AnglerCard } from '../../../identity/index.ts';
import { Post } from '../../domain/post.ts';
import { fieldsOf } from '../../domain/post-fields.ts';
import { POST_COLUMNS, toProps } from './post-row.ts';
import { addCatch, lockGroupOfPost, recountGroup, talliedAtSql } from './catch-tallies.sql.ts';
import { isPersonalBestSql } from './personal-best.sql.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { placeCatchSql } from './catch-place.sql.ts';
import { seenPoints } from './seen-points.ts';
import { CatchTallyCache } from './catch-tally.cache.ts';

/**
 * Posts in SQL. The Post aggregate never changes after it is shared (likes are their own rows and an
 * atomic counter), so plain statements serve it better than a unit of work: one insert, one fan-out,
 * and for a catch its group's tally (catch_tallies: statistics read a few rows, not every catch).
 */
export class SqlPostRepository implements PostRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(CatchTallyCache) private readonly tallies: CatchTallyCache,
  ) {}

  /**
   * One statement (rather than five, each a round trip inside the share's transaction): the post, the author's
   * own timeline row and its growth note, a public catch's place for Discover and a catch's tally, as data-modifying CTEs
   * (the place is taken from the post's RETURNING, which carries the map cells its insert trigger wrote). It also
   * answers whether the author is already wide, so the share queues no fan-out that would write nothing,
   * and the author's card from posts' copy, which the answer shows (saving a read of its own after).
   * A catch's personal best is decided here too, against the species' tallies (saving a read of its own before).
   */
  async share(post: Post): Promise<SharedPost> {
    const p = fieldsOf(post.toProps());
    const placed = p.type === 'catch' && p.privacy === 'public' && p.latitude !== null && p.longitude !== null;
    const seen = seenPoints(p);
    const tallied = p.type === 'catch' && p.species;
    // A catch is weighed against the species' earlier catches as this statement sees them (its tally
    // upsert below is not visible to it): their tallies, by isPersonalBest's SQL twin.
    const best = tallied
      ? isPersonalBestSql(
          { weight: p.weight, length: p.length },
          { heaviest: sql`(select heaviest from earlier)`, longest: sql`(select longest from earlier)` },
        )
      : sql`false`;
    const [row] = await this.db.rows<{ wide: boolean; card: AnglerCard | null; best: boolean }>(sql`
      with ${
        tallied
          ? sql`earlier as (select max(max_weight) as heaviest, max(max_length) as longest
          from catch_tallies where author_id = ${p.authorId}::uuid and species = ${p.species}),`
          : sql``
      }
      shared as (
        insert into posts (id, author_id, type, privacy, species, weight, length, method, description, title, tags,
           content_type, image_url, thumbnail_url, video_url, location, latitude, longitude, is_personal_best, created_at,
           public_precision, mates_precision, place_name, public_latitude, public_longitude, mates_latitude, mates_longitude)
         values (${p.id}::uuid, ${p.authorId}::uuid, ${p.type}, ${p.privacy}, ${p.species}, ${p.weight}::float8, ${p.length}::float8,
           ${p.method}, ${p.description}, ${p.title}, ${p.tags}::text[], ${p.contentType}, ${p.imageUrl}, ${p.thumbnailUrl},
           ${p.videoUrl}, ${p.location}, ${p.latitude}::float8, ${p.longitude}::float8, ${best}, ${p.createdAt}::timestamptz,
           ${p.publicPrecision}, ${p.matesPrecision}, ${p.placeName}, ${seen.publicLatitude}::float8, ${seen.publicLongitude}::float8,
           ${seen.matesLatitude}::float8, ${seen.matesLongitude}::float8)
         returning id, created_at, public_latitude, public_longitude, is_personal_best, author_id, public_precision, mates_precision),
      own_timeline as (
        -- The author's own feed at once; the rest of the audience from the fan-out job (FanOutPost).
        insert into home_timelines (angler_id, created_at, post_id, author_id, privacy, public_precision, mates_precision)
        select ${p.authorId}::uuid, created_at, id, ${p.authorId}::uuid, ${p.privacy}, public_precision, mates_precision from shared),
      growth as (
        -- Their timeline grew: trimmed by the next trimming run (TrimHomeTimelines), as a fan-out's readers are.
        insert into timeline_growth (angler_id) values (${p.authorId}::uuid) on conflict do nothing)
      ${placed ? sql`, place as (${placeCatchSql(sql`shared`, sql`true`)})` : sql``}
      ${tallied ? sql`, tally as (${addCatch({ authorId: p.authorId, species: p.species!, privacy: p.privacy, weight: p.weight, length: p.length, caughtAt: p.createdAt })})` : sql``}
      select exists (select 1 from wide_authors where angler_id = ${p.authorId}::uuid) as wide,
        (select is_personal_best from shared) as best,
        (select json_build_object('id', a.angler_id, 'displayName', a.display_name, 'firstName', a.first_name,
           'lastName', a.last_name, 'profileImageUrl', a.profile_image_url, 'shareTripLocations', a.share_trip_locations)
         from post_authors a where a.angler_id = ${p.authorId}::uuid) as card`);
    if (p.type === 'catch') this.tallies.forget(p.authorId);
    return { authorIsWide: row?.wide ?? false, author: row?.card ?? null, isPersonalBest: row?.best ?? false };
  }

  async findById(id: string): Promise<Post | null> {
    const [row] = await this.db.rows(sql`select ${POST_COLUMNS} from posts p where p.id = ${id}::uuid`);
    return row ? Post.restore(toProps(row)) : null;
  }

  /**
   * The catch's precisions (and place name) as its author just chose them, with the points each
   * audience may see, and its Discover place moved to the new public point (or taken away): one
   * transaction, and every process forgets the post's body, so the next read anywhere obeys them.
   */
  async changePrecisions(post: Post): Promise<void> {
    const p = fieldsOf(post.toProps());
    const seen = seenPoints(p);
    await this.transactions.run(async () => {
      await this.db.run(sql`update posts set public_precision = ${p.publicPrecision}, mates_precision = ${p.matesPrecision},
          place_name = ${p.placeName}, public_latitude = ${seen.publicLatitude}::float8, public_longitude = ${seen.publicLongitude}::float8,
          mates_latitude = ${seen.matesLatitude}::float8, mates_longitude = ${seen.matesLongitude}::float8
        where id = ${p.id}::uuid`);
      // Every timeline row's copy with it (≤ a wide author's threshold of followers; wider authors' posts have none).
      await this.db.run(sql`update home_timelines set public_precision = ${p.publicPrecision}, mates_precision = ${p.matesPrecision}
        where post_id = ${p.id}::uuid`);
      await this.db.run(sql`delete from catch_places where post_id = ${p.id}::uuid`);
      await this.db.run(placeCatchSql(sql`posts`, sql`id = ${p.id}::uuid and type = 'catch' and privacy = 'public' and hidden_at is null`));
    });
    this.cache.forget(p.id);
  }

  /** Likes and timeline rows go with it (foreign keys, on delete cascade); a catch's group is counted again. */
  async delete(id: string): Promise<void> {
    const authorId = await this.transactions.run(async () => {
      await this.db.rows(lockGroupOfPost(id));
      const [gone] = await this.db.rows<{ author_id: string; species: string | null; privacy: string; type: string }>(
        sql`delete from posts p where p.id = ${id}::uuid returning p.author_id, p.species, ${talliedAtSql} as privacy, p.type`,
      );
      if (gone?.type !== 'catch' || !gone.species) return null;
      for (const statement of recountGroup({ authorId: gone.author_id, species: gone.species, privacy: gone.privacy })) {
        await this.db.run(statement);
      }
      return gone.author_id;
    });
    this.cache.forget(id);
    if (authorId) this.tallies.forget(authorId);
  }
}

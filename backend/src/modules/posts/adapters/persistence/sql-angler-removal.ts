import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerRemoval } from '../../application/forget-deleted-angler.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { CatchTallyCache } from './catch-tally.cache.ts';

/**
 * Everything posts keeps of one angler, removed in the caller's transaction: the likes they gave (each
 * liked post's counter moves back in the same statement, so others' figures stay exact), their posts
 * (with their likes, timeline rows and Discover places, by cascade) and statistics, their own home
 * timeline, both directions of their follows in posts' copy, their card, their trips' feed entries, and
 * their mark as a wide author.
 * Answers the media URLs their posts held, for the store to remove.
 */
export class SqlAnglerRemoval implements AnglerRemoval {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(CatchTallyCache) private readonly tallies: CatchTallyCache,
  ) {}

  async removeAngler(anglerId: string): Promise<string[]> {
    const angler = sql`${anglerId}::uuid`;
    const liked = await this.db.rows<{ id: string }>(sql`with gone as (
        delete from post_likes where angler_id = ${angler} returning post_id)
      update posts p set likes = p.likes - g.n
      from (select post_id, count(*)::int as n from gone group by post_id) g
      where p.id = g.post_id returning p.id`);
    const posts = await this.db.rows<{ id: string; image_url: string | null; thumbnail_url: string | null; video_url: string | null }>(sql`
      delete from posts where author_id = ${angler} returning id, image_url, thumbnail_url, video_url`);
    await this.db.run(sql`delete from catch_tallies where author_id = ${angler}`);
    await this.db.run(sql`delete from home_timelines where angler_id = ${angler}`);
    await this.db.run(sql`delete from timeline_growth where angler_id = ${angler}`);
    await this.db.run(sql`delete from post_follows where follower_id = ${angler} or followee_id = ${angler}`);
    // After the follows: their trigger took the angler out of every mate's array and left their own row, empty.
    await this.db.run(sql`delete from post_mates where angler_id = ${angler}`);
    await this.db.run(sql`delete from post_authors where angler_id = ${angler}`);
    await this.db.run(sql`delete from trip_entries where author_id = ${angler}`);
    await this.db.run(sql`delete from wide_authors where angler_id = ${angler}`);
    await this.db.run(sql`delete from angler_location_defaults where angler_id = ${angler}`);
    for (const { id } of [...liked, ...posts]) this.cache.forget(id);
    this.tallies.forget(anglerId);
    return posts.flatMap((p) => [p.image_url, p.thumbnail_url, p.video_url].filter((u): u is string => !!u));
  }
}

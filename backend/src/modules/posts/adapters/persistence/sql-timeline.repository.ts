import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { TimelineRepository } from '../../application/ports.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import { othersInAudienceSql } from './visibility.sql.ts';
import { backfillSql, POST_TIMELINES, removeSql, trimSql } from './timeline-rows.sql.ts';

/** How far a post's author reaches: wide (never fanned out), or how many followers, counted up to a bound. */
const Reach = rowOf({ authorId: col.text(), wide: col.bool(), followers: col.number() });

export class SqlTimelineRepository implements TimelineRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async backfill(readerId: string, authorId: string, privacies: readonly PostPrivacy[], limit: number): Promise<void> {
    await this.db.run(backfillSql(POST_TIMELINES, readerId, authorId, privacies, limit));
  }

  async remove(readerId: string, authorId: string, privacies: readonly PostPrivacy[]): Promise<void> {
    await this.db.run(removeSql(POST_TIMELINES, readerId, authorId, privacies));
  }

  async trim(readerIds: readonly string[], keep: number): Promise<void> {
    if (readerIds.length) await this.db.run(trimSql(POST_TIMELINES, readerIds, keep));
  }

  async fanOutBatch(postId: string, after: string | null, limit: number): Promise<string[]> {
    const [post] = await this.db.rows<{ author_id: string; privacy: PostPrivacy; created_at: Date }>(
      sql`select author_id, privacy, created_at from posts where id = ${postId}::uuid`,
    );
    if (!post) return []; // deleted before its fan-out ran
    // The precisions are copied under a share lock on the post (timeline-rows.sql.ts `copied`): a
    // change of them waits for this batch, or this batch for it and copies the new ones.
    const rows = await this.db.rows<{ reader: string }>(sql`
      with post as (
        select public_precision, mates_precision from posts where id = ${postId}::uuid for share
      ), batch as (
        select a.reader from (${othersInAudienceSql(post.author_id, post.privacy)}) a
        where ${after ? sql`a.reader > ${after}::uuid` : sql`true`}
        order by a.reader limit ${limit}
      ), timeline as (
        insert into home_timelines (angler_id, created_at, post_id, author_id, privacy, public_precision, mates_precision)
        select reader, ${post.created_at}::timestamptz, ${postId}::uuid, ${post.author_id}::uuid, ${post.privacy},
          post.public_precision, post.mates_precision
        from batch cross join post
        on conflict do nothing
      ), growth as (
        insert into timeline_growth (angler_id) select reader from batch on conflict do nothing
      )
      select reader from batch order by reader`);
    return rows.map((r) => r.reader);
  }

  async reachOfPostAuthor(postId: string, countUpTo: number): Promise<{ authorId: string; wide: boolean; followers: number } | null> {
    const [row] = await this.db.rows(sql`
      select p.author_id, w.angler_id is not null as wide,
        case when w.angler_id is null then (select count(*)::int from (
          select 1 from post_follows f where f.followee_id = p.author_id limit ${countUpTo}) f) else 0 end as followers
      from posts p left join wide_authors w on w.angler_id = p.author_id
      where p.id = ${postId}::uuid`);
    return row ? Reach.read(row) : null;
  }

  async becomeWide(authorId: string): Promise<void> {
    await this.db.run(sql`insert into wide_authors (angler_id) values (${authorId}::uuid) on conflict do nothing`);
  }

  async grew(readerIds: readonly string[]): Promise<void> {
    if (!readerIds.length) return;
    await this.db.run(sql`insert into timeline_growth (angler_id) select unnest(${readerIds}::uuid[]) on conflict do nothing`);
  }

  async takeGrown(limit: number): Promise<string[]> {
    const rows = await this.db.rows<{ angler_id: string }>(sql`
      delete from timeline_growth where angler_id in (
        select angler_id from timeline_growth limit ${limit} for update skip locked
      ) returning angler_id`);
    return rows.map((r) => r.angler_id);
  }
}

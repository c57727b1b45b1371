import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { TimelineRepository } from '../../application/ports.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import { othersInAudienceSql } from './visibility.sql.ts';

export class SqlTimelineRepository implements TimelineRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  /** The author's latest posts (their grid index), copied in; rows already there stay as they are. */
  async backfill(readerId: string, authorId: string, privacies: readonly PostPrivacy[], limit: number): Promise<void> {
    await this.db.run(sql`insert into home_timelines (angler_id, created_at, post_id, author_id, privacy)
      select ${readerId}::uuid, p.created_at, p.id, p.author_id, p.privacy from posts p
      where p.author_id = ${authorId}::uuid and p.privacy = any(${privacies}::text[])
      order by p.created_at desc, p.id desc limit ${limit}
      on conflict do nothing`);
  }

  async remove(readerId: string, authorId: string, privacies: readonly PostPrivacy[]): Promise<void> {
    await this.db.run(sql`delete from home_timelines t
      where t.angler_id = ${readerId}::uuid and t.author_id = ${authorId}::uuid and t.privacy = any(${privacies}::text[])`);
  }

  /**
   * Per reader, the row at position `keep` (an index-only walk of their newest rows) is the cut; rows
   * older than it go. Readers with fewer rows have no cut and keep everything.
   */
  async trim(readerIds: readonly string[], keep: number): Promise<void> {
    if (!readerIds.length) return;
    await this.db.run(sql`delete from home_timelines t
      using (select r.reader, cut.created_at, cut.post_id
             from unnest(${readerIds}::uuid[]) as r(reader)
             cross join lateral (
               select x.created_at, x.post_id from home_timelines x
               where x.angler_id = r.reader
               order by x.created_at desc, x.post_id desc
               offset ${keep} limit 1
             ) cut) c
      where t.angler_id = c.reader and (t.created_at, t.post_id) <= (c.created_at, c.post_id)`);
  }

  async fanOutBatch(postId: string, after: string | null, limit: number): Promise<string[]> {
    const [post] = await this.db.rows<{ author_id: string; privacy: PostPrivacy; created_at: Date }>(
      sql`select author_id, privacy, created_at from posts where id = ${postId}::uuid`,
    );
    if (!post) return []; // deleted before its fan-out ran
    const rows = await this.db.rows<{ reader: string }>(sql`
      with batch as (
        select a.reader from (${othersInAudienceSql(post.author_id, post.privacy)}) a
        where ${after ? sql`a.reader > ${after}::uuid` : sql`true`}
        order by a.reader limit ${limit}
      ), timeline as (
        insert into home_timelines (angler_id, created_at, post_id, author_id, privacy)
        select reader, ${post.created_at}::timestamptz, ${postId}::uuid, ${post.author_id}::uuid, ${post.privacy} from batch
        on conflict do nothing
      ), growth as (
        insert into timeline_growth (angler_id) select reader from batch on conflict do nothing
      )
      select reader from batch order by reader`);
    return rows.map((r) => r.reader);
  }

  async reachOfPostAuthor(postId: string, countUpTo: number): Promise<{ authorId: string; wide: boolean; followers: number } | null> {
    const [row] = await this.db.rows<{ author_id: string; wide: boolean; followers: number }>(sql`
      select p.author_id, w.angler_id is not null as wide,
        case when w.angler_id is null then (select count(*)::int from (
          select 1 from post_follows f where f.followee_id = p.author_id limit ${countUpTo}) f) else 0 end as followers
      from posts p left join wide_authors w on w.angler_id = p.author_id
      where p.id = ${postId}::uuid`);
    return row ? { authorId: row.author_id, wide: row.wide, followers: row.followers } : null;
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

import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { PageRequest } from '../../application/ports.ts';
import { POST_SEEN, visibleToSql } from './visibility.sql.ts';

/**
 * The Following feed's other source (domain/timeline-delivery.ts): posts of the wide authors the
 * reader follows, which were never written into home timelines. For each wide author the reader
 * follows (`wide_authors` is small and walked first, one probe of the reader's follow
 * each: written as a join, PostgreSQL walked the reader's whole range of follows instead and probed
 * wide_authors once per followee, ~94 buffers a page with no wide author at all), the newest posts after the
 * cursor that the reader may see — the same privacy predicate as every list, so a mates-only post
 * needs the two to be mates and a private one never shows — one page and one more each, from the
 * author's index. Same columns and order as a page of `home_timelines`: a post both fanned out
 * (before its author became wide) and merged here is one row of a `union`.
 */
export function wideAuthorsPostsSql(
  readerId: string,
  page: PageRequest,
): Query<{ post_id: string; created_at: Date; author_id: string; privacy: string; public_precision: string; mates_precision: string }> {
  const cursor = page.after ? sql`and (p.created_at, p.id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : sql``;
  return sql`select p.id as post_id, p.created_at, p.author_id, p.privacy, p.public_precision, p.mates_precision
  from wide_authors w
  cross join lateral (
    select p.id, p.created_at, p.author_id, p.privacy, p.public_precision, p.mates_precision from posts p
    where p.author_id = w.angler_id ${cursor}
      and ${visibleToSql(sql`${readerId}::uuid`, POST_SEEN)}
    order by p.created_at desc, p.id desc
    limit ${sql.lit(page.limit + 1)}
  ) p
  where (select true from post_follows f where f.follower_id = ${readerId}::uuid and f.followee_id = w.angler_id) is not null`;
}

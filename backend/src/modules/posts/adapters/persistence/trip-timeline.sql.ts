import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { PageRequest } from '../../application/ports.ts';
import { visibleToSql } from './visibility.sql.ts';

/**
 * A page of a reader's trip timeline in one prepared statement: the reader's newest rows, an
 * index-only walk (author and privacy are in the primary key), each checked again by the one privacy
 * predicate — whose mate probes run only for mates-only trips of others (a row can outlive the follow
 * that put it there until the unfollow's reaction has run). A row more than the page says whether more follow.
 */
export function tripTimelinePage(readerId: string, page: PageRequest): Query<{ trip_id: string; created_at: Date }> {
  const cursor = page.after ? sql`and (t.created_at, t.trip_id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : sql``;
  return sql`select t.trip_id, t.created_at from trip_timelines t
    where t.angler_id = ${readerId}::uuid ${cursor}
      and ${visibleToSql(readerId, { privacy: sql.ref('t.privacy'), authorId: sql.ref('t.author_id') })}
    order by t.created_at desc, t.trip_id desc
    limit ${sql.lit(page.limit + 1)}`;
}

import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';

/**
 * A reader's copy of one kind of item their Following feed shows. Posts' home_timelines and trips'
 * trip_timelines have one shape — (reader, time, item) with the item's author and privacy in the
 * primary key — and are kept up alike as follows change and timelines grow; `source` is where an
 * author's items are read from when a follow brings them (with created_at, author_id and privacy).
 */
export interface TimelineTable {
  table: 'home_timelines' | 'trip_timelines';
  item: 'post_id' | 'trip_id';
  source: { table: 'posts' | 'trip_entries'; id: 'id' | 'trip_id' };
  /**
   * What else a row copies from its item, the same column on both sides: a post's two precisions
   * (the shield reads them from the page's own walk). Copied under a share lock on the item's row, so
   * a change of them (which updates the item's row and its copies in one transaction) cannot pass a
   * copy being made: one waits for the other and the later sees the earlier's values.
   */
  copied: readonly string[];
}

export const POST_TIMELINES: TimelineTable = {
  table: 'home_timelines',
  item: 'post_id',
  source: { table: 'posts', id: 'id' },
  copied: ['public_precision', 'mates_precision'],
};
export const TRIP_TIMELINES: TimelineTable = {
  table: 'trip_timelines',
  item: 'trip_id',
  source: { table: 'trip_entries', id: 'trip_id' },
  copied: [],
};

/** The author's latest items of these privacies (their own index), copied in; rows already there stay as they are. */
export function backfillSql(
  t: TimelineTable,
  readerId: string,
  authorId: string,
  privacies: readonly PostPrivacy[],
  limit: number,
): Query<unknown> {
  const id = sql.ref(`s.${t.source.id}`);
  const copied = (prefix: string) => (t.copied.length ? sql`, ${sql.join(t.copied.map((c) => sql.ref(prefix + c)))}` : sql``);
  return sql`insert into ${sql.table(t.table)} (angler_id, created_at, ${sql.ref(t.item)}, author_id, privacy${copied('')})
      select ${readerId}::uuid, s.created_at, ${id}, s.author_id, s.privacy${copied('s.')} from ${sql.table(t.source.table)} s
      where s.author_id = ${authorId}::uuid and s.privacy = any(${privacies}::text[])
      order by s.created_at desc, ${id} desc limit ${limit}
      ${t.copied.length ? sql`for share of s` : sql``}
      on conflict do nothing`;
}

/** The author's items of these privacies leave the reader's timeline. */
export function removeSql(t: TimelineTable, readerId: string, authorId: string, privacies: readonly PostPrivacy[]): Query<unknown> {
  return sql`delete from ${sql.table(t.table)} t
      where t.angler_id = ${readerId}::uuid and t.author_id = ${authorId}::uuid and t.privacy = any(${privacies}::text[])`;
}

/**
 * Per reader, the row at position `keep` (an index-only walk of their newest rows) is the cut; rows
 * older than it go. Readers with fewer rows have no cut and keep everything.
 */
export function trimSql(t: TimelineTable, readerIds: readonly string[], keep: number): Query<unknown> {
  const table = sql.table(t.table);
  return sql`delete from ${table} t
      using (select r.reader, cut.created_at, cut.item
             from unnest(${readerIds}::uuid[]) as r(reader)
             cross join lateral (
               select x.created_at, ${sql.ref(`x.${t.item}`)} as item from ${table} x
               where x.angler_id = r.reader
               order by x.created_at desc, ${sql.ref(`x.${t.item}`)} desc
               offset ${keep} limit 1
             ) cut) c
      where t.angler_id = c.reader and (t.created_at, ${sql.ref(`t.${t.item}`)}) <= (c.created_at, c.item)`;
}

import { precompiled, sql, type Statement } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { PageRequest } from '../../application/ports.ts';
import type { LocationPrecision } from '../../domain/location-shield.ts';
import { isPageMateSql, readerMateIdsSql, visibleToSql } from './visibility.sql.ts';
import { seenAtSql } from './location-shield.sql.ts';
import { likedOnPageSql } from './page-likes.sql.ts';
import { wideAuthorsPostsSql } from './wide-authors.sql.ts';

/** A page row's post as the shield reads it: its author and its two precisions, the timeline row's copies (kept in step with the post). */
const POST_ROW = {
  authorId: sql.ref('page.author_id'),
  publicPrecision: sql.ref('page.public_precision'),
  matesPrecision: sql.ref('page.mates_precision'),
};

/**
 * A page row's post's hidden state: a probe of `posts_hidden`, the partial index of the few hidden
 * posts (hiding does not touch timeline rows), which finds nothing for almost every row and so
 * costs one descent of a tiny index.
 */
const hiddenAtOf = (postId: string) => sql`(select h.hidden_at from posts h where h.id = ${sql.ref(postId)} and h.hidden_at is not null)`;

/** Whether the reader and a page row's author are mates, as the page's `mates` row (cross-joined as `m`) decided it. */
const MATE = isPageMateSql(sql.ref('page.author_id'), sql.ref('m.ids'));

/** A trip's hidden state is spots' (its trips table): the trip cards spots gives the page leave hidden trips out. */
const TRIPS_HIDDEN_BY_SPOTS = sql`null`;

/** A row of a Following page: a post of the home timeline (with the reader's like and the privacy rule), or a trip of the trip timeline. */
export const FollowingItem = rowOf({
  kind: col.text<'post' | 'trip'>(),
  /** The post's or the trip's id. */
  id: col.text(),
  createdAt: col.time(),
  liked: col.bool(),
  /** The privacy rule, read with the page (a timeline row can outlive the follow that put it there); trips the rule hides are not read. */
  visible: col.bool(),
  /** The precision the reader sees a post's place at (location-shield.sql.ts); null for a trip. */
  seenAt: col.text<LocationPrecision>().nullable(),
});

/**
 * A Following page in ONE statement (prepared; the rows wanted written into the text so PostgreSQL
 * keeps one generic plan): the page of the reader's home timeline and, beside it, the page of their
 * trip timeline — each a page and one row more, merged by time in the application (domain/page-merge.ts).
 * Measured on the bench's data: the home timeline's part 0.05 ms and ~40 buffers a page, where one like
 * probe per post took 0.16 ms and ~140; the trips' part 0.05 ms, which as a statement of its own would
 * cost a round trip and a backend wake-up more per page.
 * - The posts: everything read of the timeline is in the primary key (author, privacy and the
 *   post's two precisions are included, migrations 20251122000100 and 20261128205539), so the walk
 *   is index-only and the page reads no row of posts.
 * - The reader's likes of the page: one range of their likes, those of posts within the page's
 *   time span (page-likes.sql.ts) — not a probe of the (post, angler) key per post.
 * - Whether the reader may still see each post: the one privacy predicate (visibility.sql.ts), read
 *   at the post's hidden state as stored now (`hiddenAtOf`: hiding the post does not touch its rows).
 * - Posts of the wide authors the reader follows, never fanned out (domain/timeline-delivery.ts), are
 *   merged in by time (wide-authors.sql.ts): nothing to read when the reader follows none.
 * - The trips: the reader's newest rows of `trip_timelines`, index-only too (author and privacy in its
 *   key), those the privacy predicate hides left out in the walk.
 * - The precision the reader sees each post's place at (the location shield): from the row's copy
 *   of the post's precisions, rewritten in the transaction that changes them (sql-post.repository.ts).
 *   Measured on the full data set (bench/statement-cpu.ts), probing posts for them was most of what
 *   the shield added to a page.
 * - Whether the reader and an author are mates (for a mates-only post, or a catch whose views for mates
 *   and the public differ): the reader's one row of `post_mates` (`readerMateIdsSql`, kept by triggers
 *   in the transaction that changes a follow, so an unfollow or a block is obeyed), held in a one-row
 *   CTE since two answers test against it (written twice, each would be an InitPlan of its own).
 */
export function followingPageSql(readerId: string, page: PageRequest): Statement<unknown> {
  return followingPage(
    { limit: page.limit, cursor: page.after !== null },
    { reader: readerId, afterTime: page.after?.createdAt ?? null, afterId: page.after?.id ?? null },
  );
}

/** Built and compiled once per page size and cursor-or-not (platform/db/sql.ts `precompiled`); each page only binds its values. */
const followingPage = precompiled(
  (shape: { limit: number; cursor: boolean }) => `${shape.limit}:${shape.cursor}`,
  (shape, v: { reader: string; afterTime: Date | null; afterId: string | null }) => {
    const page: PageRequest = { limit: shape.limit, after: shape.cursor ? { createdAt: v.afterTime!, id: v.afterId! } : null };
    const reader = sql`${v.reader}::uuid`;
    const rows = sql.lit(shape.limit + 1);
    const after = (time: string, id: string) =>
      shape.cursor ? sql`and (${sql.ref(time)}, ${sql.ref(id)}) < (${v.afterTime}::timestamptz, ${v.afterId}::uuid)` : sql``;
    return sql`with page as materialized (
  (select t.post_id, t.created_at, t.author_id, t.privacy, t.public_precision, t.mates_precision from home_timelines t
   where t.angler_id = ${reader} ${after('t.created_at', 't.post_id')}
   order by t.created_at desc, t.post_id desc
   limit ${rows})
  union
  (${wideAuthorsPostsSql(v.reader, page)})
  order by created_at desc, post_id desc
  limit ${rows}
), trip_page as (
  select t.trip_id, t.created_at from trip_timelines t
  where t.angler_id = ${reader} ${after('t.created_at', 't.trip_id')}
    and ${visibleToSql(reader, { privacy: sql.ref('t.privacy'), authorId: sql.ref('t.author_id'), hiddenAt: TRIPS_HIDDEN_BY_SPOTS })}
  order by t.created_at desc, t.trip_id desc
  limit ${rows}
), mates as materialized (
  select ${readerMateIdsSql(reader)} as ids
)
select 'post' as kind, page.post_id as id, page.created_at,
  ${likedOnPageSql(reader, 'page')} as liked,
  ${visibleToSql(reader, { privacy: sql.ref('page.privacy'), authorId: sql.ref('page.author_id'), hiddenAt: hiddenAtOf('page.post_id') }, MATE)} as visible,
  ${seenAtSql(reader, POST_ROW, MATE)} as seen_at
from page cross join mates m
union all
select 'trip', trip_page.trip_id, trip_page.created_at, false, true, null from trip_page
order by kind, created_at desc, id desc`;
  },
);

import { precompiled, sql, type Query, type Statement } from '../../../../platform/db/sql.ts';
import { POST_SEEN, visibleToSql } from './visibility.sql.ts';
import type { PostLiked } from '../../domain/post-liked.event.ts';

/** What a like or an unlike answers: the count after it, whether it changed anything, and the post's author and kind. */
export type LikeChange = { likes: number; changed: boolean; author_id: string; type: 'catch' | 'content' };

/** A like's values: the only things bound per call (the statements' texts are compiled once). */
export type LikeValues = {
  postId: string;
  anglerId: string;
  /** ISO 8601, the event's `at`. */
  at: string;
};

/** The post as the angler may see it (the privacy rule of visibility.sql.ts: a stranger's hidden post is not there), or no row. */
const visiblePost = (post: Query<unknown>, angler: Query<unknown>) =>
  sql`select p.id, p.author_id, p.type, p.likes, p.created_at from posts p where p.id = ${post} and ${visibleToSql(angler, POST_SEEN)}`;

/**
 * Said by the row that moved a count: this transaction commits without waiting for its WAL to reach
 * the disk (`synchronous_commit = off` until it ends; `set_config(..., true)` is the statement's own
 * `SET LOCAL`). A like is one statement and one commit, and the commit's flush (an fdatasync of
 * ~4 ms on the bench's busy machine, its kernel time the backend's CPU) was most of its time: with
 * the pool's ten connections each holding a like through its flush, the flushes, not the work, set
 * how many likes a second went through. The trade, PostgreSQL's own (docs: "Asynchronous
 * Commit"): a crash of the database server — not of the app — may lose the
 * likes and unlikes answered in its last ~0.6 s (3 × wal_writer_delay), each whole with its letter
 * (never a count without its row, nor a notification without its like); any later synchronous
 * commit (the relay's batch that tells the author, any other write) flushes them too. Nothing
 * that guards access rides on it: a like is not a permission. Inside a caller's transaction it would
 * apply to that whole transaction, so the like and unlike run on their own (SqlLikeRepository).
 */
const COMMIT_WITHOUT_WAITING = sql`set_config('synchronous_commit', 'off', true) as commit_without_waiting`;

/** What a like's statement needs of the event bus: its outbox write for the `liked` rows (EventBus.within). */
export interface LikeOutbox {
  ctes: Query<unknown>;
  queued: Query<number>;
}

/** The like's CTE whose row is the event's cause: the counter's update, returning the liker and the time beside the post. */
export const LIKE_CAUSES = 'changed';

/**
 * PostLiked's payload as SQL over the `changed` row (aliased `cause` by the outbox), which carries the
 * liker and the time beside the post: every field of the event is named here — the mapped type makes
 * a field added to PostLiked a compile error until it is. It names no value of its own, so one outbox
 * write serves every like.
 */
export function postLikedPayload(): Query<unknown> {
  const fields: { [K in Exclude<keyof PostLiked, 'type'>]: Query<unknown> } = {
    postId: sql`cause.post_id`,
    authorId: sql`cause.author_id`,
    likerId: sql`cause.liker_id`,
    kind: sql`cause.type`,
    at: sql`cause.at`,
  };
  return sql`jsonb_build_object(${sql.join(Object.entries(fields).map(([name, value]) => sql`${sql.lit(name)}::text, ${value}`))})`;
}

/**
 * A like in ONE statement, with its event: the like row is inserted and the post's counter moves
 * only when a row really was (the row lock on the post serialises the counter, the primary key the
 * likes), only on a post the angler may see (no row at all: 404), and PostLiked is written to the
 * outbox with its delivery queued only then (`changed` has a row exactly when the counter moved, and
 * is the event's cause: the update returns what the event needs, no CTE of its own). The like row
 * carries its post's time, the order a reader's likes are kept in (a page's likes are one range). One
 * statement commits or fails whole, so the event exists exactly when the like does — no transaction
 * of its own, one round trip (it was begin, the like, the outbox, commit).
 *
 * Built and compiled once (platform/db/sql.ts `precompiled`), a like only binding its ids and time:
 * one per repository, since the outbox's text (the reactions to PostLiked) is its event bus's.
 */
export function likeStatement(outbox: LikeOutbox): (values: LikeValues) => Statement<LikeChange & { queued: number }> {
  const like = precompiled(
    () => 'like',
    (_shape: null, v: LikeValues) => {
      const angler = sql`${v.anglerId}::uuid`;
      return sql<LikeChange & { queued: number }>`
  with post as (${visiblePost(sql`${v.postId}::uuid`, angler)}),
  added as (insert into post_likes (post_id, angler_id, post_created_at) select id, ${angler}, created_at from post
             on conflict do nothing returning post_id),
  changed as (update posts set likes = likes + 1 where id in (select post_id from added)
             returning id as post_id, author_id, type, likes, ${angler} as liker_id, ${v.at}::text as at, ${COMMIT_WITHOUT_WAITING}),
  ${outbox.ctes}
  select coalesce((select likes from changed), post.likes) as likes, exists (select 1 from changed) as changed, post.author_id, post.type,
         ${outbox.queued} as queued
  from post`;
    },
  );
  return (values) => like(null, values);
}

/** An unlike, the same way round. */
export const unlikeSql = (values: Omit<LikeValues, 'at'>): Statement<LikeChange> => unlike(null, values);

const unlike = precompiled(
  () => 'unlike',
  (_shape: null, v: Omit<LikeValues, 'at'>) => {
    const angler = sql`${v.anglerId}::uuid`;
    return sql<LikeChange>`
  with post as (${visiblePost(sql`${v.postId}::uuid`, angler)}),
  removed as (delete from post_likes where post_id = (select id from post) and angler_id = ${angler} returning post_id),
  changed as (update posts set likes = likes - 1 where id in (select post_id from removed) returning likes, ${COMMIT_WITHOUT_WAITING})
  select coalesce((select likes from changed), post.likes) as likes, exists (select 1 from changed) as changed, post.author_id, post.type
  from post`;
  },
);

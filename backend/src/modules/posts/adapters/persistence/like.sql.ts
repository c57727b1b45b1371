import { sql, type Query } from '../../../../platform/db/sql.ts';
import { POST_SEEN, visibleToSql } from './visibility.sql.ts';
import type { PostLiked } from '../../domain/post-liked.event.ts';

/** What a like or an unlike answers: the count after it, whether it changed anything, and the post's author and kind. */
export type LikeChange = { likes: number; changed: boolean; author_id: string; type: 'catch' | 'content' };

/** The post as the angler may see it (the privacy rule of visibility.sql.ts: a stranger's hidden post is not there), or no row. */
const visiblePost = (postId: string, anglerId: string) =>
  sql`select p.id, p.author_id, p.type, p.likes from posts p
      where p.id = ${postId}::uuid and ${visibleToSql(anglerId, POST_SEEN)}`;

/** What a like's statement needs of the event bus: its outbox write for the `liked` rows (EventBus.within). */
export interface LikeOutbox {
  ctes: Query<unknown>;
  queued: Query<number>;
}

/**
 * PostLiked's payload as SQL over the `liked` row (aliased `cause` by the outbox): every field of the
 * event is named here — the mapped type makes a field added to PostLiked a compile error until it is.
 */
export function postLikedPayload(likerId: string, at: Date): Query<unknown> {
  const fields: { [K in Exclude<keyof PostLiked, 'type'>]: Query<unknown> } = {
    postId: sql`cause.post_id`,
    authorId: sql`cause.author_id`,
    likerId: sql`${likerId}::uuid`,
    kind: sql`cause.type`,
    at: sql`${at.toISOString()}::text`,
  };
  return sql`jsonb_build_object(${sql.join(Object.entries(fields).map(([name, value]) => sql`${sql.lit(name)}::text, ${value}`))})`;
}

/**
 * A like in ONE statement, with its event: the like row is inserted and the post's counter moves
 * only when a row really was (the row lock on the post serialises the counter, the primary key the
 * likes), only on a post the angler may see (no row at all: 404), and PostLiked is written to the
 * outbox with its deliveries queued only then (`liked` has a row exactly when the counter moved). One
 * statement commits or fails whole, so the event exists exactly when the like does — no transaction
 * of its own, one round trip (it was begin, the like, the outbox, commit).
 */
export const likeSql = (postId: string, anglerId: string, outbox: LikeOutbox): Query<LikeChange & { queued: number }> => sql<
  LikeChange & { queued: number }
>`
  with post as (${visiblePost(postId, anglerId)}),
  added as (insert into post_likes (post_id, angler_id) select id, ${anglerId}::uuid from post on conflict do nothing returning post_id),
  changed as (update posts set likes = likes + 1 where id in (select post_id from added) returning id, likes),
  liked as (select changed.id as post_id, post.author_id, post.type from changed join post on post.id = changed.id),
  ${outbox.ctes}
  select coalesce((select likes from changed), post.likes) as likes, exists (select 1 from changed) as changed, post.author_id, post.type,
         ${outbox.queued} as queued
  from post`;

/** An unlike, the same way round. */
export const unlikeSql = (postId: string, anglerId: string): Query<LikeChange> => sql<LikeChange>`
  with post as (${visiblePost(postId, anglerId)}),
  removed as (delete from post_likes where post_id = (select id from post) and angler_id = ${anglerId}::uuid returning post_id),
  changed as (update posts set likes = likes - 1 where id in (select post_id from removed) returning likes)
  select coalesce((select likes from changed), post.likes) as likes, exists (select 1 from changed) as changed, post.author_id, post.type
  from post`;

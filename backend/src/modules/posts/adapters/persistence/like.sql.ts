import { sql, type Query } from '../../../../platform/db/sql.ts';
import { visibleToSql } from './visibility.sql.ts';

/** What a like or an unlike answers: the count after it, whether it changed anything, and the post's author and kind. */
export type LikeChange = { likes: number; changed: boolean; author_id: string; type: 'catch' | 'content' };

/** The post as the angler may see it (the privacy rule of visibility.sql.ts), or no row. */
const visiblePost = (postId: string, anglerId: string) =>
  sql`select p.id, p.author_id, p.type, p.likes from posts p
      where p.id = ${postId}::uuid and ${visibleToSql(anglerId, { privacy: sql.ref('p.privacy'), authorId: sql.ref('p.author_id') })}`;

/**
 * A like in one statement: the like row is inserted and the post's counter moves only when a row
 * really was (the row lock on the post serialises the counter, the primary key the likes), and only
 * on a post the angler may see (no row at all: 404).
 */
export const likeSql = (postId: string, anglerId: string): Query<LikeChange> => sql<LikeChange>`
  with post as (${visiblePost(postId, anglerId)}),
  added as (insert into post_likes (post_id, angler_id) select id, ${anglerId}::uuid from post on conflict do nothing returning post_id),
  changed as (update posts set likes = likes + 1 where id in (select post_id from added) returning likes)
  select coalesce((select likes from changed), post.likes) as likes, exists (select 1 from changed) as changed, post.author_id, post.type
  from post`;

/** An unlike, the same way round. */
export const unlikeSql = (postId: string, anglerId: string): Query<LikeChange> => sql<LikeChange>`
  with post as (${visiblePost(postId, anglerId)}),
  removed as (delete from post_likes where post_id = (select id from post) and angler_id = ${anglerId}::uuid returning post_id),
  changed as (update posts set likes = likes - 1 where id in (select post_id from removed) returning likes)
  select coalesce((select likes from changed), post.likes) as likes, exists (select 1 from changed) as changed, post.author_id, post.type
  from post`;

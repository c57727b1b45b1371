import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import type { LikeRepository, LikeState } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';

/**
 * Likes exact under concurrency: in one transaction the like row is inserted (or deleted), and the
 * post's counter moves in the same statement only when a row really was — the row lock on the post
 * serialises the counter, the primary key the likes.
 */
export class SqlLikeRepository implements LikeRepository {
  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
  ) {}

  like(postId: string, anglerId: string): Promise<LikeState> {
    return this.#change(
      `with added as (insert into post_likes (post_id, angler_id) values (?, ?) on conflict do nothing returning post_id)
       update posts set likes = likes + 1 where id in (select post_id from added) returning likes`,
      postId,
      anglerId,
      true,
    );
  }

  unlike(postId: string, anglerId: string): Promise<LikeState> {
    return this.#change(
      `with removed as (delete from post_likes where post_id = ? and angler_id = ? returning post_id)
       update posts set likes = likes - 1 where id in (select post_id from removed) returning likes`,
      postId,
      anglerId,
      false,
    );
  }

  /** Once committed, this process's post cache reads the post again (others catch up within its time limit). */
  async #change(sql: string, postId: string, anglerId: string, liked: boolean): Promise<LikeState> {
    const state = await this.em.transactional(async (em) => {
      const [changed] = await em.execute<{ likes: number }[]>(sql, [postId, anglerId]);
      if (changed) return { liked, likes: changed.likes };
      // Nothing changed (liked twice, or unliked twice): answer the state as it is.
      const [post] = await em.execute<{ likes: number }[]>('select likes from posts where id = ?', [postId]);
      return { liked, likes: post?.likes ?? 0 };
    });
    this.cache.forget(postId);
    return state;
  }
}

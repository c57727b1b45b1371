import { inject } from 'inversify';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import type { LikeRepository, LikeState } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { EventBusToken, type EventBus } from '../../../../platform/events/event-bus.ts';
import { PostLiked } from '../../domain/post-liked.event.ts';

/**
 * Likes exact under concurrency: in one transaction the like row is inserted (or deleted), and the
 * post's counter moves in the same statement only when a row really was — the row lock on the post
 * serialises the counter, the primary key the likes.
 */
export class SqlLikeRepository implements LikeRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  like(postId: string, anglerId: string): Promise<LikeState> {
    return this.#change<{ likes: number; author_id: string; type: 'catch' | 'content' }>(
      postId,
      true,
      sql`with added as (insert into post_likes (post_id, angler_id) values (${postId}::uuid, ${anglerId}::uuid) on conflict do nothing returning post_id)
          update posts set likes = likes + 1 where id in (select post_id from added) returning likes, author_id, type`,
      // Only the call that really added the like announces it, in the like's transaction.
      (post) => this.events.publish(PostLiked.of({ postId, authorId: post.author_id, likerId: anglerId, kind: post.type })),
    );
  }

  unlike(postId: string, anglerId: string): Promise<LikeState> {
    return this.#change<{ likes: number }>(
      postId,
      false,
      sql`with removed as (delete from post_likes where post_id = ${postId}::uuid and angler_id = ${anglerId}::uuid returning post_id)
          update posts set likes = likes - 1 where id in (select post_id from removed) returning likes`,
    );
  }

  /** Once committed, this process's post cache reads the post again (others catch up within its time limit). */
  async #change<Changed extends { likes: number }>(
    postId: string,
    liked: boolean,
    change: Query<Changed>,
    announce?: (changed: Changed) => Promise<void>,
  ): Promise<LikeState> {
    const state = await this.transactions.run(async () => {
      const [changed] = await this.db.rows(change);
      if (changed) {
        await announce?.(changed);
        return { liked, likes: changed.likes };
      }
      // Nothing changed (liked twice, or unliked twice): answer the state as it is.
      const [post] = await this.db.rows<{ likes: number }>(sql`select likes from posts where id = ${postId}::uuid`);
      return { liked, likes: post?.likes ?? 0 };
    });
    this.cache.forget(postId);
    return state;
  }
}

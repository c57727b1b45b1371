import { inject } from 'inversify';
import { SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import type { LikeRepository, LikeState } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { EventBusToken, type EventBus } from '../../../../platform/events/event-bus.ts';
import { PostLiked } from '../../domain/post-liked.event.ts';
import { likeSql, unlikeSql } from './like.sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/**
 * Likes exact under concurrency: the like row is inserted (or deleted) and the post's counter moves
 * in the same statement only when a row really was — the row lock on the post serialises the
 * counter, the primary key the likes. The same statement asks whether the angler may see the post
 * at all (no row: 404), so a like is no longer a read of the post and then a write.
 *
 * An unlike is that one statement, prepared (nothing else to commit with it). A like that really
 * added a row announces PostLiked in its own transaction, so it stays a transaction: the statement,
 * then the outbox's.
 */
export class SqlLikeRepository implements LikeRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async like(postId: string, anglerId: string): Promise<LikeState | null> {
    if (!isId(postId) || !isId(anglerId)) return null;
    const changed = await this.transactions.run(async () => {
      const [row] = await this.db.rows(likeSql(postId, anglerId));
      // Only the call that really added the like announces it, in the like's transaction.
      if (row?.changed) await this.events.publish(PostLiked.of({ postId, authorId: row.author_id, likerId: anglerId, kind: row.type }));
      return row;
    });
    if (!changed) return null;
    if (changed.changed) this.#forget(postId);
    return { liked: true, likes: changed.likes };
  }

  async unlike(postId: string, anglerId: string): Promise<LikeState | null> {
    if (!isId(postId) || !isId(anglerId)) return null;
    const [row] = await this.db.prepared('posts.unlike', unlikeSql(postId, anglerId));
    if (!row) return null;
    if (row.changed) this.#forget(postId);
    return { liked: false, likes: row.likes };
  }

  /** Once committed, this process's post cache reads the post again (others hear it by signal). */
  #forget(postId: string) {
    this.cache.forget(postId);
  }
}

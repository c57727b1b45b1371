import { inject } from 'inversify';
import { SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { LikeRepository, LikeState } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { EventBusToken, type EventBus } from '../../../../platform/events/event-bus.ts';
import { PostLiked } from '../../domain/post-liked.event.ts';
import { likeSql, postLikedPayload, unlikeSql } from './like.sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/**
 * Likes exact under concurrency: the like row is inserted (or deleted) and the post's counter moves
 * in the same statement only when a row really was — the row lock on the post serialises the
 * counter, the primary key the likes. The same statement asks whether the angler may see the post
 * at all (no row: 404), so a like is one write, not a read of the post and then a write.
 *
 * An unlike is that one statement, prepared. So is a like: the one that really added a row writes
 * PostLiked to the outbox in the same statement (EventBus.within), so it needs no transaction.
 */
export class SqlLikeRepository implements LikeRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async like(postId: string, anglerId: string): Promise<LikeState | null> {
    if (!isId(postId) || !isId(anglerId)) return null;
    const outbox = this.events.within(PostLiked.type, 'liked', postLikedPayload(anglerId, new Date()));
    const [row] = await this.db.prepared('posts.like', likeSql(postId, anglerId, outbox));
    if (!row) return null;
    outbox.sent(row.queued);
    if (row.changed) this.#forget(postId);
    return { liked: true, likes: row.likes };
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

import { inject } from 'inversify';
import { sql, SqlToken, type Sql, type Statement } from '../../../../platform/db/sql.ts';
import type { LikeOf, LikeRepository, LikeState } from '../../application/ports.ts';
import { PostBodyCache } from './post-body.cache.ts';
import { EventBusToken, type EventBus, type WithinOutbox } from '../../../../platform/events/event-bus.ts';
import { PostLiked } from '../../domain/post-liked.event.ts';
import { LIKE_CAUSES, likeStatement, postLikedPayload, unlikeSql, type LikeChange, type LikeValues } from './like.sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/**
 * Likes exact under concurrency: the like row is inserted (or deleted) and the post's counter moves
 * in the same statement only when a row really was — the row lock on the post serialises the
 * counter, the primary key the likes. The same statement asks whether the angler may see the post
 * at all (no row: 404), so a like is one write, not a read of the post and then a write.
 *
 * An unlike is that one statement, prepared. So is a like: the one that really added a row writes
 * PostLiked to the outbox in the same statement (EventBus.within), so it needs no transaction. Both
 * statements are compiled once; each call binds only its values.
 */
export class SqlLikeRepository implements LikeRepository {
  /** PostLiked's outbox write, the same for every like, and the like's statement around it: made at the first like. */
  #liking: { outbox: WithinOutbox; statement: (values: LikeValues) => Statement<LikeChange & { queued: number }> } | undefined;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(PostBodyCache) private readonly cache: PostBodyCache,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async like(postId: string, anglerId: string): Promise<LikeState | null> {
    if (!isId(postId) || !isId(anglerId)) return null;
    const { outbox, statement } = this.#liking ?? this.#startLiking();
    const [row] = await this.db.prepared('posts.like', statement({ postId, anglerId, at: new Date().toISOString() }));
    if (!row) return null;
    outbox.sent(row.queued);
    if (row.changed) this.#forget(postId);
    return { liked: true, likes: row.likes };
  }

  async unlike(postId: string, anglerId: string): Promise<LikeState | null> {
    if (!isId(postId) || !isId(anglerId)) return null;
    const [row] = await this.db.prepared('posts.unlike', unlikeSql({ postId, anglerId }));
    if (!row) return null;
    if (row.changed) this.#forget(postId);
    return { liked: false, likes: row.likes };
  }

  async standing(likes: readonly LikeOf[]): Promise<LikeOf[]> {
    if (!likes.length) return [];
    // The database function likes_standing (migration 20261129132500): planned once per connection.
    const rows = await this.db.rows<{ post_id: string; angler_id: string }>(
      sql`select post_id, angler_id from likes_standing(${likes.map((l) => l.postId)}::uuid[], ${likes.map((l) => l.likerId)}::uuid[])`,
    );
    const stand = new Set(rows.map((r) => `${r.post_id}:${r.angler_id}`));
    return likes.filter((l) => stand.has(`${l.postId}:${l.likerId}`));
  }

  #startLiking() {
    const outbox = this.events.within(PostLiked.type, LIKE_CAUSES, postLikedPayload());
    this.#liking = { outbox, statement: likeStatement(outbox) };
    return this.#liking;
  }

  /** Once committed, this process's post cache reads the post again (others hear it by signal). */
  #forget(postId: string) {
    this.cache.forget(postId);
  }
}

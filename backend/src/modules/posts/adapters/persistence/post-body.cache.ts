import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { PostBodies, PostBody } from '../../application/ports.ts';
import { AUTHOR_COLUMNS, POST_COLUMNS, toRecord } from './post-row.ts';

/** How many posts one process remembers (a body is ~1 KB: ~20 MB) and for how long. */
export const POST_CACHE_SIZE = 20_000;
export const POST_CACHE_MS = 5_000;

/**
 * Posts as every reader sees them, remembered by id — what Mastodon-class timelines do with their
 * status cache: a feed page reads only ids (and the reader's own likes) from the database and takes
 * the posts from here. A post's content never changes after sharing; what does (a like's committed
 * count, a delete, an author's new card) is forgotten by the adapter that changed it, at once here
 * and within milliseconds in every other process (platform/signals); the time limit bounds the rest
 * (a count read just before a like committed). Misses are read in one statement per page.
 */
export class PostBodyCache implements PostBodies {
  readonly #bodies = new LRUCache<string, PostBody>({ max: POST_CACHE_SIZE, ttl: POST_CACHE_MS, updateAgeOnGet: false });

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation,
  ) {
    const forgetAll = () => this.#bodies.clear();
    invalidation.register('posts.bodies', (postId) => this.#bodies.delete(postId), forgetAll);
    invalidation.register('posts.author-bodies', (authorId) => this.#forgetAuthorHere(authorId), forgetAll);
  }

  async byIds(ids: readonly string[]): Promise<Map<string, PostBody>> {
    const found = new Map<string, PostBody>();
    const missing: string[] = [];
    for (const id of ids) {
      const body = this.#bodies.get(id);
      if (body) found.set(id, body);
      else missing.push(id);
    }
    if (missing.length) {
      const rows = await this.db.prepared(
        'posts.bodies-by-id',
        sql`select ${POST_COLUMNS}, ${AUTHOR_COLUMNS} from posts p
            left join post_authors a on a.angler_id = p.author_id
            where p.id = any(${missing}::uuid[])`,
      );
      for (const row of rows) {
        const { liked: _, ...body } = toRecord(row);
        this.#bodies.set(body.id, body);
        found.set(body.id, body);
      }
    }
    return found;
  }

  /**
   * The post changed (a like or unlike committed) or is gone: read it again next time. Forgotten
   * rather than given the new count, because two likes committing at once may report their counts
   * in either order.
   */
  forget(postId: string): void {
    this.invalidation.forget('posts.bodies', postId);
  }

  /** The author's card changed: their remembered posts carry the old one. Rare, so a sweep is fine. */
  forgetAuthor(authorId: string): void {
    this.invalidation.forget('posts.author-bodies', authorId);
  }

  #forgetAuthorHere(authorId: string): void {
    for (const [id, body] of this.#bodies.entries()) if (body.authorId === authorId) this.#bodies.delete(id);
  }
}

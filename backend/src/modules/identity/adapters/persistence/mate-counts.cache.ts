import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';

const CACHE = 'mate-counts';
const EVERYONE = '*';

/**
 * Each angler's Mates count (anglers who follow each other), as profiles show it. Counting it walks
 * every follow of the angler with a probe each — 0.43 ms of a most-followed angler's profile, asked by
 * every viewer; the rest of a profile is per viewer and cheap. A follow or an unfollow forgets both
 * anglers' counts, an account deleted forgets them all, in every process once it commits (a signal);
 * 30 s is only the net under a missed signal.
 */
export class MateCounts {
  readonly #counts = new LRUCache<string, { mates: number }>({ max: 20_000, ttl: 30_000, updateAgeOnGet: false });
  /** Moves at every forgetting: a count read before it is not kept after it. */
  #generation = 0;

  constructor(@inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation) {
    invalidation.register(
      CACHE,
      (key) => this.#forgetHere(key),
      () => this.#forgetHere(EVERYONE),
    );
  }

  /** The count if known, and the moment to hand back to `remember` after reading it afresh. */
  known(anglerId: string): { mates: number | undefined; asOf: number } {
    return { mates: this.#counts.get(anglerId)?.mates, asOf: this.#generation };
  }

  remember(anglerId: string, mates: number, asOf: number): void {
    if (asOf === this.#generation) this.#counts.set(anglerId, { mates });
  }

  /** A follow between them was made or taken back (call inside its transaction: forgotten after the commit). */
  followChanged(followerId: string, followeeId: string): void {
    this.invalidation.forget(CACHE, followerId);
    this.invalidation.forget(CACHE, followeeId);
  }

  /** Follows of many anglers went at once (an account deleted). */
  manyChanged(): void {
    this.invalidation.forget(CACHE, EVERYONE);
  }

  #forgetHere(key: string): void {
    this.#generation++;
    if (key === EVERYONE) this.#counts.clear();
    else this.#counts.delete(key);
  }
}

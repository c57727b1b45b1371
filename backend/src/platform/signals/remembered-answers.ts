import { LRUCache } from 'lru-cache';
import type { CacheInvalidation } from './cache-invalidation.ts';

/**
 * Answers a process remembers by key (a search's hits by what was typed) and forgets all at once, in
 * every process, when the data behind them changes (CacheInvalidation: after the commit, by a signal);
 * the lifetime is only the net under a missed signal. An answer found while a forgetting happened is
 * not kept: it may predate the change.
 */
export class RememberedAnswers<T extends NonNullable<unknown>> {
  readonly #answers: LRUCache<string, T>;
  /** Moves at every forgetting. */
  #generation = 0;

  constructor(
    private readonly invalidation: CacheInvalidation,
    private readonly cache: string,
    size: { max: number; ttlMs: number },
  ) {
    this.#answers = new LRUCache<string, T>({ max: size.max, ttl: size.ttlMs, updateAgeOnGet: false });
    invalidation.register(
      cache,
      () => this.#forgetHere(),
      () => this.#forgetHere(),
    );
  }

  /** `key`'s remembered answer, else `find`'s. */
  async get(key: string, find: () => Promise<T>): Promise<T> {
    const known = this.#answers.get(key);
    if (known) return known;
    const generation = this.#generation;
    const found = await find();
    if (generation === this.#generation) this.#answers.set(key, found);
    return found;
  }

  /** Every process forgets every answer (after the commit, when in a transaction). */
  forgetEverywhere(): void {
    this.invalidation.forget(this.cache, 'all');
  }

  #forgetHere(): void {
    this.#generation++;
    this.#answers.clear();
  }
}

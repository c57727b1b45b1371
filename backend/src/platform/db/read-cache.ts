import { LRUCache } from 'lru-cache';
import type { CacheInvalidation } from '../signals/cache-invalidation.ts';

export interface ReadCacheOptions {
  /** Most entries remembered (least recently used go first). */
  max: number;
  /** How long an entry is trusted at most (a safety net: changes are forgotten everywhere through `shared`). */
  ms: number;
  /** Its name and the app's invalidation, so a change made by one process is forgotten by all. */
  shared?: { name: string; invalidation: CacheInvalidation };
}

/**
 * A read-through cache for answers that many requests ask alike and that change rarely (an angler's
 * catch tallies, trip counts). The adapter that changes the data forgets the entry once its change is
 * committed: this process at once, the others through a signal (platform/signals). Concurrent misses
 * of one key share a single load.
 */
export class ReadCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  readonly #loading = new Map<string, Promise<V>>();

  readonly #shared: ReadCacheOptions['shared'];

  constructor(options: ReadCacheOptions) {
    this.#entries = new LRUCache<string, V>({ max: options.max, ttl: options.ms, updateAgeOnGet: false });
    this.#shared = options.shared;
    this.#shared?.invalidation.register(
      this.#shared.name,
      (key) => this.#forgetHere(key),
      () => this.#forgetAllHere(),
    );
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = load();
    this.#loading.set(key, loading);
    try {
      const value = await loading;
      // Forgotten while loading: what was read may predate the change, so it is not kept.
      if (this.#loading.get(key) === loading) this.#entries.set(key, value);
      return value;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** The data behind the key changed (committed): the next read — in any process — loads it again. */
  forget(key: string): void {
    if (this.#shared) this.#shared.invalidation.forget(this.#shared.name, key);
    else this.#forgetHere(key);
  }

  #forgetHere(key: string): void {
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  #forgetAllHere(): void {
    this.#entries.clear();
    this.#loading.clear();
  }
}

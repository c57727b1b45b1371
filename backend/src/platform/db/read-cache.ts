import { LRUCache } from 'lru-cache';

export interface ReadCacheOptions {
  /** Most entries remembered (least recently used go first). */
  max: number;
  /** How long an entry is trusted: the most another process of the app can be behind. */
  ms: number;
}

/**
 * A read-through cache for answers that many requests ask alike and that change rarely (an angler's
 * catch tallies, trip counts). The adapter that changes the data forgets the entry once its change is
 * committed, so this process is exact; other processes are at most `ms` behind. Concurrent misses of
 * one key share a single load.
 */
export class ReadCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  readonly #loading = new Map<string, Promise<V>>();

  constructor(options: ReadCacheOptions) {
    this.#entries = new LRUCache<string, V>({ max: options.max, ttl: options.ms, updateAgeOnGet: false });
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

  /** The data behind the key changed (committed): the next read loads it again. */
  forget(key: string): void {
    this.#entries.delete(key);
    this.#loading.delete(key);
  }
}

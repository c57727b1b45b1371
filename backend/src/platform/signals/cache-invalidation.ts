import type { Logger } from '../logging/logger.ts';
import type { Signals } from './signals.ts';
import type { Transactions } from '../transactions/transactions.ts';

const CHANNEL = 'tl_cache';

/**
 * Every process of the app keeps its own small caches (post bodies, catch tallies, trip counts,
 * recently seen sessions). When the data behind an entry changes, the process that changed it
 * forgets the entry once the change has committed (earlier, a read in between could cache the old
 * value again) and tells the others through a signal, so they forget it within milliseconds; if a
 * process's listening connection was down, it forgets everything it holds.
 */
export interface CacheInvalidation {
  /**
   * A cache taking part: `forget` one entry, `forgetAll` when signals may have been missed. Several may
   * take part under one name (what this process remembers of an angler's sessions: the recent sessions,
   * their open live streams); each is told.
   */
  register(cache: string, forget: (key: string) => void, forgetAll: () => void): void;
  /** Forget here now, and everywhere else as soon as the signal arrives. */
  forget(cache: string, key: string): void;
}
export const CacheInvalidationToken = Symbol.for('platform.CacheInvalidation');

export class SignalledCacheInvalidation implements CacheInvalidation {
  readonly #caches = new Map<string, Array<{ forget: (key: string) => void; forgetAll: () => void }>>();

  constructor(
    private readonly signals: Signals,
    private readonly log: Logger,
    private readonly transactions?: Transactions,
  ) {
    signals.listen(
      CHANNEL,
      (payload) => {
        const at = payload.indexOf(':');
        for (const cache of this.#caches.get(payload.slice(0, at)) ?? []) cache.forget(payload.slice(at + 1));
      },
      () => {
        for (const caches of this.#caches.values()) for (const cache of caches) cache.forgetAll();
      },
    );
  }

  register(cache: string, forget: (key: string) => void, forgetAll: () => void): void {
    if (cache.includes(':')) throw new Error(`A cache name has no colon: ${cache}`);
    this.#caches.set(cache, [...(this.#caches.get(cache) ?? []), { forget, forgetAll }]);
  }

  forget(cache: string, key: string): void {
    const now = () => {
      for (const taking of this.#caches.get(cache) ?? []) taking.forget(key);
      this.signals.send(CHANNEL, `${cache}:${key}`).catch((error: unknown) => {
        this.log.warn({ err: error, cache, key }, 'could not tell the other processes to forget a cache entry');
      });
    };
    if (this.transactions) this.transactions.afterCommit(now);
    else now();
  }
}

/** For code that runs without other processes (unit tests of a cache): forgets here only. */
export const localCacheInvalidation = (): CacheInvalidation => {
  const caches = new Map<string, Array<(key: string) => void>>();
  return {
    register: (cache, forget) => void caches.set(cache, [...(caches.get(cache) ?? []), forget]),
    forget: (cache, key) => {
      for (const forget of caches.get(cache) ?? []) forget(key);
    },
  };
};

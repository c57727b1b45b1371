import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { SearchPosition } from '../../application/ports.ts';

const CACHE = 'angler-search';

/**
 * Which anglers a Find People page holds, by what was typed and where the page starts: the walk of
 * the name index (and the trigram index for rarer parts) is most of a search's cost, and people
 * type the same few names. Only the page's positions are kept — the cards, follows and blocks are
 * read fresh for every search. Every write that can change a name or the set of anglers (sign-up,
 * a profile saved, an account deleted) forgets every page in every process once it commits (a
 * signal); the 30 s lifetime is only the net under a missed signal.
 */
export class AnglerSearchHits {
  readonly #pages = new LRUCache<string, SearchPosition[]>({ max: 2_000, ttl: 30_000, updateAgeOnGet: false });
  /** Moves at every forgetting: a page read before it is not kept after it. */
  #generation = 0;

  constructor(@inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation) {
    invalidation.register(
      CACHE,
      () => this.#forgetHere(),
      () => this.#forgetHere(),
    );
  }

  async page(
    text: string,
    limit: number,
    after: SearchPosition | null,
    search: () => Promise<SearchPosition[]>,
  ): Promise<SearchPosition[]> {
    const key = `${limit}\n${after ? `${after.searchName}\n${after.id}` : ''}\n${text}`;
    const known = this.#pages.get(key);
    if (known) return known;
    const generation = this.#generation;
    const found = await search();
    if (generation === this.#generation) this.#pages.set(key, found);
    return found;
  }

  /** Some angler's name changed, or an angler came or went: every process searches afresh (after the commit). */
  namesChanged(): void {
    this.invalidation.forget(CACHE, 'all');
  }

  #forgetHere(): void {
    this.#generation++;
    this.#pages.clear();
  }
}

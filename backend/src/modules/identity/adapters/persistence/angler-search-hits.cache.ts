import { inject } from 'inversify';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import { RememberedAnswers } from '../../../../platform/signals/remembered-answers.ts';
import type { SearchPosition } from '../../application/ports.ts';

/**
 * Which anglers a Find People page holds, by what was typed and where the page starts: the walk of
 * the name index (and the trigram index for rarer parts) is most of a search's cost, and people
 * type the same few names. Only the page's positions are kept — the cards, follows and blocks are
 * read fresh for every search. Every write that can change a name or the set of anglers (sign-up,
 * a profile saved, an account deleted) forgets every page in every process once it commits (a
 * signal); the 30 s lifetime is only the net under a missed signal.
 */
export class AnglerSearchHits {
  readonly #pages: RememberedAnswers<SearchPosition[]>;

  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    this.#pages = new RememberedAnswers(invalidation, 'angler-search', { max: 2_000, ttlMs: 30_000 });
  }

  page(text: string, limit: number, after: SearchPosition | null, search: () => Promise<SearchPosition[]>): Promise<SearchPosition[]> {
    const key = `${limit}\n${after ? `${after.searchName}\n${after.id}` : ''}\n${text}`;
    return this.#pages.get(key, search);
  }

  /** Some angler's name changed, or an angler came or went: every process searches afresh (after the commit). */
  namesChanged(): void {
    this.#pages.forgetEverywhere();
  }
}

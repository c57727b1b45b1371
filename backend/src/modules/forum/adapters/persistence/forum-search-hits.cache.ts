import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { ForumGeneration } from './forum-generation.ts';

/**
 * What a forum search found, by what was typed: the words a prefix begins, and the best-ranked
 * questions anyone may see (ids with their ranks). Walking the newest questions until enough match is most of a search's
 * cost (a 1 KB search vector tested per question), and anglers type the same few species, lures and
 * waters. Only ids, ranks and each question's face (what no write changes: title, preview, category,
 * asker, time) are kept: what moves is read again (for every search, or within 5 s while the forum's
 * generation holds: sql-question-search.ts) and tested again against the search and what the viewer may see, so a question hidden, deleted or losing its matching answer
 * leaves at once. What can ADD a match or change a rank — a question asked, an answer posted, hidden
 * or shown again, a question shown again — moves the forum's count of additions in its own transaction
 * (ForumGeneration), and a search uses what was found only while a read of that count that began after
 * it arrived shows it unmoved since: every process finds what was added at once, signal or none. So
 * nothing here has a lifetime: a search is remembered until something is added, or until 10,000 other
 * texts push it out.
 */
export class ForumSearchHits {
  /** Each kind of key (`words\n…`, `hits\n…`) always holds the same kind of answer. */
  readonly #found = new LRUCache<string, object>({ max: 10_000 });
  /** Moves at every forgetting: an answer found while one happened may predate the addition. */
  #forgettings = 0;

  constructor(@inject(ForumGeneration) generation: ForumGeneration) {
    generation.onAdded(() => {
      this.#forgettings++;
      this.#found.clear();
    });
  }

  /** `key`'s remembered answer, else `find`'s. Call it after ForumGeneration's `now()`. */
  async remembered<T extends object>(key: string, find: () => Promise<T>): Promise<T> {
    const known = this.#found.get(key);
    if (known) return known as T;
    const forgettings = this.#forgettings;
    const found = await find();
    if (forgettings === this.#forgettings) this.#found.set(key, found);
    return found;
  }
}

import { inject } from 'inversify';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import { RememberedAnswers } from '../../../../platform/signals/remembered-answers.ts';

/**
 * What a forum search found, by what was typed: the words a prefix begins, and the best-ranked
 * questions anyone may see (ids with their ranks). Walking the newest questions until enough match is most of a search's
 * cost (a 1 KB search vector tested per question), and anglers type the same few species, lures and
 * waters. Only ids, ranks and each question's face (what no write changes: title, preview, category,
 * asker, time) are kept: what moves is read again (for every search, or within 5 s while the forum's
 * generation holds: sql-question-search.ts) and tested again against the search and what the viewer may see, so a question hidden, deleted or losing its matching answer
 * leaves at once. What can ADD a match or change a rank — a question asked, an
 * answer posted, hidden or shown again, content shown again — forgets every search in every process
 * once it commits; the 30 s lifetime is only the net under a missed signal.
 */
export class ForumSearchHits {
  /** Each kind of key (`words\n…`, `hits\n…`) always holds the same kind of answer. */
  readonly #found: RememberedAnswers<object>;

  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    this.#found = new RememberedAnswers<object>(invalidation, 'forum-search', { max: 10_000, ttlMs: 30_000 });
  }

  /** `key`'s remembered answer, else `find`'s. */
  remembered<T extends object>(key: string, find: () => Promise<T>): Promise<T> {
    return this.#found.get(key, find) as Promise<T>;
  }

  /** Something new may match a search: every process searches afresh (after the commit). */
  forumChanged(): void {
    this.#found.forgetEverywhere();
  }
}

import { inject } from 'inversify';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import { RememberedAnswers } from '../../../../platform/signals/remembered-answers.ts';

/**
 * What a forum search found, by what was typed: the words a prefix begins, and the best-ranked
 * questions anyone may see. Walking the newest questions until enough match is most of a search's
 * cost (a 1 KB search vector tested per question), and anglers type the same few species, lures and
 * waters. Only ids are kept: the rows are read fresh for every search and tested again against the
 * search and what the viewer may see, so a question hidden, deleted or losing its matching answer
 * leaves at once. What can ADD a match — a question asked, an answer posted, content shown again —
 * forgets every search in every process once it commits; the 30 s lifetime is only the net under a
 * missed signal.
 */
export class ForumSearchHits {
  readonly #found: RememberedAnswers<readonly string[]>;

  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    this.#found = new RememberedAnswers(invalidation, 'forum-search', { max: 10_000, ttlMs: 30_000 });
  }

  /** `key`'s remembered answer, else `find`'s. */
  remembered(key: string, find: () => Promise<readonly string[]>): Promise<readonly string[]> {
    return this.#found.get(key, find);
  }

  /** Something new may match a search: every process searches afresh (after the commit). */
  forumChanged(): void {
    this.#found.forgetEverywhere();
  }
}

import { inject } from 'inversify';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { ForumCategory } from '../../domain/category.ts';
import type { SerializedQuestion } from '../../application/ports.ts';
import { ForumGeneration } from './forum-generation.ts';

/**
 * How long a list page read for everyone is answered from memory: the net under a lost signal, so what
 * only adds — a question, counts, an accepted answer — lags at most this much; what takes something
 * away never lags (ForumGeneration).
 */
export const REMEMBERED_LIST_MS = 5_000;
/** Who a page read for everyone is read as: an id no angler has, so nothing hidden is its own. */
const EVERYONE = '00000000-0000-0000-0000-000000000000';
const CACHE = 'forum-list';

/** A page as everyone without anything hidden sees it: read after the forum's generation read `generation`, at `at`. */
interface KeptPage {
  generation: number;
  at: number;
  rows: Promise<readonly SerializedQuestion[]>;
}

/**
 * The forum list's pages (newest first, by category) as anyone without anything hidden sees them,
 * answered from memory — the same rows, so the same array, whose JSON the list writes once. The
 * forum applies no blocks and no mutes; what makes a list one's own is one's hidden questions (shown
 * marked) and hidden accepted answers (counted): such a viewer's list is read fresh. A kept page is
 * used only while a per-request read of the forum's generation shows what it showed before the page
 * was read: a hide, an unhide, a delete, a changed card moves it in its own transaction, so it is in
 * the very next list of every process. A question asked, an answer, a like or an accepted answer
 * forgets every process's pages by signal after its commit (milliseconds; REMEMBERED_LIST_MS bounds a
 * lost signal). A page naming an asker the forum's copy lacks is not
 * kept (the list asks identity, then reads again).
 */
export class ForumListPages {
  readonly #kept = new Map<string, KeptPage>();

  constructor(
    @inject(ForumGeneration) private readonly generation: ForumGeneration,
    @inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation,
  ) {
    generation.onMoved(() => this.#kept.clear());
    invalidation.register(
      CACHE,
      () => this.#kept.clear(),
      () => this.#kept.clear(),
    );
  }

  /** The page `read` reads as `readerId`: the viewer, or for a viewer with nothing hidden, everyone's. */
  async page(
    category: ForumCategory | undefined,
    limit: number,
    viewerId: string,
    read: (readerId: string) => Promise<readonly SerializedQuestion[]>,
  ): Promise<readonly SerializedQuestion[]> {
    const generation = await this.generation.now();
    if (await this.generation.hasHidden(viewerId, generation)) return read(viewerId);
    const key = `${category ?? ''}\n${limit}`;
    const kept = this.#kept.get(key);
    if (kept?.generation === generation && Date.now() - kept.at < REMEMBERED_LIST_MS) return kept.rows;
    const page: KeptPage = { generation, at: Date.now(), rows: read(EVERYONE) };
    this.#kept.set(key, page);
    const forget = () => {
      if (this.#kept.get(key) === page) this.#kept.delete(key);
    };
    page.rows.then((rows) => rows.some((row) => row.uncarded) && forget(), forget);
    return page.rows;
  }

  /** Something a page shows was added or counted (a question, an answer, a like, an accepted answer): every process reads its pages anew after the commit. */
  added(): void {
    this.invalidation.forget(CACHE, 'all');
  }
}

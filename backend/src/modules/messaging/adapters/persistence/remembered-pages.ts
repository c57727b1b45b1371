/** A conversation page as read at one version of its angler's inbox. */
export interface RememberedPage {
  version: string;
  json: string;
  uncarded: string[];
}

/**
 * The conversation pages one process read most recently, up to a budget of characters (a page of
 * 100 conversations is ~35 KB): the least recently sent go first. A page is only ever sent again
 * after the statement that would read it anew found its version unchanged, so what is kept here
 * can be late to go but never wrong.
 */
export class RememberedPages {
  readonly #pages = new Map<string, RememberedPage>();
  #chars = 0;

  constructor(private readonly budget = 16 * 1024 * 1024) {}

  get(key: string): RememberedPage | undefined {
    return this.#pages.get(key);
  }

  /** Kept as the most recently used (a Map iterates in insertion order: the first is the oldest). */
  hold(key: string, page: RememberedPage): RememberedPage {
    const before = this.#pages.get(key);
    if (before) {
      this.#pages.delete(key);
      this.#chars -= before.json.length;
    }
    this.#pages.set(key, page);
    this.#chars += page.json.length;
    for (const [oldest, kept] of this.#pages) {
      if (this.#chars <= this.budget) break;
      this.#pages.delete(oldest);
      this.#chars -= kept.json.length;
    }
    return page;
  }
}

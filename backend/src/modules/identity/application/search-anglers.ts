import { inject } from 'inversify';
import { AnglerDirectory, type AnglerSearchPage, type SearchPosition } from './ports.ts';

/** Find People: anglers whose name contains what was typed, alphabetically, a page at a time. */
export class SearchAnglers {
  constructor(@inject(AnglerDirectory) private readonly directory: AnglerDirectory) {}

  /**
   * Anglers blocked either way with the searcher are left out (a page may then be shorter; the
   * directory reads the block beside each hit, in the same statement).
   */
  async execute(text: string, limit: number, after: SearchPosition | null, searcherId?: string): Promise<AnglerSearchPage> {
    const page = await this.directory.search(text.trim().toLowerCase(), limit, after, searcherId ?? null);
    return { ...page, items: page.items.filter((hit) => !hit.blocked) };
  }
}

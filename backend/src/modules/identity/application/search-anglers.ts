import { inject } from 'inversify';
import { AnglerDirectory, type AnglerSearchPage, type SearchPosition } from './ports.ts';
import { BlockRepository } from './blocks.ts';

/** Find People: anglers whose name contains what was typed, alphabetically, a page at a time. */
export class SearchAnglers {
  constructor(
    @inject(AnglerDirectory) private readonly directory: AnglerDirectory,
    @inject(BlockRepository) private readonly blocks: BlockRepository,
  ) {}

  /** Anglers blocked either way with the searcher are left out (a page may then be shorter). */
  async execute(text: string, limit: number, after: SearchPosition | null, searcherId?: string): Promise<AnglerSearchPage> {
    const page = await this.directory.search(text.trim().toLowerCase(), limit, after);
    if (!searcherId) return page;
    const hidden = await this.blocks.hiddenFrom(searcherId);
    return hidden.size ? { ...page, items: page.items.filter((u) => !hidden.has(u.id)) } : page;
  }
}

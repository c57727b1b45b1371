import { inject } from 'inversify';
import { AnglerDirectory, type AnglerSearchPage, type SearchPosition } from './ports.ts';

/** Find People: anglers whose name contains what was typed, alphabetically, a page at a time. */
export class SearchAnglers {
  constructor(@inject(AnglerDirectory) private readonly directory: AnglerDirectory) {}

  execute(text: string, limit: number, after: SearchPosition | null): Promise<AnglerSearchPage> {
    return this.directory.search(text.trim().toLowerCase(), limit, after);
  }
}

import { inject } from 'inversify';
import type { ForumCategory } from '../domain/category.ts';
import { QuestionRepository, type QuestionSummaryRecord, type SerializedQuestion } from './ports.ts';
import { People, type Person } from './people.ts';

export const LIST_ROWS = 50;

export type QuestionSeen = QuestionSummaryRecord & { asker: Person };

/** A page as the answer's JSON array: the same object for every viewer who shares the page. */
export interface WrittenPage {
  readonly json: string;
}

/** Pages written, by their rows: a page many viewers share (the same array) is joined once. */
const written = new WeakMap<readonly SerializedQuestion[], WrittenPage>();
function pageJson(rows: readonly SerializedQuestion[]): WrittenPage {
  let page = written.get(rows);
  if (page === undefined) {
    page = { json: `[${rows.map((r) => r.json).join(',')}]` };
    written.set(rows, page);
  }
  return page;
}

/** The forum list: newest first by category, only what the viewer sees, already the answer's JSON; a search: SearchQuestions. */
export class BrowseQuestions {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(People) private readonly people: People,
  ) {}

  /**
   * The page as the answer's JSON array. One statement (or a page many share), its rows the answer's
   * JSON: the questions bring their askers' cards from the forum's copy. Askers the copy does not hold
   * yet (ones from before it) are asked of identity and kept, then the page read again — so the names
   * come from one place, written one way.
   */
  async execute(viewerId: string, filter: { category?: ForumCategory }): Promise<WrittenPage> {
    const rows = await this.questions.listed(filter.category, LIST_ROWS, viewerId);
    // Nearly every page has every card: looked for without making anything per row.
    if (!rows.some((r) => r.uncarded)) return pageJson(rows);
    await this.people.keep([...new Set(rows.flatMap((r) => (r.uncarded ? [r.uncarded] : [])))]);
    return pageJson(await this.questions.listed(filter.category, LIST_ROWS, viewerId));
  }

  categoryCounts(): Promise<Record<ForumCategory, number>> {
    return this.questions.categoryCounts();
  }
}

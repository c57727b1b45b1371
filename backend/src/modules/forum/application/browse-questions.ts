import { inject } from 'inversify';
import type { ForumCategory } from '../domain/category.ts';
import { QuestionRepository, type QuestionSummaryRecord } from './ports.ts';
import { People, type Person } from './people.ts';

export const LIST_ROWS = 50;

export type QuestionSeen = QuestionSummaryRecord & { asker: Person };

/** The forum list: newest first by category, only what the viewer sees, already the answer's JSON (one text a question); a search: SearchQuestions. */
export class BrowseQuestions {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(People) private readonly people: People,
  ) {}

  /**
   * One statement, its rows the answer's JSON: the questions bring their askers' cards from the
   * forum's copy. Askers the copy does not hold yet (ones from before it) are asked of identity and
   * kept, then the page read again — so the names come from one place, written one way.
   */
  async execute(viewerId: string, filter: { category?: ForumCategory }): Promise<string[]> {
    const rows = await this.questions.listed(filter.category, LIST_ROWS, viewerId);
    const uncarded = [...new Set(rows.flatMap((r) => (r.uncarded ? [r.uncarded] : [])))];
    if (!uncarded.length) return rows.map((r) => r.json);
    await this.people.keep(uncarded);
    return (await this.questions.listed(filter.category, LIST_ROWS, viewerId)).map((r) => r.json);
  }

  categoryCounts(): Promise<Record<ForumCategory, number>> {
    return this.questions.categoryCounts();
  }
}

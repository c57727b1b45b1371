import { inject } from 'inversify';
import type { ForumCategory } from '../domain/category.ts';
import { QuestionRepository, type PersonCard, type QuestionSummaryRecord } from './ports.ts';
import { People, type Person } from './people.ts';

export const LIST_ROWS = 50;

export type QuestionSeen = QuestionSummaryRecord & { asker: Person };

/** The forum list: newest first by category; only what the viewer sees (a search: SearchQuestions). */
export class BrowseQuestions {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(People) private readonly people: People,
  ) {}

  async execute(viewerId: string, filter: { category?: ForumCategory }): Promise<QuestionSeen[]> {
    const rows = await this.questions.recent(filter.category, LIST_ROWS, viewerId);
    // The page's statement brought its askers' cards from the forum's copy.
    const copied = new Map<string, PersonCard>();
    for (const r of rows) if (r.askerCard) copied.set(r.askerId, r.askerCard);
    const person = await this.people.of(
      rows.map((r) => r.askerId),
      { copied },
    );
    // The card may stay on the row: the answer (toQuestionSummary) takes only the fields it shows.
    return rows.map((row) => ({ ...row, asker: person(row.askerId) }));
  }

  categoryCounts(): Promise<Record<ForumCategory, number>> {
    return this.questions.categoryCounts();
  }
}

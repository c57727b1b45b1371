import { inject } from 'inversify';
import type { ForumCategory } from '../domain/category.ts';
import { searchTermsOf } from '../domain/question.ts';
import { QuestionRepository, type PersonCard, type QuestionSummaryRecord } from './ports.ts';
import { People, type Person } from './people.ts';

export const LIST_ROWS = 50;

export type QuestionSeen = QuestionSummaryRecord & { asker: Person };

/** A category's newest questions, already the answer's JSON (one text a question); or a search's matches. */
export type BrowsedPage = { newest: string[] } | { found: QuestionSeen[] };

/** The forum list: newest first by category, or — with a search — the best matches first; only what the viewer sees. */
export class BrowseQuestions {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(People) private readonly people: People,
  ) {}

  async execute(viewerId: string, filter: { category?: ForumCategory; search?: string }): Promise<BrowsedPage> {
    const terms = filter.search ? searchTermsOf(filter.search) : null;
    if (!terms) return { newest: await this.#newest(viewerId, filter.category) };
    const rows = await this.questions.search(terms, filter.category, LIST_ROWS, viewerId);
    // The page's statement brought its askers' cards from the forum's copy.
    const copied = new Map<string, PersonCard>();
    for (const r of rows) if (r.askerCard) copied.set(r.askerId, r.askerCard);
    const person = await this.people.of(
      rows.map((r) => r.askerId),
      { copied },
    );
    // The card may stay on the row: the answer (toQuestionSummary) takes only the fields it shows.
    return { found: rows.map((row) => ({ ...row, asker: person(row.askerId) })) };
  }

  /**
   * One statement, its rows the answer's JSON: the questions bring their askers' cards from the
   * forum's copy. Askers the copy does not hold yet (ones from before it) are asked of identity and
   * kept, then the page read again — so the names come from one place, written one way.
   */
  async #newest(viewerId: string, category: ForumCategory | undefined): Promise<string[]> {
    const rows = await this.questions.listed(category, LIST_ROWS, viewerId);
    const uncarded = [...new Set(rows.flatMap((r) => (r.uncarded ? [r.uncarded] : [])))];
    if (!uncarded.length) return rows.map((r) => r.json);
    await this.people.keep(uncarded);
    return (await this.questions.listed(category, LIST_ROWS, viewerId)).map((r) => r.json);
  }

  categoryCounts(): Promise<Record<ForumCategory, number>> {
    return this.questions.categoryCounts();
  }
}

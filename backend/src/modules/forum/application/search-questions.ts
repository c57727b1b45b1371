import { inject } from 'inversify';
import type { ForumCategory } from '../domain/category.ts';
import { searchTermsOf, type SearchTerms } from '../domain/question.ts';
import type { HiddenState } from '../domain/visibility.ts';
import { People, type Person } from './people.ts';
import { LIST_ROWS } from './browse-questions.ts';

/** What no write changes of a question (it is never edited): what a search may remember of it. */
export interface QuestionFace {
  id: string;
  askerId: string;
  category: ForumCategory;
  title: string;
  /** The content's preview (150 characters), as the lists show it. */
  preview: string;
  createdAt: Date;
}

/**
 * A question a search found, as the viewer sees it now. `askerCard`: the asker's name and picture as
 * the answer's JSON members (`"userDisplayName":…,"userProfileImage":…`, ASCII), when the forum's copy
 * holds the asker (people.ts's nameOf, written by PostgreSQL: forum_anglers.card).
 */
export interface SearchHit {
  face: QuestionFace;
  answerCount: number;
  likeCount: number;
  /** It has an accepted answer the viewer sees. */
  hasAcceptedAnswer: boolean;
  hidden: HiddenState | null;
  askerCard?: string;
}

export interface QuestionSearch {
  /**
   * The best matches among the questions the viewer sees (hidden answers' words are not searched), best
   * first. Counts and the accepted mark may lag by a few seconds; what is taken away (hidden, deleted, a
   * changed card) never does, nor what is added (a question asked, an answer's words).
   */
  search(terms: SearchTerms, category: ForumCategory | undefined, limit: number, viewerId: string): Promise<SearchHit[]>;
}
export const QuestionSearch = Symbol.for('forum.QuestionSearch');

/** `asker`: for a hit without a card, the asker as identity names them. */
export type SearchHitSeen = SearchHit & { asker?: Person };

/** Forum search: the best matches of what was typed first; only what the viewer sees. */
export class SearchQuestions {
  constructor(
    @inject(QuestionSearch) private readonly questions: QuestionSearch,
    @inject(People) private readonly people: People,
  ) {}

  /** Null when the text holds nothing to search for (the forum list is then the newest questions). */
  async execute(viewerId: string, typed: string, category: ForumCategory | undefined): Promise<SearchHitSeen[] | null> {
    const terms = searchTermsOf(typed);
    if (!terms) return null;
    const hits = await this.questions.search(terms, category, LIST_ROWS, viewerId);
    const uncarded = hits.filter((h) => h.askerCard === undefined);
    if (!uncarded.length) return hits;
    // Askers the forum's copy did not hold (the page's statement looked): asked of identity, then kept in the copy.
    const person = await this.people.of(
      uncarded.map((h) => h.face.askerId),
      { copied: new Map() },
    );
    // The hits may be a page other searches share: each search names its askers on its own copies.
    return hits.map((hit) => (hit.askerCard === undefined ? { ...hit, asker: person(hit.face.askerId) } : hit));
  }
}

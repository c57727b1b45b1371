import type { ForumCategory } from '../domain/category.ts';
import type { HiddenState } from '../domain/visibility.ts';
import type { AnglerCard } from '../../identity/index.ts';

export interface QuestionRecord {
  id: string;
  askerId: string;
  category: ForumCategory;
  title: string;
  content: string;
  createdAt: Date;
  answerCount: number;
  likeCount: number;
  acceptedAnswerId: string | null;
  hidden: HiddenState | null;
}

export interface AnswerRecord {
  id: string;
  questionId: string;
  authorId: string;
  content: string;
  createdAt: Date;
  hidden: HiddenState | null;
}

/** What the forum shows of an angler: the name and picture parts of identity's card. */
export type PersonCard = Pick<AnglerCard, 'displayName' | 'firstName' | 'lastName' | 'profileImageUrl'>;

/**
 * A row of a list: the question with its content already cut to the preview, its accepted answer only
 * when the viewer sees it; `askerCard` when the list's statement found the asker in the forum's copy.
 */
export type QuestionSummaryRecord = Omit<QuestionRecord, 'content'> & { preview: string; askerCard?: PersonCard };

/** A list's row as the API's QuestionSummary JSON. */
export interface SerializedQuestion {
  json: string;
  /** Its asker, when the forum's copy did not hold their card: the JSON names nobody yet. */
  uncarded: string | null;
}

export interface LikeToggled {
  liked: boolean;
  likeCount: number;
  /** Whether this call really added the like (a notification's cause), not a double tap's twin. */
  added: boolean;
  askerId: string;
}

export interface QuestionRepository {
  /** In the caller's transaction: the question and its category's count. */
  add(question: QuestionRecord): Promise<void>;
  byId(id: string): Promise<QuestionRecord | null>;
  /** Hidden or not, in one statement (absent ones left out): what the operators' queue lists. */
  questionsByIds(ids: readonly string[]): Promise<QuestionRecord[]>;
  /** The answers the viewer sees (domain/visibility.ts), oldest first. */
  answersOf(questionId: string, viewerId: string): Promise<AnswerRecord[]>;
  /** The newest questions the viewer sees, as the list's JSON; a page many viewers share may be the same array each time. */
  listed(category: ForumCategory | undefined, limit: number, viewerId: string): Promise<readonly SerializedQuestion[]>;
  categoryCounts(): Promise<Record<ForumCategory, number>>;
  /** In the caller's transaction: the answer, the count and the search text; the question's asker, or null when it is gone or hidden from the answerer. */
  addAnswer(answer: AnswerRecord): Promise<{ askerId: string } | null>;
  /** In the caller's transaction: likes, or takes the like back; null when there is no such question. */
  toggleLike(questionId: string, anglerId: string, at: Date): Promise<LikeToggled | null>;
  likes(questionId: string, anglerId: string): Promise<boolean>;
  answerOf(questionId: string, answerId: string): Promise<AnswerRecord | null>;
  answerById(answerId: string): Promise<AnswerRecord | null>;
  /** Hidden or not, in one statement (absent ones left out): what the operators' queue lists. */
  answersByIds(ids: readonly string[]): Promise<AnswerRecord[]>;
  /** Every answer, hidden or not, oldest first: what moderation shows around a reported one. */
  thread(questionId: string): Promise<AnswerRecord[]>;
  accept(questionId: string, answerId: string): Promise<void>;
  /**
   * In the caller's transaction, under the question's lock: hidden or shown again; the category's count
   * (a question) or the question's answer count and search text (an answer) follow. False: no such item.
   */
  setQuestionHidden(questionId: string, hidden: HiddenState | null): Promise<boolean>;
  setAnswerHidden(answerId: string, hidden: HiddenState | null): Promise<boolean>;
}
export const QuestionRepository = Symbol.for('forum.QuestionRepository');

/** forum_anglers: the forum's copy of anglers' cards, as others see them. */
export interface PeopleCopy {
  /** Identity's event (in order per angler): the card as it now is overwrites the copy's. */
  changed(card: AnglerCard): Promise<void>;
  cardsOf(ids: readonly string[]): Promise<Map<string, PersonCard>>;
  /** Cards read from identity (`found`) for anglers the copy did not hold (`ids`): kept, unless an event's card got there first; one identity does not know, nameless. */
  keepMissing(ids: readonly string[], found: ReadonlyMap<string, PersonCard>): Promise<void>;
  forget(anglerId: string): Promise<void>;
}
export const PeopleCopy = Symbol.for('forum.PeopleCopy');

import type { ForumCategory } from '../domain/category.ts';
import type { SearchTerms } from '../domain/question.ts';

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
}

export interface AnswerRecord {
  id: string;
  questionId: string;
  authorId: string;
  content: string;
  createdAt: Date;
}

/** A row of a list: the question with its content already cut to the preview. */
export type QuestionRow = Omit<QuestionRecord, 'content'> & { preview: string };

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
  answersOf(questionId: string): Promise<AnswerRecord[]>;
  recent(category: ForumCategory | undefined, limit: number): Promise<QuestionRow[]>;
  search(terms: SearchTerms, category: ForumCategory | undefined, limit: number): Promise<QuestionRow[]>;
  categoryCounts(): Promise<Record<ForumCategory, number>>;
  /** In the caller's transaction: the answer, the count and the search text; the question's asker, or null when it is gone. */
  addAnswer(answer: AnswerRecord): Promise<{ askerId: string } | null>;
  /** In the caller's transaction: likes, or takes the like back; null when there is no such question. */
  toggleLike(questionId: string, anglerId: string, at: Date): Promise<LikeToggled | null>;
  likes(questionId: string, anglerId: string): Promise<boolean>;
  answerOf(questionId: string, answerId: string): Promise<AnswerRecord | null>;
  accept(questionId: string, answerId: string): Promise<void>;
}
export const QuestionRepository = Symbol.for('forum.QuestionRepository');

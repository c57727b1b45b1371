import { eventType, type EventOf } from '../../../shared/kernel/event-of.ts';

/**
 * What happens in the forum that others may react to, published in the transaction of its cause
 * (durable, delivered at least once after it commits). Notifications tells the people concerned.
 */
export type QuestionAnswered = EventOf<
  'forum.QuestionAnswered',
  { questionId: string; answerId: string; askerId: string; authorId: string }
>;
export const QuestionAnswered = eventType<QuestionAnswered>('forum.QuestionAnswered');

/** A like added (taking it back again is no news to anyone). */
export type QuestionLiked = EventOf<'forum.QuestionLiked', { questionId: string; askerId: string; likerId: string }>;
export const QuestionLiked = eventType<QuestionLiked>('forum.QuestionLiked');

export type AnswerAccepted = EventOf<
  'forum.AnswerAccepted',
  { questionId: string; answerId: string; askerId: string; answerAuthorId: string }
>;
export const AnswerAccepted = eventType<AnswerAccepted>('forum.AnswerAccepted');

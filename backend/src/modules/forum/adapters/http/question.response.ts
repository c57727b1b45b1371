import { hiddenMarkOf, type Answer, type Question, type QuestionSummary } from '@tightlines/contracts';
import { hiddenFor } from '../../domain/visibility.ts';
import type { QuestionSeen } from '../../application/browse-questions.ts';
import type { QuestionRead } from '../../application/read-question.ts';

export const toQuestionSummary = (q: QuestionSeen, viewerId: string): QuestionSummary => ({
  id: q.id,
  title: q.title,
  preview: q.preview,
  category: q.category,
  userId: q.askerId,
  userDisplayName: q.asker.name,
  userProfileImage: q.asker.image,
  createdAt: q.createdAt.toISOString(),
  answerCount: q.answerCount,
  likeCount: q.likeCount,
  hasAcceptedAnswer: q.acceptedAnswerId !== null,
  hidden: hiddenMarkOf(hiddenFor({ authorId: q.askerId, hidden: q.hidden }, viewerId)),
});

export function toQuestionResponse({ viewerId, question: q, asker, answers }: QuestionRead): Question {
  return {
    id: q.id,
    title: q.title,
    content: q.content,
    category: q.category,
    userId: q.askerId,
    userDisplayName: asker.name,
    userProfileImage: asker.image,
    createdAt: q.createdAt.toISOString(),
    answerCount: q.answerCount,
    likeCount: q.likeCount,
    acceptedAnswerId: q.acceptedAnswerId,
    hidden: hiddenMarkOf(hiddenFor({ authorId: q.askerId, hidden: q.hidden }, viewerId)),
    answers: answers.map(
      (a): Answer => ({
        id: a.id,
        content: a.content,
        userId: a.authorId,
        userDisplayName: a.author.name,
        userProfileImage: a.author.image,
        createdAt: a.createdAt.toISOString(),
        accepted: a.id === q.acceptedAnswerId,
        hidden: hiddenMarkOf(hiddenFor(a, viewerId)),
      }),
    ),
  };
}

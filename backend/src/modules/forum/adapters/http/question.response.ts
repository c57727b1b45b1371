import type { Answer, Question, QuestionSummary } from '@tightlines/contracts';
import type { QuestionSeen } from '../../application/browse-questions.ts';
import type { QuestionRead } from '../../application/read-question.ts';

export const toQuestionSummary = (q: QuestionSeen): QuestionSummary => ({
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
});

export function toQuestionResponse({ question: q, asker, answers }: QuestionRead): Question {
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
    answers: answers.map(
      (a): Answer => ({
        id: a.id,
        content: a.content,
        userId: a.authorId,
        userDisplayName: a.author.name,
        userProfileImage: a.author.image,
        createdAt: a.createdAt.toISOString(),
        accepted: a.id === q.acceptedAnswerId,
      }),
    ),
  };
}

import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import type { ContextLine, ModeratedContent, ReportableKind, ReportedItem } from '../../moderation/index.ts';
import { previewOf } from '../domain/question.ts';
import { isAnswerSeenBy, isSeenBy, type Authored, type HiddenState } from '../domain/visibility.ts';
import { QuestionRepository, type AnswerRecord, type QuestionRecord } from './ports.ts';

/** Answers shown before and after a reported one. */
const AROUND = 2;
const linkOf = (questionId: string) => `/forum/question/${questionId}`;
const asked = (q: QuestionRecord): Authored => ({ authorId: q.askerId, hidden: q.hidden });

/**
 * Questions and answers as moderation reads and hides them (its ModeratedContent port): a reporter reads
 * what they may see now (domain/visibility.ts), an operator everything; hiding moves the forum's counts
 * and search text in the caller's transaction.
 */
export class ModeratedForum implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['question', 'answer'];

  constructor(@inject(QuestionRepository) private readonly questions: QuestionRepository) {}

  seenBy(kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    return this.#describe(kind, itemId, viewerId);
  }

  forOperator(kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    return this.#describe(kind, itemId, null);
  }

  async forOperatorMany(kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    const ids = itemIds.filter(isId);
    if (!ids.length) return [];
    if (kind === 'question') return (await this.questions.questionsByIds(ids)).map((q) => questionItem(q));
    const answers = await this.questions.answersByIds(ids);
    const asked = new Map((await this.questions.questionsByIds([...new Set(answers.map((a) => a.questionId))])).map((q) => [q.id, q]));
    return answers.flatMap((a) => {
      const q = asked.get(a.questionId);
      return q ? [answerItem(a, q, [])] : [];
    });
  }

  async setHidden(kind: ReportableKind, itemId: string, hidden: HiddenState | null): Promise<void> {
    if (!isId(itemId)) return;
    if (kind === 'question') await this.questions.setQuestionHidden(itemId, hidden);
    else await this.questions.setAnswerHidden(itemId, hidden);
  }

  /** `viewerId` null: the operator, who sees everything. */
  async #describe(kind: ReportableKind, itemId: string, viewerId: string | null): Promise<ReportedItem | null> {
    if (!isId(itemId)) return null;
    if (kind === 'question') {
      const q = await this.questions.byId(itemId);
      if (!q || (viewerId !== null && !isSeenBy(asked(q), viewerId))) return null;
      return questionItem(q);
    }
    const answer = await this.questions.answerById(itemId);
    const q = answer && (await this.questions.byId(answer.questionId));
    if (!answer || !q || (viewerId !== null && !isAnswerSeenBy(asked(q), answer, viewerId))) return null;
    return answerItem(answer, q, [
      { authorId: q.askerId, excerpt: previewOf(q.content), at: q.createdAt, isReported: false },
      ...(await this.#around(answer, viewerId)),
    ]);
  }

  /** The answers just before and after the reported one that the reader may see. */
  async #around(answer: AnswerRecord, viewerId: string | null): Promise<ContextLine[]> {
    const thread = (await this.questions.thread(answer.questionId)).filter(
      (a) => a.id === answer.id || viewerId === null || isSeenBy(a, viewerId),
    );
    const at = thread.findIndex((a) => a.id === answer.id);
    return thread.slice(Math.max(0, at - AROUND), at + AROUND + 1).map((a) => ({
      authorId: a.authorId,
      excerpt: previewOf(a.content),
      at: a.createdAt,
      isReported: a.id === answer.id,
    }));
  }
}

function questionItem(q: QuestionRecord): ReportedItem {
  return {
    kind: 'question',
    itemId: q.id,
    authorId: q.askerId,
    title: q.title,
    excerpt: previewOf(q.content),
    link: linkOf(q.id),
    createdAt: q.createdAt,
    context: [],
  };
}

function answerItem(answer: AnswerRecord, q: QuestionRecord, context: ContextLine[]): ReportedItem {
  return {
    kind: 'answer',
    itemId: answer.id,
    authorId: answer.authorId,
    title: q.title,
    excerpt: previewOf(answer.content),
    link: linkOf(q.id),
    createdAt: answer.createdAt,
    context,
  };
}

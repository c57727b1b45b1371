import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { QuestionNotFound } from '../domain/forum.errors.ts';
import { QuestionAnswered } from '../domain/forum.events.ts';
import { QuestionRepository, type AnswerRecord } from './ports.ts';
import { FORUM_LIMITS } from './limits.ts';
import { NewcomerLinks } from './newcomer-links.ts';

/**
 * An angler answers a question: the answer, the question's count and search text, and the event that
 * tells the asker are one transaction — there is never an answer nobody was told about, nor news of an
 * answer that is not there.
 */
export class AnswerQuestion {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(NewcomerLinks) private readonly newcomerLinks: NewcomerLinks,
  ) {}

  async execute(authorId: string, questionId: string, content: string): Promise<AnswerRecord> {
    if (!isId(questionId)) throw new QuestionNotFound();
    await this.newcomerLinks.check(authorId, content);
    await this.limits.consume(FORUM_LIMITS.answer, authorId);
    const answer: AnswerRecord = { id: newId(), questionId, authorId, content, createdAt: this.clock.now(), hidden: null };
    await this.transactions.run(async () => {
      const question = await this.questions.addAnswer(answer);
      if (!question) throw new QuestionNotFound();
      await this.events.publish(
        QuestionAnswered.of({ questionId, answerId: answer.id, askerId: question.askerId, authorId }, answer.createdAt),
      );
    });
    return answer;
  }
}

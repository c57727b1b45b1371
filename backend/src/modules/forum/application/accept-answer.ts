import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AnswerNotFound, NotTheAsker, OwnAnswerAccepted, QuestionNotFound } from '../domain/forum.errors.ts';
import { AnswerAccepted } from '../domain/forum.events.ts';
import { isSeenBy } from '../domain/visibility.ts';
import { QuestionRepository } from './ports.ts';

/** Beyond the spec: the asker marks the answer that helped; choosing another replaces it. */
export class AcceptAnswer {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(anglerId: string, questionId: string, answerId: string): Promise<void> {
    if (!isId(questionId)) throw new QuestionNotFound();
    await this.transactions.run(async () => {
      const question = await this.questions.byId(questionId);
      if (!question) throw new QuestionNotFound();
      if (question.askerId !== anglerId) throw new NotTheAsker();
      const answer = isId(answerId) ? await this.questions.answerOf(questionId, answerId) : null;
      if (!answer || !isSeenBy(answer, anglerId)) throw new AnswerNotFound();
      if (answer.authorId === anglerId) throw new OwnAnswerAccepted();
      if (question.acceptedAnswerId === answerId) return;
      await this.questions.accept(questionId, answerId);
      await this.events.publish(
        AnswerAccepted.of({ questionId, answerId, askerId: anglerId, answerAuthorId: answer.authorId }, this.clock.now()),
      );
    });
  }
}

import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { NotificationsFacade } from '../../notifications/index.ts';
import { AnswerNotFound, NotTheAsker, OwnAnswerAccepted, QuestionNotFound } from '../domain/forum.errors.ts';
import { QuestionRepository } from './ports.ts';

/** Beyond the spec: the asker marks the answer that helped; choosing another replaces it. */
export class AcceptAnswer {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(NotificationsFacade) private readonly notifications: NotificationsFacade,
  ) {}

  async execute(anglerId: string, questionId: string, answerId: string): Promise<void> {
    if (!isId(questionId)) throw new QuestionNotFound();
    await this.transactions.run(async () => {
      const question = await this.questions.byId(questionId);
      if (!question) throw new QuestionNotFound();
      if (question.askerId !== anglerId) throw new NotTheAsker();
      const answer = isId(answerId) ? await this.questions.answerOf(questionId, answerId) : null;
      if (!answer) throw new AnswerNotFound();
      if (answer.authorId === anglerId) throw new OwnAnswerAccepted();
      if (question.acceptedAnswerId === answerId) return;
      await this.questions.accept(questionId, answerId);
      await this.notifications.notify({
        recipientId: answer.authorId,
        kind: 'answer_accepted',
        actorId: anglerId,
        subjectId: questionId,
        causeKey: `accepted:${answerId}`,
      });
    });
  }
}

import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { restrictsTheAuthor } from '../domain/action.ts';
import { AlreadyAppealed, StatementNotFound } from '../domain/moderation.errors.ts';
import { ActionBook, type AppealRecord } from './ports.ts';

/** The angler an action restricted appeals it, once (the database holds one appeal per action). */
export class AppealAction {
  constructor(
    @inject(ActionBook) private readonly actions: ActionBook,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(anglerId: string, actionId: string, text: string): Promise<AppealRecord> {
    if (!isId(actionId)) throw new StatementNotFound();
    const action = await this.actions.find(actionId);
    if (!action || action.anglerId !== anglerId || !restrictsTheAuthor(action.action)) throw new StatementNotFound();
    const appeal: AppealRecord = { id: newId(), actionId, appellantId: anglerId, text, createdAt: this.clock.now(), status: 'open' };
    await this.transactions.run(async () => {
      if (!(await this.actions.addAppeal(appeal))) throw new AlreadyAppealed();
    });
    return appeal;
  }
}

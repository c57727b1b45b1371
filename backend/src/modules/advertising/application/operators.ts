import { inject } from 'inversify';
import { OperatorsFacade } from '../../moderation/index.ts';
import { OperatorsOnly } from '../domain/advertising.errors.ts';

/** Operators: anglers holding moderation's operator role. They approve and suspend advertisers. */
export class Operators {
  constructor(@inject(OperatorsFacade) private readonly operators: OperatorsFacade) {}

  isOperator(anglerId: string): Promise<boolean> {
    return this.operators.isOperator(anglerId);
  }

  async mustOperate(anglerId: string): Promise<void> {
    if (!(await this.isOperator(anglerId))) throw new OperatorsOnly();
  }
}

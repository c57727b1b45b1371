import { inject } from 'inversify';
import { OperatorsOnly } from '../domain/moderation.errors.ts';
import { OperatorRoster } from './ports.ts';
import type { OperatorsFacade } from './operators-facade.ts';

/** The console's gate: every operator call asks it first, so no call reaches the console without the role. */
export class Operators implements OperatorsFacade {
  constructor(@inject(OperatorRoster) private readonly roster: OperatorRoster) {}

  isOperator(anglerId: string): Promise<boolean> {
    return this.roster.isOperator(anglerId);
  }

  async require(anglerId: string): Promise<void> {
    if (!(await this.roster.isOperator(anglerId))) throw new OperatorsOnly();
  }
}

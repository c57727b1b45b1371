import { inject } from 'inversify';
import { ConfigToken } from '../../../platform/tokens.ts';
import type { Config } from '../../../platform/config/config.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { OperatorsOnly } from '../domain/advertising.errors.ts';

/** Operators: anglers whose sign-in email is in OPERATOR_EMAILS. They approve and suspend advertisers. */
export class Operators {
  readonly #emails: ReadonlySet<string>;

  constructor(
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(ConfigToken) config: Config,
  ) {
    this.#emails = new Set(config.operatorEmails);
  }

  async isOperator(anglerId: string): Promise<boolean> {
    if (this.#emails.size === 0) return false;
    const email = await this.anglers.signInEmailOf(anglerId);
    return !!email && this.#emails.has(email.toLowerCase());
  }

  async mustOperate(anglerId: string): Promise<void> {
    if (!(await this.isOperator(anglerId))) throw new OperatorsOnly();
  }
}

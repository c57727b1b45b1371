import { inject } from 'inversify';
import { OPERATOR_MESSAGES } from '@tightlines/contracts';
import { NotAllowed, NotFound } from '../../../shared/kernel/domain-errors.ts';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ConfigToken } from '../../../platform/tokens.ts';
import type { Config } from '../../../platform/config/config.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { AdvertisingRepository, type AdvertiserRecord } from './ports.ts';

/**
 * Approval: operators — anglers whose sign-in email is in OPERATOR_EMAILS — approve or
 * suspend advertisers. Until approved (and while suspended) an advertiser signs in and prepares
 * campaigns, but serving passes it by.
 */
export class AdvertiserApproval {
  readonly #operators: ReadonlySet<string>;

  constructor(
    @inject(AdvertisingRepository) private readonly repo: AdvertisingRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ConfigToken) config: Config,
  ) {
    this.#operators = new Set(config.operatorEmails);
  }

  async isOperator(anglerId: string): Promise<boolean> {
    if (this.#operators.size === 0) return false;
    const email = await this.anglers.signInEmailOf(anglerId);
    return !!email && this.#operators.has(email.toLowerCase());
  }

  async review(anglerId: string): Promise<AdvertiserRecord[]> {
    await this.#mustOperate(anglerId);
    return this.repo.allAdvertisers();
  }

  async setStatus(anglerId: string, advertiserId: string, status: 'active' | 'suspended'): Promise<AdvertiserRecord> {
    await this.#mustOperate(anglerId);
    if (!isId(advertiserId) || !(await this.transactions.run(() => this.repo.setAccountStatus(advertiserId, status)))) {
      throw new NotFound('Advertiser not found');
    }
    return (await this.repo.advertiser(advertiserId))!;
  }

  async #mustOperate(anglerId: string) {
    if (!(await this.isOperator(anglerId))) throw new NotAllowed(OPERATOR_MESSAGES.operatorsOnly);
  }
}

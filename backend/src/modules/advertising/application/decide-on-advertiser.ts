import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import type { Advertiser, ReviewDecision } from '../domain/advertiser.ts';
import { AdvertiserNotFound } from '../domain/advertising.errors.ts';
import { Operators } from './operators.ts';
import { AdvertiserRepository } from './ports.ts';

/**
 * An operator approves or suspends an advertiser. Until approved (and while suspended) an advertiser
 * signs in and prepares campaigns, but serving passes it by.
 */
export class DecideOnAdvertiser {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(AdvertiserRepository) private readonly advertisers: AdvertiserRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async run(anglerId: string, advertiserId: string, status: ReviewDecision): Promise<Advertiser> {
    await this.operators.mustOperate(anglerId);
    if (!isId(advertiserId) || !(await this.transactions.run(() => this.advertisers.decide(advertiserId, status))))
      throw new AdvertiserNotFound();
    return (await this.advertisers.byId(advertiserId))!;
  }
}

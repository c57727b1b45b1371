import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import type { EventOutcome } from '../domain/billing.ts';
import { claimsFor } from '../domain/served-ad.ts';
import { AdLedger, AdTokens } from './ports.ts';

/** A served ad was clicked: billed once, only after its impression, invalid traffic and the advertiser's own clicks left out. */
export class RecordClick {
  constructor(
    @inject(AdLedger) private readonly ledger: AdLedger,
    @inject(AdTokens) private readonly tokens: AdTokens,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  run(viewer: string, adId: string, token: string): Promise<EventOutcome> {
    const claims = claimsFor(this.tokens.verify(token), viewer, adId);
    return this.transactions.run(() => this.ledger.click(claims, this.clock.now()));
  }
}

import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import type { EventOutcome } from '../domain/billing.ts';
import { claimsFor, expired } from '../domain/served-ad.ts';
import { AdLedger, AdTokens } from './ports.ts';

/**
 * A served ad was viewable: billed once per token, within its hour, never when shown to its own
 * advertiser. Not in a transaction of the request's: the ledger bills it with others in one statement
 * of its own.
 */
export class RecordImpression {
  constructor(
    @inject(AdLedger) private readonly ledger: AdLedger,
    @inject(AdTokens) private readonly tokens: AdTokens,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  run(viewer: string, adId: string, token: string): Promise<EventOutcome> {
    const claims = claimsFor(this.tokens.verify(token), viewer, adId);
    const now = this.clock.now();
    if (expired(claims, now)) return Promise.resolve({ billed: false, reason: 'token_expired' });
    return this.ledger.impression(claims, now);
  }
}

import { inject } from 'inversify';
import { NATIVE_ADS_PER_LIST, type AdPlacement } from '@tightlines/contracts';
import { RuleViolated } from '../../../shared/kernel/domain-errors.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AdTokens, ServingRepository, type EventOutcome, type ServedAdRecord } from './ports.ts';

/** A viewer sees one campaign's ads at most this many times a day. */
export const FREQUENCY_CAP_PER_DAY = 20;
/** An impression must arrive within this long after its ad was served. */
export const TOKEN_TTL_MS = 3_600_000;
/** Pacing: a campaign may spend its share of today's allowance up to now, plus this head start. */
export const PACE_HEAD_START_MS = 3_600_000;
const DAY_MS = 86_400_000;
export const NOT_SERVED_TO_YOU = 'This ad was not served to you';

export interface ServedAd extends ServedAdRecord {
  placement: AdPlacement;
  token: string;
}

/**
 * Serving (issue 11): only eligible ads — an approved advertiser, an active campaign inside its
 * schedule with budget left, targeting matching the viewer, under the viewer's frequency cap and the
 * campaign's pace for the day — one campaign picked at random among them (each campaign as likely as
 * the next, whatever its number of ads). Counting: each served ad's token bills its impression once,
 * its click once and only after the impression, in the transaction that charges the campaign.
 */
export class AdServing {
  constructor(
    @inject(ServingRepository) private readonly repo: ServingRepository,
    @inject(AdTokens) private readonly tokens: AdTokens,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async serve(viewer: string, placement: AdPlacement | undefined, near: { lat: number; lon: number } | null, species: string[]): Promise<ServedAd[]> {
    const now = this.clock.now();
    const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const paceShare = Math.min(1, (now.getTime() - dayStart.getTime() + PACE_HEAD_START_MS) / DAY_MS);
    const shown: AdPlacement = placement ?? 'native';
    const ads = await this.repo.eligible({
      viewer,
      placement: shown,
      near,
      species: species.map((s) => s.trim().toLowerCase()).filter(Boolean),
      now,
      dayStart,
      paceShare,
      frequencyCap: FREQUENCY_CAP_PER_DAY,
      limit: placement ? 1 : NATIVE_ADS_PER_LIST,
    });
    return ads.map((ad) => ({
      ...ad,
      placement: shown,
      token: this.tokens.sign({ adId: ad.id, campaignId: ad.campaignId, viewer, servedAt: now.getTime() }),
    }));
  }

  impression(viewer: string, adId: string, token: string): Promise<EventOutcome> {
    const claims = this.#claims(viewer, adId, token);
    if (this.clock.now().getTime() - claims.servedAt > TOKEN_TTL_MS) return Promise.resolve({ billed: false, reason: 'token_expired' });
    return this.transactions.run(() => this.repo.impression(claims, this.clock.now()));
  }

  click(viewer: string, adId: string, token: string): Promise<EventOutcome> {
    const claims = this.#claims(viewer, adId, token);
    return this.transactions.run(() => this.repo.click(claims, this.clock.now()));
  }

  #claims(viewer: string, adId: string, token: string) {
    const claims = this.tokens.verify(token);
    if (!claims || claims.adId !== adId || claims.viewer !== viewer) throw new RuleViolated(NOT_SERVED_TO_YOU);
    return claims;
  }
}

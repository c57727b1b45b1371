import { inject } from 'inversify';
import { NotFound } from '../../../shared/kernel/domain-errors.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { clickThroughRate, unitsOf } from '../domain/money.ts';
import { AdvertisingRepository } from './ports.ts';

/** What the portal's dashboard reads of one advertiser (spec part 2 §7 Advertiser). */
export class AdvertiserReports {
  constructor(
    @inject(AdvertisingRepository) private readonly repo: AdvertisingRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** Per day and per campaign over the last `days` days (today included), from the rollup. */
  async daily(id: string, days: number) {
    const since = new Date(this.clock.now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    return (await this.repo.days(id, since)).map((d) => ({
      day: d.day,
      campaignId: d.campaignId,
      campaignName: d.campaignName,
      impressions: d.impressions,
      clicks: d.clicks,
      spent: unitsOf(d.spentMicros),
      clickThroughRate: clickThroughRate(d.impressions, d.clicks),
    }));
  }

  async advertiser(id: string) {
    const advertiser = await this.repo.advertiser(id);
    if (!advertiser) throw new NotFound('Advertiser not found');
    return advertiser;
  }

  async analytics(id: string) {
    const t = await this.repo.totals(id);
    return {
      totalSpent: unitsOf(t.spentMicros),
      totalImpressions: t.impressions,
      totalClicks: t.clicks,
      clickThroughRate: clickThroughRate(t.impressions, t.clicks),
    };
  }

  campaigns(id: string) {
    return this.repo.campaigns(id);
  }

  /** Spend per month; billing awaits a card payment provider, so nothing is charged or paid. */
  async invoices(id: string) {
    return (await this.repo.months(id)).map((m) => ({
      month: m.month,
      amount: unitsOf(m.spentMicros),
      impressions: m.impressions,
      clicks: m.clicks,
      status: 'awaiting_payment_provider' as const,
    }));
  }
}

import { inject } from 'inversify';
import { NotFound } from '../../../shared/kernel/domain-errors.ts';
import { clickThroughRate, unitsOf } from '../domain/money.ts';
import { AdvertisingRepository } from './ports.ts';

/** What the portal's dashboard reads of one advertiser (spec part 2 §7 Advertiser). */
export class AdvertiserReports {
  constructor(@inject(AdvertisingRepository) private readonly repo: AdvertisingRepository) {}

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

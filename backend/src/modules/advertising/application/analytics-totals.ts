import { inject } from 'inversify';
import { clickThroughRate, unitsOf } from '../domain/money.ts';
import { AdvertiserFigures } from './ports.ts';

/** The dashboard's totals over every campaign of the advertiser (spec part 2 §7 Advertiser). */
export class AnalyticsTotals {
  constructor(@inject(AdvertiserFigures) private readonly figures: AdvertiserFigures) {}

  async run(advertiserId: string) {
    const t = await this.figures.totals(advertiserId);
    return {
      totalSpent: unitsOf(t.spentMicros),
      totalImpressions: t.impressions,
      totalClicks: t.clicks,
      clickThroughRate: clickThroughRate(t.impressions, t.clicks),
    };
  }
}

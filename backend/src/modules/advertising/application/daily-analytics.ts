import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { DAY_MS } from '../domain/eligibility.ts';
import { clickThroughRate, unitsOf } from '../domain/money.ts';
import { AdvertiserFigures } from './ports.ts';

/** The dashboard's figures per day and per campaign over the last `days` days (today included), from the rollup. */
export class DailyAnalytics {
  constructor(
    @inject(AdvertiserFigures) private readonly figures: AdvertiserFigures,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(advertiserId: string, days: number) {
    const since = new Date(this.clock.now().getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return (await this.figures.days(advertiserId, since)).map((d) => ({
      day: d.day,
      campaignId: d.campaignId,
      campaignName: d.campaignName,
      impressions: d.impressions,
      clicks: d.clicks,
      spent: unitsOf(d.spentMicros),
      clickThroughRate: clickThroughRate(d.impressions, d.clicks),
    }));
  }
}

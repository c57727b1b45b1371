import { inject } from 'inversify';
import { unitsOf } from '../domain/money.ts';
import { AdvertiserFigures } from './ports.ts';

/** Spend per month; billing awaits a card payment provider, so nothing is charged or paid. */
export class Invoices {
  constructor(@inject(AdvertiserFigures) private readonly figures: AdvertiserFigures) {}

  async run(advertiserId: string) {
    return (await this.figures.months(advertiserId)).map((m) => ({
      month: m.month,
      amount: unitsOf(m.spentMicros),
      impressions: m.impressions,
      clicks: m.clicks,
      status: 'awaiting_payment_provider' as const,
    }));
  }
}

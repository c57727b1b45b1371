import { expect } from 'chai';
import type { AnalyticsDay } from '@tightlines/contracts';
import { campaignTotals, dailyTotals, lastDays } from './daily-series.ts';

const row = (day: string, campaignId: string, impressions: number, clicks: number, spent: number): AnalyticsDay => ({
  day,
  campaignId,
  campaignName: `Campaign ${campaignId}`,
  impressions,
  clicks,
  spent,
  clickThroughRate: 0,
});
const today = new Date('2026-11-23T15:00:00Z');

describe('analytics over time', () => {
  it('covers every day of the window, oldest first, in UTC', () => {
    expect(lastDays(today, 3)).to.deep.equal(['2026-11-21', '2026-11-22', '2026-11-23']);
  });

  it('adds campaigns up per day and keeps quiet days at zero', () => {
    const days = dailyTotals(
      [row('2026-11-21', 'a', 1000, 10, 2.5), row('2026-11-21', 'b', 1000, 30, 0.75), row('2026-11-23', 'a', 10, 0, 0.01)],
      today,
      3,
    );
    expect(days).to.deep.equal([
      { day: '2026-11-21', impressions: 2000, clicks: 40, spent: 3.25, clickThroughRate: 2 },
      { day: '2026-11-22', impressions: 0, clicks: 0, spent: 0, clickThroughRate: 0 },
      { day: '2026-11-23', impressions: 10, clicks: 0, spent: 0.01, clickThroughRate: 0 },
    ]);
  });

  it('narrows to one campaign', () => {
    const days = dailyTotals([row('2026-11-23', 'a', 3, 1, 0.1), row('2026-11-23', 'b', 5, 0, 0.2)], today, 1, 'b');
    expect(days[0]).to.include({ impressions: 5, clicks: 0, spent: 0.2 });
  });

  it('totals each campaign with its CTR to 2 decimals, the biggest spender first', () => {
    const totals = campaignTotals([row('2026-11-22', 'a', 3, 1, 0.1), row('2026-11-23', 'a', 0, 0, 0), row('2026-11-23', 'b', 7, 0, 0.2)]);
    expect(totals.map((t) => [t.campaignId, t.impressions, t.clicks, t.spent, t.clickThroughRate])).to.deep.equal([
      ['b', 7, 0, 0.2, 0],
      ['a', 3, 1, 0.1, 33.33],
    ]);
  });
});

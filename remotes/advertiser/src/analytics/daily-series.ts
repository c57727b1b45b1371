import type { AnalyticsDay } from '@tightlines/contracts';

export interface DayTotals {
  day: string;
  impressions: number;
  clicks: number;
  spent: number;
  clickThroughRate: number;
}

export interface CampaignTotals extends Omit<DayTotals, 'day'> {
  campaignId: string;
  campaignName: string;
}

const ctr = (clicks: number, impressions: number) => (impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0);
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The UTC days from `days - 1` days before `today` to `today`, oldest first ('YYYY-MM-DD'). */
export function lastDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * One row a day over the window, days without events at zero, for the chart: a quiet day is
 * a gap in the bars, not a missing point. `campaignId` narrows it to one campaign.
 */
export function dailyTotals(rows: readonly AnalyticsDay[], today: Date, days: number, campaignId?: string): DayTotals[] {
  const byDay = new Map<string, { impressions: number; clicks: number; spent: number }>();
  for (const row of rows) {
    if (campaignId && row.campaignId !== campaignId) continue;
    const day = byDay.get(row.day) ?? { impressions: 0, clicks: 0, spent: 0 };
    day.impressions += row.impressions;
    day.clicks += row.clicks;
    day.spent += row.spent;
    byDay.set(row.day, day);
  }
  return lastDays(today, days).map((day) => {
    const t = byDay.get(day) ?? { impressions: 0, clicks: 0, spent: 0 };
    return { day, impressions: t.impressions, clicks: t.clicks, spent: cents(t.spent), clickThroughRate: ctr(t.clicks, t.impressions) };
  });
}

/** Each campaign's totals over the window, the biggest spender first. */
export function campaignTotals(rows: readonly AnalyticsDay[]): CampaignTotals[] {
  const byCampaign = new Map<string, CampaignTotals>();
  for (const row of rows) {
    const t = byCampaign.get(row.campaignId) ?? {
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      impressions: 0,
      clicks: 0,
      spent: 0,
      clickThroughRate: 0,
    };
    t.impressions += row.impressions;
    t.clicks += row.clicks;
    t.spent += row.spent;
    byCampaign.set(row.campaignId, t);
  }
  return [...byCampaign.values()]
    .map((t) => ({ ...t, spent: cents(t.spent), clickThroughRate: ctr(t.clicks, t.impressions) }))
    .sort((a, b) => b.spent - a.spent || b.impressions - a.impressions || a.campaignName.localeCompare(b.campaignName));
}

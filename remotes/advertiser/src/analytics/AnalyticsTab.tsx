import { useMemo, useState } from 'react';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, Label, NativeSelect, Skeleton } from '@tightlines/kit';
import { useCampaigns, useDailyAnalytics } from '../api/portal.ts';
import { TotalsGrid } from '../overview/TotalsGrid.tsx';
import { formatCount, formatMoney, formatRate } from '../lib/format.ts';
import { campaignTotals, dailyTotals } from './daily-series.ts';
import { DailyChart } from './DailyChart.tsx';

export const ANALYTICS_DAYS = 30;

/** Analytics: totals, a chart of each day's figures (all campaigns or one), and each campaign's totals over the window. */
export function AnalyticsTab({ advertiserId }: { advertiserId: string }) {
  const daily = useDailyAnalytics(advertiserId, ANALYTICS_DAYS);
  const campaigns = useCampaigns(advertiserId);
  const [campaignId, setCampaignId] = useState('');
  const days = useMemo(() => dailyTotals(daily.data ?? [], new Date(), ANALYTICS_DAYS, campaignId || undefined), [daily.data, campaignId]);
  const perCampaign = useMemo(() => campaignTotals(daily.data ?? []), [daily.data]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <TotalsGrid advertiserId={advertiserId} />
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
          <CardTitle>Last {ANALYTICS_DAYS} Days</CardTitle>
          <div className="grid gap-1 sm:w-64">
            <Label htmlFor="analytics-campaign">Campaign</Label>
            <NativeSelect id="analytics-campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
              <option value="">All campaigns</option>
              {campaigns.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardHeader>
        <CardContent>{daily.isPending ? <Skeleton className="h-64" /> : <DailyChart days={days} />}</CardContent>
      </Card>
      <section aria-labelledby="by-campaign" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h2 id="by-campaign" className="text-lg font-semibold">
          By Campaign
        </h2>
        {daily.isPending ? (
          <Skeleton className="h-32" />
        ) : perCampaign.length === 0 ? (
          <EmptyState
            icon={<BarChart3 aria-hidden />}
            title="No activity yet"
            description="Impressions, clicks and spend appear here once your active campaigns are shown to anglers."
          />
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {perCampaign.map((t) => (
              <li key={t.campaignId}>
                <Card className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                  <h3 className="min-w-0 truncate font-semibold">{t.campaignName}</h3>
                  <dl className="grid grid-cols-4 gap-2 text-sm sm:gap-6">
                    {[
                      ['Spend', formatMoney(t.spent)],
                      ['Impr.', formatCount(t.impressions)],
                      ['Clicks', formatCount(t.clicks)],
                      ['CTR', formatRate(t.clickThroughRate)],
                    ].map(([label, value]) => (
                      <div key={label} className="min-w-0">
                        <dt className="text-xs text-muted-foreground">{label}</dt>
                        <dd className="truncate font-semibold tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

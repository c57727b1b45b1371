import { DollarSign, Eye, MousePointerClick, Percent } from 'lucide-react';
import { Card, Skeleton } from '@tightlines/kit';
import { useAnalytics } from '../api/portal.ts';
import { formatCount, formatMoney, formatRate } from '../lib/format.ts';

/** Spec part 2 §3 Advertiser analytics: total spent, impressions, clicks and CTR (spend and CTR to 2 decimals). */
export function TotalsGrid({ advertiserId }: { advertiserId: string }) {
  const analytics = useAnalytics(advertiserId);
  const a = analytics.data;
  const tiles = [
    { label: 'Total Spent', icon: DollarSign, value: a && formatMoney(a.totalSpent) },
    { label: 'Impressions', icon: Eye, value: a && formatCount(a.totalImpressions) },
    { label: 'Clicks', icon: MousePointerClick, value: a && formatCount(a.totalClicks) },
    { label: 'Click-Through Rate', icon: Percent, value: a && formatRate(a.clickThroughRate) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, icon: Icon, value }) => (
        <Card key={label} className="p-4">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">
            {value ?? (analytics.isError ? '—' : <Skeleton className="h-7 w-20" />)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

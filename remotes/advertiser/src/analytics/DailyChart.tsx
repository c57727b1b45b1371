import { useState } from 'react';
import { cn } from '@tightlines/kit';
import { formatCount, formatDate, formatMoney, formatRate } from '../lib/format.ts';
import type { DayTotals } from './daily-series.ts';

const METRICS = {
  impressions: { label: 'Impressions', format: formatCount },
  clicks: { label: 'Clicks', format: formatCount },
  spent: { label: 'Spend', format: formatMoney },
  clickThroughRate: { label: 'CTR', format: formatRate },
} as const;
type Metric = keyof typeof METRICS;

/**
 * Daily bars of one figure (design: figures people compare are shown as pictures as well as
 * numbers). Plain SVG — thirty bars need no chart library — with each bar's value in its
 * tooltip and the whole series summarised for screen readers.
 */
export function DailyChart({ days }: { days: DayTotals[] }) {
  const [metric, setMetric] = useState<Metric>('impressions');
  const { label, format } = METRICS[metric];
  const values = days.map((d) => d[metric]);
  const max = Math.max(0, ...values);
  const total = metric === 'clickThroughRate' ? null : values.reduce((a, b) => a + b, 0);
  const peak = days[values.indexOf(max)];
  const summary = `${label} per day, ${formatDate(days[0]!.day)} to ${formatDate(days.at(-1)!.day)}: ${
    total === null ? '' : `total ${format(total)}, `
  }highest ${format(max)}${peak && max > 0 ? ` on ${formatDate(peak.day)}` : ''}`;
  const barWidth = 100 / days.length;
  return (
    <figure className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <fieldset aria-label="Figure shown" className="grid min-w-0 grid-cols-4 gap-1 sm:flex">
        {(Object.keys(METRICS) as Metric[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={metric === key}
            onClick={() => setMetric(key)}
            className={cn(
              'min-h-11 rounded-xl px-3 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              metric === key ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground hover:text-foreground',
            )}
          >
            {METRICS[key].label}
          </button>
        ))}
      </fieldset>
      <div className="flex items-baseline justify-between text-sm text-muted-foreground">
        <span>
          Highest: <span className="font-semibold text-foreground">{format(max)}</span>
        </span>
        {total !== null && (
          <span>
            Total: <span className="font-semibold text-foreground">{format(total)}</span>
          </span>
        )}
      </div>
      <div className="h-44 rounded-xl border border-border bg-muted/30 p-2">
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="size-full" role="img" aria-label={summary}>
          {days.map((d, i) => {
            const height = max > 0 ? (d[metric] / max) * 100 : 0;
            return (
              <rect
                key={d.day}
                x={i * barWidth + barWidth * 0.15}
                y={100 - height}
                width={barWidth * 0.7}
                height={height}
                className="fill-primary"
                rx={0.6}
              >
                <title>{`${formatDate(d.day)}: ${format(d[metric])}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{formatDate(days[0]!.day)}</span>
        <span>{formatDate(days.at(-1)!.day)}</span>
      </figcaption>
    </figure>
  );
}

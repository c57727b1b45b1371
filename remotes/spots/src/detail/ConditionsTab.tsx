import { CloudSun, Droplets, Thermometer } from 'lucide-react';
import { Badge, Skeleton, relativeTime } from '@tightlines/kit';
import { SPOT_LIMITS } from '@tightlines/contracts';
import { useRecentConditions } from '../api/spots.ts';
import { label } from '../lib/format.ts';

/** Recent condition reports (spec §3, §9): the newest first, the first 5 shown, temperature in °F. */
export function ConditionsTab({ spotId }: { spotId: string }) {
  const reports = useRecentConditions(spotId);
  if (reports.isPending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading conditions">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  const shown = (reports.data ?? []).slice(0, SPOT_LIMITS.recentConditions);
  if (shown.length === 0)
    return <p className="rounded-2xl bg-muted/60 p-4 text-muted-foreground">No condition reports yet. Log a trip here to add the first.</p>;
  return (
    <ul className="grid gap-3" aria-label="Recent conditions">
      {shown.map((report) => (
        <li
          key={`${report.createdAt}-${report.weatherCondition}-${report.waterCondition}-${report.temperature}-${report.notes}`}
          className="grid gap-1.5 rounded-2xl border border-border p-3"
          data-testid="condition-report"
        >
          <div className="flex flex-wrap items-center gap-2">
            {report.weatherCondition && (
              <Badge variant="secondary">
                <CloudSun aria-hidden className="size-3.5" />
                {label(report.weatherCondition)}
              </Badge>
            )}
            {report.waterCondition && (
              <Badge variant="outline">
                <Droplets aria-hidden className="size-3.5" />
                {label(report.waterCondition)} water
              </Badge>
            )}
            {report.temperature != null && (
              <Badge variant="outline">
                <Thermometer aria-hidden className="size-3.5" />
                {report.temperature}°F
              </Badge>
            )}
            <span className="ml-auto text-xs text-muted-foreground">{relativeTime(report.createdAt)}</span>
          </div>
          {report.notes && <p className="text-sm break-words whitespace-pre-line">{report.notes}</p>}
        </li>
      ))}
    </ul>
  );
}

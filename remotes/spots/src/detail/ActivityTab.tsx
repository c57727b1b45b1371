import { useId } from 'react';
import { Clock, Fish, Flame, Percent, Target, Users } from 'lucide-react';
import { Label, NativeSelect, relativeTime } from '@tightlines/kit';
import type { HeatSpot } from '@tightlines/contracts';
import { useHeatmap } from '../api/spots.ts';
import { TIME_RANGES, type HeatFilterState } from '../heatmap/HeatFilters.tsx';
import { HeatBadge, HeatLegend } from '../heatmap/HeatLegend.tsx';
import { HEAT_LAYER, heatBand, pointWeight } from '../lib/heat.ts';
import { label } from '../lib/format.ts';
import { chartPoints } from './activity-map.ts';

const BOX = { width: 400, height: 240, radiusKm: 50 };

/**
 * Activity (spec §2): an Activity Heat Map of this spot and the spots around it (50 km), weighted and
 * coloured as the main heat map, its legend, and summary tiles. Drawn without a maps key.
 */
export function ActivityTab({
  spot,
  timeRange,
  onTimeRange,
}: {
  spot: HeatSpot;
  timeRange: HeatFilterState['timeRange'];
  onTimeRange: (range: HeatFilterState['timeRange']) => void;
}) {
  const around = useHeatmap({ timeRange });
  const others = (around.data ?? []).filter((s) => s.id !== spot.id);
  const all = [...others, spot];
  const points = chartPoints(spot, all, BOX);
  const byId = new Map(all.map((s) => [s.id, s]));
  const id = useId();
  const tiles = [
    { icon: Percent, name: 'Success Rate', value: `${spot.successRate}%` },
    { icon: Fish, name: 'Catches', value: String(spot.catchCount) },
    { icon: Target, name: 'Trips', value: String(spot.totalTrips) },
    { icon: Users, name: 'Anglers', value: String(spot.totalAnglers) },
    { icon: Flame, name: 'Recent Catches', value: String(spot.recentCatches) },
    { icon: Clock, name: 'Best Time', value: spot.bestTimeOfDay ? label(spot.bestTimeOfDay) : '—' },
    { icon: Clock, name: 'Last Activity', value: spot.lastActivity ? relativeTime(spot.lastActivity) : '—' },
  ];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Heat</p>
          <HeatBadge score={spot.heatScore} label={spot.heatLabel} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-range`}>Time Range</Label>
          <NativeSelect id={`${id}-range`} value={timeRange} onChange={(e) => onTimeRange(e.target.value as HeatFilterState['timeRange'])}>
            {TIME_RANGES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <figure className="grid gap-2">
        <figcaption className="font-semibold">Activity Heat Map</figcaption>
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          className="w-full rounded-2xl border border-border bg-slate-900"
          role="img"
          aria-label={`Activity around ${spot.name}: ${spot.heatLabel}, heat ${spot.heatScore}; ${points.length - 1} other spots within ${BOX.radiusKm} km`}
          data-testid="activity-heat-map"
        >
          <defs>
            {points.map((p) => {
              const band = heatBand(byId.get(p.id)!.heatScore);
              return (
                <radialGradient key={p.id} id={`${id}-g-${p.id}`}>
                  <stop offset="0%" stopColor={band.hex} stopOpacity={HEAT_LAYER.opacity} />
                  <stop offset="100%" stopColor={band.hex} stopOpacity={0} />
                </radialGradient>
              );
            })}
          </defs>
          {[10, 25, 50].map((km) => {
            const r = ((Math.min(BOX.width, BOX.height) / 2) * 0.9 * km) / BOX.radiusKm;
            return (
              <g key={km} className="text-slate-500">
                <circle
                  cx={BOX.width / 2}
                  cy={BOX.height / 2}
                  r={r}
                  fill="none"
                  stroke="currentColor"
                  strokeDasharray="3 4"
                  strokeWidth={1}
                />
                <text x={BOX.width / 2 + r * 0.72} y={BOX.height / 2 - r * 0.72} fontSize={10} fill="currentColor">
                  {km} km
                </text>
              </g>
            );
          })}
          {points.map((p) => {
            const s = byId.get(p.id)!;
            const r = HEAT_LAYER.radiusPixels * (0.4 + 0.6 * pointWeight(s.activityScore));
            return <circle key={p.id} cx={p.x} cy={p.y} r={r} fill={`url(#${id}-g-${p.id})`} style={{ mixBlendMode: 'screen' }} />;
          })}
          {points.map((p) => {
            const s = byId.get(p.id)!;
            const self = p.id === spot.id;
            return (
              <circle
                key={`m-${p.id}`}
                cx={p.x}
                cy={p.y}
                r={self ? 7 : 4}
                fill={heatBand(s.heatScore).hex}
                stroke="white"
                strokeWidth={self ? 2.5 : 1}
              >
                <title>{`${s.name}: ${s.heatLabel} (${s.heatScore})`}</title>
              </circle>
            );
          })}
          <text x={BOX.width / 2} y={BOX.height / 2 + 22} textAnchor="middle" fontSize={12} fontWeight={700} fill="white">
            {spot.name.length > 28 ? `${spot.name.slice(0, 27)}…` : spot.name}
          </text>
        </svg>
        <HeatLegend />
      </figure>
      {spot.detailHidden && spot.totalTrips > 0 && (
        <p className="rounded-xl bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
          Fewer than 3 anglers fished here in this time: counts are shown, who and when are kept private.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Activity summary">
        {tiles.map(({ icon: Icon, name, value }) => (
          <div key={name} className="rounded-2xl bg-muted/60 p-3" data-testid="activity-tile">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Icon aria-hidden className="size-4" />
              {name}
            </dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

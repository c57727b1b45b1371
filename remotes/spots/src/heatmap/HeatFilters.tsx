import { memo } from 'react';
import { Label, NativeSelect } from '@tightlines/kit';
import { Switch } from '@tightlines/kit/switch';
import type { HeatmapFilter } from '../api/spots.ts';
import { useSpeciesNames } from '../api/spots.ts';

export const TIME_RANGES = [
  ['24h', 'Last 24 Hours'],
  ['7d', 'Last 7 Days'],
  ['30d', 'Last 30 Days'],
  ['90d', 'Last 3 Months'],
] as const;

/** The heat map's own filters; its water type is the spots page's one list (SpotsFilterCard). */
export interface HeatFilterState {
  timeRange: '24h' | '7d' | '30d' | '90d';
  species: string;
  minActivityScore: number;
  minRating: number;
  showOnlyActive: boolean;
}

/** Spec §9 defaults: the last 7 days, every water and species, both sliders at 0, all spots. */
export const DEFAULT_HEAT_FILTER: HeatFilterState = {
  timeRange: '7d',
  species: 'all',
  minActivityScore: 0,
  minRating: 0,
  showOnlyActive: false,
};

export const toQuery = (f: HeatFilterState, waterType: HeatmapFilter['waterType']): HeatmapFilter => ({
  ...f,
  waterType,
  showOnlyActive: f.showOnlyActive ? 'true' : 'false',
});

/** How many of the heat map's filters differ from the defaults (said on the folded filter panel). */
export const heatFiltersSet = (f: HeatFilterState): number =>
  (Object.keys(DEFAULT_HEAT_FILTER) as (keyof HeatFilterState)[]).filter((key) => f[key] !== DEFAULT_HEAT_FILTER[key]).length;

/** The heat map's fields in the spots filter panel (spec §9): time range, species (the first 10), the two sliders and active-only. */
export const HeatFilters = memo(function HeatFilters({
  value,
  onChange,
}: {
  value: HeatFilterState;
  onChange: (next: HeatFilterState) => void;
}) {
  const species = useSpeciesNames();
  const set = <K extends keyof HeatFilterState>(key: K, v: HeatFilterState[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="grid gap-3 border-t border-border pt-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Heat map filters">
      <div className="grid gap-1.5">
        <Label htmlFor="heat-range">Time Range</Label>
        <NativeSelect
          id="heat-range"
          value={value.timeRange}
          onChange={(e) => set('timeRange', e.target.value as HeatFilterState['timeRange'])}
        >
          {TIME_RANGES.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="heat-species">Species</Label>
        <NativeSelect id="heat-species" value={value.species} onChange={(e) => set('species', e.target.value)}>
          <option value="all">All Species</option>
          {(species.data ?? []).slice(0, 10).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
        {species.isError && (
          <p className="text-sm text-destructive">Failed to fetch species: {(species.error as { detail?: string }).detail ?? 'error'}</p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="heat-activity">
          Minimum Activity Score: <strong>{value.minActivityScore}</strong>
        </Label>
        <input
          id="heat-activity"
          type="range"
          min={0}
          max={100}
          step={5}
          value={value.minActivityScore}
          onChange={(e) => set('minActivityScore', Number(e.target.value))}
          className="h-11 w-full accent-primary"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="heat-rating">
          Minimum Rating: <strong>{value.minRating.toFixed(1)}</strong>
        </Label>
        <input
          id="heat-rating"
          type="range"
          min={0}
          max={5}
          step={0.5}
          value={value.minRating}
          onChange={(e) => set('minRating', Number(e.target.value))}
          className="h-11 w-full accent-primary"
        />
      </div>
      <label className="flex min-h-11 items-center justify-between gap-3 self-end rounded-xl border border-border px-4">
        <span className="text-sm font-medium">Show only active spots</span>
        <Switch checked={value.showOnlyActive} onCheckedChange={(on) => set('showOnlyActive', on)} aria-label="Show only active spots" />
      </label>
    </fieldset>
  );
});

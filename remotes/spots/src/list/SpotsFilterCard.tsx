import { Crosshair, MapPin, Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Input, NativeSelect } from '@tightlines/kit';
// Its own entry, not the forms one: the page's first screen takes the panel without the dialogs' forms.
import { FoldingPanel } from '@tightlines/kit/folding-panel';
import type { SpotsFilter } from '../api/spots.ts';

export interface FilterText {
  search: string;
  waterType: 'all' | 'freshwater' | 'saltwater' | 'brackish';
  difficulty: 'all' | 'beginner' | 'intermediate' | 'advanced';
  location: string;
}
export const NO_FILTER: FilterText = { search: '', waterType: 'all', difficulty: 'all', location: '' };

/** The query the directory sends: empty ones omitted (spec §7). */
export const filterQuery = (f: FilterText): SpotsFilter => ({
  search: f.search.trim() || undefined,
  waterType: f.waterType === 'all' ? undefined : f.waterType,
  difficulty: f.difficulty === 'all' ? undefined : f.difficulty,
  location: f.location.trim() || undefined,
});

/** How many of the directory's filters an angler has set (said on the folded panel's button). */
export const filtersSet = (f: FilterText): number =>
  (Object.keys(NO_FILTER) as (keyof FilterText)[]).filter((key) => f[key].trim() !== NO_FILTER[key]).length;

/**
 * 'Find Your Perfect Spot' (spec §2): search, water type, difficulty, location, Find Nearby Spots, Clear
 * Filters and the count — the page's one filter panel, folded on a phone. Its one list of water types
 * (the spec's three and brackish, which spots and the heat map know) serves every tab; the open tab's own
 * filters (the heat map's) come in as `more`.
 */
export function SpotsFilterCard({
  value,
  onChange,
  onClear,
  onFindNearby,
  found,
  more,
  moreSet = 0,
}: {
  value: FilterText;
  onChange: (next: FilterText) => void;
  /** Clear Filters: the directory's and the open tab's own. */
  onClear: () => void;
  onFindNearby: () => void;
  found: number | undefined;
  more?: ReactNode;
  moreSet?: number;
}) {
  const set = <K extends keyof FilterText>(key: K, v: FilterText[K]) => onChange({ ...value, [key]: v });
  return (
    <FoldingPanel
      title="Find Your Perfect Spot"
      status={found === undefined ? '' : `${found} ${found === 1 ? 'spot' : 'spots'} found`}
      active={filtersSet(value) + moreSet}
      className="mb-4 sm:mb-6"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="relative">
          <span className="sr-only">Search spots</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input className="pl-10" placeholder="Search spots..." value={value.search} onChange={(e) => set('search', e.target.value)} />
        </label>
        <label>
          <span className="sr-only">Water type</span>
          <NativeSelect value={value.waterType} onChange={(e) => set('waterType', e.target.value as FilterText['waterType'])}>
            <option value="all">All Types</option>
            <option value="freshwater">freshwater</option>
            <option value="saltwater">saltwater</option>
            <option value="brackish">brackish</option>
          </NativeSelect>
        </label>
        <label>
          <span className="sr-only">Difficulty</span>
          <NativeSelect value={value.difficulty} onChange={(e) => set('difficulty', e.target.value as FilterText['difficulty'])}>
            <option value="all">All Levels</option>
            <option value="beginner">beginner</option>
            <option value="intermediate">intermediate</option>
            <option value="advanced">advanced</option>
          </NativeSelect>
        </label>
        <label className="relative">
          <span className="sr-only">Location</span>
          <MapPin aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input className="pl-10" placeholder="Location..." value={value.location} onChange={(e) => set('location', e.target.value)} />
        </label>
      </div>
      {more}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={onFindNearby}>
          <Crosshair aria-hidden />
          Find Nearby Spots
        </Button>
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden />
          Clear Filters
        </Button>
      </div>
    </FoldingPanel>
  );
}

import { Crosshair, MapPin, Search, X } from 'lucide-react';
import { Button, Card, Input, NativeSelect } from '@tightlines/kit';
import type { SpotsFilter } from '../api/spots.ts';

export interface FilterText {
  search: string;
  waterType: 'all' | 'freshwater' | 'saltwater';
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

/** 'Find Your Perfect Spot' (spec §2): search, water type, difficulty, location, Find Nearby Spots, Clear Filters and the count. */
export function SpotsFilterCard({
  value,
  onChange,
  onFindNearby,
  found,
}: {
  value: FilterText;
  onChange: (next: FilterText) => void;
  onFindNearby: () => void;
  found: number | undefined;
}) {
  const set = <K extends keyof FilterText>(key: K, v: FilterText[K]) => onChange({ ...value, [key]: v });
  return (
    <Card className="mb-6 grid gap-3 p-4">
      <h2 className="text-lg font-semibold">Find Your Perfect Spot</h2>
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
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={onFindNearby}>
          <Crosshair aria-hidden />
          Find Nearby Spots
        </Button>
        <Button variant="outline" onClick={() => onChange(NO_FILTER)}>
          <X aria-hidden />
          Clear Filters
        </Button>
        <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
          {found === undefined ? '' : `${found} ${found === 1 ? 'spot' : 'spots'} found`}
        </p>
      </div>
    </Card>
  );
}

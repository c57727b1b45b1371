import { lazy, memo, Suspense, useState } from 'react';
import { Flame, Grid3x3, Map as MapIcon, MapPinned, NotebookPen, SearchX } from 'lucide-react';
import { Button, Card, EmptyState, useRevealed } from '@tightlines/kit';
import type { HeatSpot } from '@tightlines/contracts';
import { useHeatmap } from '../api/spots.ts';
import { CardPlaceholders } from '../list/CardPlaceholders.tsx';
import { MAP_MESSAGES, MapProblem, useMapId, useMapsKey } from '@tightlines/kit/maps';
import { toQuery, type HeatFilterState } from './HeatFilters.tsx';
import type { FilterText } from '../list/SpotsFilterCard.tsx';
import { HeatLegend } from './HeatLegend.tsx';
import { HeatSpotCard } from './HeatSpotCard.tsx';

// deck.gl and the maps script come only with the map: never on the first screen, never without a key.
const HeatMapCanvas = lazy(() => import('./HeatMapCanvas.tsx'));

export interface SpotActions {
  onView: (spotId: string) => void;
  onLogTrip: (spot: { id: string; name: string } | null, options?: { customLocation?: boolean }) => void;
}

/**
 * The Fishing Spot Heat Map screen (spec §2): the legend, 'Showing N spots', Google Maps (the default)
 * or Grid View, and the 'Log a Fishing Trip' banner after them. Its filters are fields of the page's one
 * filter panel (HeatFilters in SpotsFilterCard), so the first spot is near the top of a phone. Without a
 * maps key it opens on Grid View and the map toggle says why.
 */
export const HeatMapScreen = memo(function HeatMapScreen({
  onView,
  onLogTrip,
  filter,
  waterType,
}: SpotActions & { filter: HeatFilterState; waterType: FilterText['waterType'] }) {
  const mapsKey = useMapsKey();
  const mapId = useMapId();
  const [chosenView, setView] = useState<'map' | 'grid' | null>(null);
  const view = chosenView ?? (mapsKey ? 'map' : 'grid');
  const heat = useHeatmap(toQuery(filter, waterType));
  const spots = heat.data ?? [];
  // Grid View: a screenful of cards first, the rest in steps after it paints — every spot of the map
  // rendered in one go was a 2.3 s task on Lighthouse's phone.
  const shownSpots = useRevealed(spots);

  return (
    <section aria-labelledby="heat-title" className="grid grid-cols-1 gap-3 sm:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="heat-title" className="flex items-center gap-2 text-lg font-bold sm:text-xl">
          <Flame aria-hidden className="size-6 text-accent" />
          Fishing Spot Heat Map
        </h2>
        {/* The page's header holds the same button right above on a phone. */}
        <Button variant="primary" onClick={() => onLogTrip(null)} className="max-sm:hidden">
          <NotebookPen aria-hidden />
          Log Trip
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm font-medium" aria-live="polite">
          Showing {spots.length} spots
        </p>
        <fieldset aria-label="View" className="inline-flex min-w-0 rounded-xl bg-muted p-1">
          <Button size="sm" variant={view === 'grid' ? 'outline' : 'ghost'} aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            <Grid3x3 aria-hidden />
            Grid View
          </Button>
          <Button size="sm" variant={view === 'map' ? 'outline' : 'ghost'} aria-pressed={view === 'map'} onClick={() => setView('map')}>
            <MapIcon aria-hidden />
            Google Maps
          </Button>
        </fieldset>
        <HeatLegend />
      </div>
      {heat.isError ? (
        <MapProblem
          title="Heat map unavailable"
          message={`Failed to fetch heat map data: ${(heat.error as { detail?: string }).detail ?? 'error'}`}
        />
      ) : heat.isPending ? (
        <CardPlaceholders label="Loading the heat map" />
      ) : view === 'map' ? (
        mapsKey ? (
          <Suspense fallback={<div className="h-[600px] max-h-[70dvh] animate-pulse rounded-2xl bg-muted" aria-hidden />}>
            <HeatMapCanvas apiKey={mapsKey} mapId={mapId} spots={spots} onOpenSpot={(spot: HeatSpot) => onView(spot.id)} />
          </Suspense>
        ) : (
          <MapProblem title="Google Maps" message={MAP_MESSAGES.noKey} hint={MAP_MESSAGES.noKeyHint} className="min-h-64" />
        )
      ) : spots.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden />}
          title="No spots match your filters"
          description="Try adjusting your filters to see more fishing spots."
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shownSpots.map((spot) => (
            <HeatSpotCard key={spot.id} spot={spot} onView={onView} onLogTrip={onLogTrip} />
          ))}
        </div>
      )}
      <Card className="flex flex-col gap-3 border-primary/30 bg-secondary/50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">Log a Fishing Trip</p>
          <p className="text-sm text-muted-foreground">Fished somewhere today? Your trip warms up the map for everyone.</p>
        </div>
        <Button variant="outline" onClick={() => onLogTrip(null, { customLocation: true })}>
          <MapPinned aria-hidden />
          Custom Location
        </Button>
      </Card>
    </section>
  );
});

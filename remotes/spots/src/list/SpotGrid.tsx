import type { ReactNode } from 'react';
import { useAuth, useRevealed } from '@tightlines/kit';
import { useMapsKey } from '@tightlines/kit/maps';
import type { DirectorySpot } from '@tightlines/contracts';
import { CardPlaceholders } from './CardPlaceholders.tsx';
import { SpotCard } from './SpotCard.tsx';
import type { SpotActions } from '../heatmap/HeatMapScreen.tsx';

/** A tab's spots: six placeholders while loading, the tab's own empty state, else 1–3 columns of cards. */
export function SpotGrid({
  spots,
  loading,
  empty,
  onView,
  onLogTrip,
}: { spots: DirectorySpot[] | undefined; loading: boolean; empty: ReactNode } & SpotActions) {
  // A screenful of cards first, the rest in steps after it paints (a whole directory held the main thread).
  const shown = useRevealed(spots ?? []);
  // Read once for the grid, not once a card: each read is a query observer, and a directory of cards
  // each subscribing twice weighed on the phone's main thread.
  const { isAuthenticated } = useAuth();
  const mapsKey = useMapsKey();
  if (loading) return <CardPlaceholders />;
  if (!spots || spots.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((spot) => (
        <SpotCard key={spot.id} spot={spot} canRate={isAuthenticated} mapsKey={mapsKey} onView={onView} onLogTrip={onLogTrip} />
      ))}
    </div>
  );
}

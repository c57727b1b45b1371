import type { ReactNode } from 'react';
import type { DirectorySpot } from '@tightlines/contracts';
import { CardPlaceholders } from './CardPlaceholders.tsx';
import { SpotCard } from './SpotCard.tsx';
import type { SpotActions } from '../heatmap/HeatMapScreen.tsx';

/** A tab's spots: six placeholders while loading, the tab's own empty state, else 1–3 columns of cards. */
export function SpotGrid({ spots, loading, empty, onView, onLogTrip }: { spots: DirectorySpot[] | undefined; loading: boolean; empty: ReactNode } & SpotActions) {
  if (loading) return <CardPlaceholders />;
  if (!spots || spots.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {spots.map((spot) => (
        <SpotCard key={spot.id} spot={spot} onView={() => onView(spot.id)} onLogTrip={() => onLogTrip({ id: spot.id, name: spot.name })} />
      ))}
    </div>
  );
}

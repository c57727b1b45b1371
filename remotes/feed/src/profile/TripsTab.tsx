import { AlertTriangle, Fish } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@tightlines/kit';
import { useAnglersTrips } from '../api/trip-views.ts';
import { InfiniteSentinel } from '../feed/InfiniteSentinel.tsx';
import { TripCard } from '../trips/TripCard.tsx';
import { TripOwnerActions } from '../trips/TripOwnerActions.tsx';
import { ImportTrackButton } from '../trips/ImportTrackButton.tsx';

/**
 * The profile's Trips tab: the angler's trips newest first, as far as the viewer may see
 * them (the server applies the trip's privacy and hides places it does not share); the owner edits
 * and deletes from each card.
 */
export function TripsTab({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const trips = useAnglersTrips(userId);
  if (trips.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading trips">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
          <Skeleton key={i} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  if (trips.isError)
    return (
      <EmptyState
        icon={<AlertTriangle aria-hidden />}
        title="Couldn't load trips"
        description="Check your connection and try again."
        action={<Button onClick={() => trips.refetch()}>Try again</Button>}
      />
    );
  const items = trips.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Fish aria-hidden />}
        title="No trips yet"
        description={
          isOwner ? 'Log Trip after your next outing — a day without fish counts too.' : "This angler hasn't logged a trip you can see yet."
        }
        action={isOwner ? <ImportTrackButton /> : undefined}
      />
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {isOwner && (
        <div className="md:col-span-2">
          <ImportTrackButton />
        </div>
      )}
      {items.map((trip) => (
        <TripCard key={trip.id} trip={trip} actions={<TripOwnerActions trip={trip} />} />
      ))}
      <div className="md:col-span-2">
        <InfiniteSentinel
          hasNextPage={trips.hasNextPage}
          isFetchingNextPage={trips.isFetchingNextPage}
          fetchNextPage={trips.fetchNextPage}
        />
      </div>
    </div>
  );
}

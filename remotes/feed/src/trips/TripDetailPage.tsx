import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Map as MapIcon, MapPinOff } from 'lucide-react';
import { ApiError, Button, EmptyState, PageFrame, Skeleton } from '@tightlines/kit';
import { useTrip } from '../api/trip-views.ts';
import { TripCard } from './TripCard.tsx';
import { CatchConditionsLine } from '../feed/CatchConditionsLine.tsx';
import { TripOwnerActions } from './TripOwnerActions.tsx';

/** One trip at /trips/:id: whoever may see it, as the server lets them; to others it does not exist. */
export function TripDetailPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  const navigate = useNavigate();
  return (
    <PageFrame className="max-w-2xl">
      {trip.isPending ? (
        <Skeleton className="h-72 rounded-2xl" aria-label="Loading trip" />
      ) : trip.isError ? (
        <EmptyState
          headingLevel={1}
          icon={<MapPinOff aria-hidden />}
          title={trip.error instanceof ApiError && trip.error.status === 404 ? 'Trip not found' : "Couldn't load this trip"}
          description={
            trip.error instanceof ApiError && trip.error.status === 404
              ? "This trip doesn't exist, or its angler keeps it to themselves."
              : 'Check your connection and try again.'
          }
          action={
            <Button asChild variant="outline">
              <Link to="/">Back to the feed</Link>
            </Button>
          }
        />
      ) : (
        <>
          <div className="mb-4 flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={`/profile/${trip.data.userId}`}>
                <ArrowLeft aria-hidden />
                {trip.data.userDisplayName ? `${trip.data.userDisplayName}'s trips` : 'Back to profile'}
              </Link>
            </Button>
          </div>
          <h1 className="sr-only">Trip</h1>
          <TripCard
            trip={trip.data}
            showAuthor
            linkToDetail={false}
            actions={<TripOwnerActions trip={trip.data} onDeleted={() => navigate(`/profile/${trip.data.userId}`)} />}
          />
          {trip.data.conditions && (
            <div className="mt-3 rounded-2xl border border-border bg-card px-4 py-3">
              <CatchConditionsLine conditions={trip.data.conditions} label="Conditions when fished" />
            </div>
          )}
          {trip.data.latitude !== null && trip.data.longitude !== null && (trip.data.latitude !== 0 || trip.data.longitude !== 0) && (
            <Button asChild variant="outline" className="mt-4">
              <a
                href={`https://www.openstreetmap.org/?mlat=${trip.data.latitude}&mlon=${trip.data.longitude}#map=14/${trip.data.latitude}/${trip.data.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MapIcon aria-hidden />
                Open on a map
              </a>
            </Button>
          )}
        </>
      )}
    </PageFrame>
  );
}

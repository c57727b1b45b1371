import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Download, Map as MapIcon, MapPinOff } from 'lucide-react';
import { ApiError, Button, EmptyState, PageFrame, Skeleton, useAuth } from '@tightlines/kit';
import type { TrackWaypoint, Trip } from '@tightlines/contracts';
import { trackExportUrl } from '../api/trip-tracks.ts';
import { TripPathMap } from './TripPathMap.tsx';
import { TrackWaypoints } from './TrackWaypoints.tsx';
import { useTrip } from '../api/trip-views.ts';
import { TripCard } from './TripCard.tsx';
import { CatchConditionsLine } from '../feed/CatchConditionsLine.tsx';
import { TripOwnerActions } from './TripOwnerActions.tsx';

/** One trip at /trips/:id: whoever may see it, as the server lets them; to others it does not exist. */
export function TripDetailPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  const navigate = useNavigate();
  const { user } = useAuth();
  // The waypoints of a file just imported (the import's answer): offered as catches on arrival only.
  const waypoints = (useLocation().state as { waypoints?: TrackWaypoint[] } | null)?.waypoints ?? [];
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
          {trip.data.track && <TripPathMap track={trip.data.track} />}
          {user?.id === trip.data.userId && <TrackWaypoints waypoints={waypoints} />}
          {trip.data.conditions && (
            <div className="mt-3 rounded-2xl border border-border bg-card px-4 py-3">
              <CatchConditionsLine conditions={trip.data.conditions} label="Conditions when fished" />
            </div>
          )}
          <TripMapLink trip={trip.data} />
          {user?.id === trip.data.userId && (
            <div className="mt-4 flex flex-wrap gap-2">
              {(['gpx', 'kml'] as const).map((format) => (
                <Button key={format} asChild variant="outline">
                  <a href={trackExportUrl(trip.data.id, format)} download>
                    <Download aria-hidden />
                    Download {format.toUpperCase()}
                  </a>
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}

/**
 * Where the trip was, on OpenStreetMap: a marker on the exact point for its angler (or a viewer it is
 * shared with exactly); for an approximate place the area around the cell's centre, zoomed out to its
 * size and without a marker (the centre is not where they fished).
 */
function TripMapLink({ trip }: { trip: Trip }) {
  const { latitude, longitude, locationPrecision } = trip;
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return null;
  const exact = locationPrecision === 'exact';
  const zoom = exact ? 14 : locationPrecision === '1km' ? 13 : 10;
  const marker = exact ? `mlat=${latitude}&mlon=${longitude}` : '';
  return (
    <Button asChild variant="outline" className="mt-4">
      <a href={`https://www.openstreetmap.org/?${marker}#map=${zoom}/${latitude}/${longitude}`} target="_blank" rel="noopener noreferrer">
        <MapIcon aria-hidden />
        {exact ? 'Open on a map' : 'Open the area on a map'}
      </a>
    </Button>
  );
}

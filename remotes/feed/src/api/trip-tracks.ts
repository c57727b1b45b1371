import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, urlOf } from '@tightlines/kit';
import { tripsRoutes, type TrackFormat } from '@tightlines/contracts';
import { refreshAfterTrip } from './keys.ts';
import { tripKeys } from './trip-views.ts';

/** A GPX file from a watch or a GPS unit becomes a new trip; its waypoints come back to be shared as catches. */
export function useImportTrack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.upload(tripsRoutes.importTrack, { file }),
    onSuccess: (imported) => {
      client.setQueryData(tripKeys.trip(imported.trip.id), imported.trip);
      return Promise.all([refreshAfterTrip(client), client.invalidateQueries({ queryKey: tripKeys.anglersTrips(imported.trip.userId) })]);
    },
  });
}

/** Where the browser downloads one of the angler's trips as GPX or KML (a plain link: the session cookie goes along). */
export const trackExportUrl = (id: string, format: TrackFormat) => urlOf(tripsRoutes.exportTrack, { params: { id, format } });

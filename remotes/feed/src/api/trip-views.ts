import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, urlOf } from '@tightlines/kit';
import { accountRoutes, PAGE_SIZE, tripsRoutes, type EditTrip, type ExportFile, type TripPage } from '@tightlines/contracts';
import type { z } from 'zod';
import { refreshAfterTrip } from './keys.ts';

export const tripKeys = {
  anglersTrips: (userId: string) => [tripsRoutes.anglersTrips.path, userId] as const,
  trip: (tripId: string) => [tripsRoutes.tripDetail.path, tripId] as const,
};

/** An angler's trips for their profile's Trips tab, newest first, a page at a time. */
export function useAnglersTrips(userId: string) {
  return useInfiniteQuery({
    queryKey: tripKeys.anglersTrips(userId),
    queryFn: ({ pageParam, signal }) =>
      api.call(tripsRoutes.anglersTrips, { params: { userId }, query: { cursor: pageParam, limit: PAGE_SIZE.default }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TripPage) => last.nextCursor ?? undefined,
  });
}

export function useTrip(tripId: string) {
  return useQuery({
    queryKey: tripKeys.trip(tripId),
    queryFn: ({ signal }) => api.call(tripsRoutes.tripDetail, { params: { id: tripId }, signal }),
  });
}

/** After a trip changes: its Trips tab, its detail, the feeds, the spots' figures and the profile's (refreshAfterTrip). */
const refreshTrips = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    refreshAfterTrip(client),
    client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && /^\/api\/(trips|posts)/.test(q.queryKey[0]) }),
  ]);

export function useEditTrip(tripId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trip: z.input<typeof EditTrip>) => api.call(tripsRoutes.editTrip, { params: { id: tripId }, body: trip as EditTrip }),
    onSuccess: (trip) => {
      client.setQueryData(tripKeys.trip(tripId), trip);
      return refreshTrips(client);
    },
  });
}

export function useDeleteTrip(tripId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(tripsRoutes.deleteTrip, { params: { id: tripId } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: tripKeys.trip(tripId) });
      return refreshTrips(client);
    },
  });
}

/** Where the browser downloads one of the angler's export files (a plain link: the session cookie goes along). */
export const exportUrl = (file: ExportFile) => urlOf(accountRoutes.exportData, { params: { file } });

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: string) => api.call(accountRoutes.deleteAccount, { body: { confirmation } as { confirmation: 'DELETE' } }),
  });
}

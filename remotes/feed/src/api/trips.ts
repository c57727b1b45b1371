import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { tripsRoutes, type LogTrip } from '@tightlines/contracts';
import type { z } from 'zod';
import { keys, refreshAfterTrip } from './keys.ts';

/** Popular spots, most trips first; the feed and the wizard show the first 6 (spec §9). */
export const POPULAR_SPOTS_SHOWN = 6;

export function usePopularSpots() {
  return useQuery({
    queryKey: keys.popularSpots(),
    queryFn: ({ signal }) => api.call(tripsRoutes.spotsWithTrips, { query: { limit: POPULAR_SPOTS_SHOWN }, signal }),
    select: (spots) => spots.slice(0, POPULAR_SPOTS_SHOWN),
  });
}

/** Logs a trip; `idempotencyKey` is the wizard's one key, so a doubled or retried press logs one trip. */
export function useLogTrip(idempotencyKey?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trip: z.input<typeof LogTrip>) => api.call(tripsRoutes.logTrip, { body: trip as LogTrip, idempotencyKey }),
    onSuccess: () => refreshAfterTrip(client),
  });
}

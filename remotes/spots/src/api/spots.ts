import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useCreating } from '@tightlines/kit';
import {
  postsRoutes,
  spotsRoutes as routes,
  tripsRoutes,
  type CreateSpot,
  type HeatmapQuery,
  type ConditionReportBody,
  type LogTrip,
  type SpotTip,
  type SpotsQuery,
} from '@tightlines/contracts';
import type { z } from 'zod';
import { keys, refreshAfterTrip, refreshSpots } from './keys.ts';

export type SpotsFilter = Pick<SpotsQuery, 'search' | 'waterType' | 'difficulty' | 'location'>;
export type HeatmapFilter = z.input<typeof HeatmapQuery>;

/** The directory (All Spots) or, with sort 'top-rated', Top Rated (spec §5: rating ≥ 4, best first). */
export function useSpotsDirectory(filter: SpotsFilter, sort?: 'top-rated', enabled = true) {
  const query = { ...filter, ...(sort ? { sort } : {}) };
  return useQuery({
    queryKey: keys.directory(query),
    queryFn: ({ signal }) => api.call(routes.directory, { query: query as SpotsQuery, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useNearbySpots(at: { latitude: number; longitude: number } | null) {
  return useQuery({
    queryKey: keys.nearby(at ?? { latitude: 0, longitude: 0 }),
    queryFn: ({ signal }) => api.call(routes.nearby, { query: { ...at!, radius: 50 } as never, signal }),
    enabled: at !== null,
  });
}

export function useRecommendedSpots(enabled: boolean) {
  return useQuery({ queryKey: keys.recommended(), queryFn: ({ signal }) => api.call(routes.recommended, { signal }), enabled });
}

/** The heat map's spots; waterType and species are sent only when not 'all' (spec §7). */
export function useHeatmap(filter: HeatmapFilter) {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([key, value]) => !((key === 'waterType' || key === 'species') && value === 'all')),
  );
  return useQuery({
    queryKey: keys.heatmap(query),
    queryFn: ({ signal }) => api.call(routes.heatmap, { query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSpotDetail(id: string, timeRange: HeatmapQuery['timeRange'] = '30d') {
  return useQuery({
    queryKey: keys.detail(id, timeRange),
    queryFn: ({ signal }) => api.call(routes.detail, { params: { id }, query: { timeRange } as never, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSpotTips = (id: string) =>
  useQuery({ queryKey: keys.tips(id), queryFn: ({ signal }) => api.call(routes.tips, { params: { id }, signal }) });

export const useRecentConditions = (id: string) =>
  useQuery({ queryKey: keys.conditions(id), queryFn: ({ signal }) => api.call(routes.recentConditions, { params: { id }, signal }) });

/** The species names (spec §3: from the species endpoint, a list of names). */
export const useSpeciesNames = () =>
  useQuery({ queryKey: keys.species(), queryFn: ({ signal }) => api.call(tripsRoutes.speciesNames, { signal }) });

/** Posts near a spot: the spot dialog looks 5 km around it (spec §9). */
export const SPOT_POSTS_RADIUS_KM = 5;
export function useNearbyPosts(at: { latitude: number; longitude: number }, enabled: boolean) {
  const query = { ...at, radius: SPOT_POSTS_RADIUS_KM };
  return useQuery({
    queryKey: keys.nearbyPosts(query),
    queryFn: ({ signal }) => api.call(postsRoutes.nearbyPosts, { query: { ...query, limit: 20 } as never, signal }),
    enabled,
  });
}

export function useCreateSpot() {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (spot: z.input<typeof CreateSpot>, idempotencyKey) =>
      api.call(routes.create, { body: spot as z.infer<typeof CreateSpot>, idempotencyKey }),
    onSuccess: () => refreshSpots(client),
  });
}

export function useRateSpot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => api.call(routes.rate, { params: { id }, body: { rating } }),
    onSuccess: () => refreshSpots(client),
  });
}

/** Up, down, or null to take the vote back; the tip as the server now counts it replaces the cached one. */
export function useVoteOnTip(spotId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tipId, vote }: { tipId: string; vote: 'upvote' | 'downvote' | null }) =>
      vote
        ? api.call(routes.vote, { params: { id: tipId }, body: { voteType: vote } })
        : api.call(routes.unvote, { params: { id: tipId } }),
    onSuccess: (tip: SpotTip) => {
      client.setQueryData<SpotTip[]>(keys.tips(spotId), (tips) => tips?.map((t) => (t.id === tip.id ? tip : t)));
      return client.invalidateQueries({ queryKey: keys.tips(spotId) });
    },
  });
}

/** A trip at a spot (its conditions) or at a custom place; either way spots, heat map and tips refresh (spec §4). */
export function useLogTripFromSpots() {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (
      trip: { spotId: string; report: z.input<typeof ConditionReportBody> } | { spotId: null; trip: z.input<typeof LogTrip> },
      idempotencyKey,
    ) =>
      'report' in trip
        ? api.call(routes.logConditions, { params: { id: trip.spotId }, body: trip.report as never, idempotencyKey })
        : api.call(tripsRoutes.logTrip, { body: trip.trip as LogTrip, idempotencyKey }),
    onSuccess: () => refreshAfterTrip(client),
  });
}

export function useShareTip(spotId: string) {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (tip: { title: string; content: string; category: SpotTip['category'] }, idempotencyKey) =>
      api.call(routes.shareTip, { params: { id: spotId }, body: tip, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.tips(spotId) }),
  });
}

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, currentUserKey } from '@tightlines/kit';
import {
  PAGE_SIZE,
  profilesRoutes,
  weatherRoutes,
  USER_SEARCH_MIN_CHARS,
  type AnglerResult,
  type Page,
  type ProfilePatch,
  type UnitSystem,
} from '@tightlines/contracts';
import { keys, refreshAfterProfileEdit } from './keys.ts';

export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: keys.profile(userId ?? ''),
    queryFn: ({ signal }) => api.call(profilesRoutes.profile, { params: { userId: userId! }, signal }),
    enabled: !!userId,
  });
}

export function useStats(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: keys.stats(userId ?? ''),
    queryFn: ({ signal }) => api.call(profilesRoutes.stats, { params: { userId: userId! }, signal }),
    enabled: !!userId && enabled,
  });
}

/** The signed-in angler's own "what works for me" (the server answers nobody else's). */
export function useWhatWorks() {
  return useQuery({
    queryKey: keys.whatWorks(),
    queryFn: ({ signal }) => api.call(weatherRoutes.whatWorks, { signal }),
  });
}

export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => api.call(profilesRoutes.updateProfile, { params: { userId }, body: patch }),
    onSuccess: () => refreshAfterProfileEdit(client),
  });
}

export function useTripSharing(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareTripLocations: boolean) => api.call(profilesRoutes.tripSharing, { params: { userId }, body: { shareTripLocations } }),
    onSuccess: () => refreshAfterProfileEdit(client),
  });
}

/** The angler's unit setting; the answer is the signed-in user, so every size on screen follows at once. */
export function useUnitSetting(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unitSystem: UnitSystem) => api.call(profilesRoutes.unitSystem, { params: { userId }, body: { unitSystem } }),
    onSuccess: (me) => client.setQueryData(currentUserKey, me),
  });
}

/** Follow or unfollow; the profile's Follow button and Mates figure refresh after. */
export function useFollowMutation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => api.call(follow ? profilesRoutes.follow : profilesRoutes.unfollow, { params: { userId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.profile(userId) }),
        client.invalidateQueries({ queryKey: keys.followingFeed() }),
      ]),
  });
}

/** Find People: runs only from 2 characters (spec §5). */
export function useAnglerSearch(q: string) {
  const term = q.trim();
  return useInfiniteQuery({
    queryKey: keys.search(term),
    queryFn: ({ pageParam, signal }) =>
      api.call(profilesRoutes.searchAnglers, { query: { q: term, cursor: pageParam, limit: PAGE_SIZE.default }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<AnglerResult>) => last.nextCursor ?? undefined,
    enabled: term.length >= USER_SEARCH_MIN_CHARS,
  });
}

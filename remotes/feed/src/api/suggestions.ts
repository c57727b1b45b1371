import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { profilesRoutes } from '@tightlines/contracts';
import { keys } from './keys.ts';

export const suggestionsKey = () => [profilesRoutes.suggestedAnglers.path] as const;

/** Anglers to follow, each with its reason (the empty Following feed, Find People). */
export function useSuggestedAnglers(limit = 8) {
  return useQuery({
    queryKey: [...suggestionsKey(), limit],
    queryFn: ({ signal }) => api.call(profilesRoutes.suggestedAnglers, { query: { limit }, signal }),
  });
}

/**
 * Follow or unfollow from a list (a suggestion, a search result): the list keeps the card where it
 * is and shows the new state; the Following feed and the angler's profile refresh.
 */
export function useListFollow(userId: string) {
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

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserKey } from '@tightlines/kit';
import { postsRoutes, profilesRoutes, tripsRoutes, weatherRoutes } from '@tightlines/contracts';

/*
 * Query keys start with the route's path (spec §7: a read's key names its path), so a
 * write can refresh "everything under /api/posts" — or under /api/spots, which the spots
 * remote reads too: the query cache is one shared singleton.
 */
export const keys = {
  followingFeed: () => [postsRoutes.followingFeed.path] as const,
  discover: (place: { location: string; latitude?: number; longitude?: number }) => [postsRoutes.discover.path, 'discover', place] as const,
  anglersPosts: (userId: string) => [postsRoutes.anglersPosts.path, userId] as const,
  profile: (userId: string) => [profilesRoutes.profile.path, userId] as const,
  stats: (userId: string) => [profilesRoutes.stats.path, userId] as const,
  whatWorks: () => [weatherRoutes.whatWorks.path] as const,
  search: (q: string) => [profilesRoutes.searchAnglers.path, q] as const,
  popularSpots: () => [tripsRoutes.spotsWithTrips.path] as const,
  /** A mutation key, not a read: every card of the post sees its like in flight. */
  like: (postId: string) => [postsRoutes.likePost.path, postId] as const,
};

const startsWith = (key: QueryKey, prefixes: string[]) =>
  typeof key[0] === 'string' && prefixes.some((prefix) => (key[0] as string).startsWith(prefix));

const refresh = (client: QueryClient, prefixes: string[]) =>
  client.invalidateQueries({ predicate: (query) => startsWith(query.queryKey, prefixes) });

/** After a post is shared or deleted: every feed, grids, profiles' counts and statistics. */
export const refreshAfterPostChange = (client: QueryClient) => refresh(client, ['/api/posts', '/api/profile', '/api/stats']);

/** After a trip (spec §4): spots, heat map and tips, the Trips figures of the profile, its Trips tab and the feed's trip cards. */
export const refreshAfterTrip = (client: QueryClient) =>
  refresh(client, ['/api/spots', '/api/heatmap', '/api/tips', '/api/profile', '/api/stats', '/api/trips', '/api/posts/feed']);

/** After a profile edit: the profile and the header's current user (spec §7). */
export const refreshAfterProfileEdit = (client: QueryClient) =>
  Promise.all([refresh(client, ['/api/profile', '/api/posts']), client.invalidateQueries({ queryKey: currentUserKey })]);

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { postsRoutes, spotsRoutes, tripsRoutes } from '@tightlines/contracts';

/*
 * Query keys start with the route's path (spec §7: a read's key names its path), so one prefix
 * refreshes a family: everything under /api/spots is the directory, heat map, details, tips and
 * conditions. The query cache is one shared singleton, so the feed's keys meet ours.
 */
const SPOTS = spotsRoutes.directory.path;
export const keys = {
  directory: (filter: object) => [SPOTS, 'directory', filter] as const,
  nearby: (at: { latitude: number; longitude: number }) => [SPOTS, 'nearby', at] as const,
  recommended: () => [SPOTS, 'recommended'] as const,
  heatmap: (filter: object) => [SPOTS, 'heatmap', filter] as const,
  detail: (id: string, timeRange: string) => [SPOTS, id, 'detail', timeRange] as const,
  tips: (id: string) => [SPOTS, id, 'tips'] as const,
  conditions: (id: string) => [SPOTS, id, 'conditions'] as const,
  species: () => [tripsRoutes.speciesNames.path] as const,
  nearbyPosts: (at: { latitude: number; longitude: number; radius: number }) => [postsRoutes.nearbyPosts.path, 'spot', at] as const,
};

const startsWith = (key: QueryKey, prefixes: string[]) =>
  typeof key[0] === 'string' && prefixes.some((prefix) => (key[0] as string).startsWith(prefix));

/** After a trip (spec §4): spots, heat map and tips — and the profile's trip figures and the feed's popular spots. */
export const refreshAfterTrip = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => startsWith(query.queryKey, ['/api/spots', '/api/profile', '/api/stats']) });

/** After a spot is added or rated: every list of spots. */
export const refreshSpots = (client: QueryClient) => client.invalidateQueries({ queryKey: [SPOTS] });

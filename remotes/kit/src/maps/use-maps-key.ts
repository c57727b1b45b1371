import { usePublicConfig } from '@tightlines/kit';

/**
 * The maps key from the server's runtime configuration (MAPS_API_KEY, never in the bundle):
 * undefined while it is read, null when none is configured.
 */
export function useMapsKey(): string | null | undefined {
  const config = usePublicConfig();
  if (config.isPending) return undefined;
  return config.data?.mapsApiKey ?? null;
}

/**
 * The Google Cloud map id from the server's runtime configuration (MAPS_MAP_ID): maps made with it are
 * vector maps with Advanced Markers; null (none configured, or not read yet) keeps the raster map.
 */
export function useMapId(): string | null {
  return usePublicConfig().data?.mapsMapId ?? null;
}

/** What the map screens say when there is no map (spec part 2 §8: 'Map Error' with the reason). */
export const MAP_MESSAGES = {
  noKey: 'Google Maps is not available: no maps key is configured.',
  noKeyHint: 'Grid View shows every spot. An operator sets MAPS_API_KEY to turn the map on.',
  errorTitle: 'Map Error',
  loadFailed: 'Failed to load Google Maps API',
  initFailed: 'Failed to initialize map',
} as const;

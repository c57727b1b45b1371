/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/** What the location picker uses of the maps service. */
export interface MapsApi {
  Map: typeof google.maps.Map;
  Marker: typeof google.maps.Marker;
  Geocoder: typeof google.maps.Geocoder;
}

/** Spec part 1 §9: the central United States at zoom 4 until a place is set, then zoom 15. */
export const DEFAULT_CENTER = { lat: 39.8283, lng: -98.5795 } as const;
export const DEFAULT_ZOOM = 4;
export const PLACE_ZOOM = 15;

let loading: Promise<MapsApi> | undefined;

/**
 * Loads the maps service once per page (v2 of the loader: setOptions, then importLibrary;
 * options can be set only once). The key comes from the server's runtime configuration,
 * never from the bundle. A failure (no network, blocked script) stays a failure for the
 * page: the picker then works without maps, as the spec allows.
 */
export function loadMaps(key: string): Promise<MapsApi> {
  loading ??= (() => {
    setOptions({ key, v: 'weekly' });
    return Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('geocoding')]).then(
      ([maps, marker, geocoding]) => ({ Map: maps.Map, Marker: marker.Marker, Geocoder: geocoding.Geocoder }),
    );
  })();
  return loading;
}

/** A geocoder failure that means "nothing there" rather than "the service failed". */
export const isNoResult = (error: unknown) => (error as { code?: string } | null)?.code === 'ZERO_RESULTS';

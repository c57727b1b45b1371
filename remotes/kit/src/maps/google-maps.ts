/// <reference types="google.maps" />

/**
 * The Google Maps script, loaded once per page (spec part 2 §4: "the map script loads once"): the
 * location picker, the add-spot map and the heat map all ask here. The loader library itself is fetched
 * on the first ask, so nothing of it reaches a first screen. The key comes from the server's runtime
 * configuration, never from the bundle. A failure (no network, blocked script) stays a failure for the
 * page: the screens then work without a map, as the spec allows. A key Google refuses loads the script
 * and then calls `gm_authFailure`: that counts as a failed load too (onMapsAuthFailure).
 */
export interface GoogleMaps {
  Map: typeof google.maps.Map;
  Marker: typeof google.maps.Marker;
  /** Google's marker on a map made with a map id (MAPS_MAP_ID). */
  AdvancedMarkerElement: typeof google.maps.marker.AdvancedMarkerElement;
  Geocoder: typeof google.maps.Geocoder;
  LatLngBounds: typeof google.maps.LatLngBounds;
}

let loading: Promise<GoogleMaps> | undefined;
const authFailures = new Set<() => void>();

export function loadGoogleMaps(key: string): Promise<GoogleMaps> {
  loading ??= (async () => {
    const scope = window as unknown as { gm_authFailure?: () => void };
    const previous = scope.gm_authFailure;
    scope.gm_authFailure = () => {
      previous?.();
      for (const listener of authFailures) listener();
    };
    // v2 of the loader: options are set once, then each library is imported.
    const { importLibrary, setOptions } = await import('@googlemaps/js-api-loader');
    setOptions({ key, v: 'weekly' });
    const [maps, marker, geocoding, core] = await Promise.all([
      importLibrary('maps'),
      importLibrary('marker'),
      importLibrary('geocoding'),
      importLibrary('core'),
    ]);
    return {
      Map: maps.Map,
      Marker: marker.Marker,
      AdvancedMarkerElement: marker.AdvancedMarkerElement,
      Geocoder: geocoding.Geocoder,
      LatLngBounds: core.LatLngBounds,
    };
  })();
  return loading;
}

/** Called when Google refuses the key after the script loaded; returns the unsubscribe. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailures.add(listener);
  return () => authFailures.delete(listener);
}

/** A geocoder failure that means "nothing there" rather than "the service failed". */
export const isNoResult = (error: unknown) => (error as { code?: string } | null)?.code === 'ZERO_RESULTS';

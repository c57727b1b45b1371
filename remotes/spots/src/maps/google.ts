/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/**
 * The Google Maps script, loaded once per page (spec §4: "the map script loads once"). Imported only
 * through a dynamic import, so nothing of it reaches the remote's first screen. A key Google refuses
 * loads the script and then calls `gm_authFailure`: that counts as a failed load too.
 */
export interface GoogleMaps {
  Map: typeof google.maps.Map;
  Marker: typeof google.maps.Marker;
  Geocoder: typeof google.maps.Geocoder;
  LatLngBounds: typeof google.maps.LatLngBounds;
}

let loading: Promise<GoogleMaps> | undefined;
const authFailures = new Set<() => void>();

export function loadGoogleMaps(key: string): Promise<GoogleMaps> {
  loading ??= (() => {
    const scope = window as unknown as { gm_authFailure?: () => void };
    const previous = scope.gm_authFailure;
    scope.gm_authFailure = () => {
      previous?.();
      for (const listener of authFailures) listener();
    };
    setOptions({ key, v: 'weekly' });
    return Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('geocoding'), importLibrary('core')]).then(([maps, marker, geocoding, core]) => ({
      Map: maps.Map,
      Marker: marker.Marker,
      Geocoder: geocoding.Geocoder,
      LatLngBounds: core.LatLngBounds,
    }));
  })();
  return loading;
}

/** Called when Google refuses the key after the script loaded; returns the unsubscribe. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailures.add(listener);
  return () => authFailures.delete(listener);
}

/** Spec §9: the default centre (Sydney) at zoom 4. */
export const DEFAULT_MAP_CENTER = { lat: -33.87, lng: 151.21 } as const;
export const DEFAULT_MAP_ZOOM = 4;

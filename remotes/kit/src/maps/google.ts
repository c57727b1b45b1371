/**
 * @tightlines/kit/google-maps — Google's maps for the parts that draw one (imported by lazily loaded
 * screens and dialogs only): the loader (once per remote; the loader library is fetched on first use),
 * the service as a hook, and the map with a pin. Not shared: each remote bundles what it uses; what it
 * needs of the shared kit it imports from '@tightlines/kit'.
 */
export { loadGoogleMaps, onMapsAuthFailure, isNoResult, type GoogleMaps } from './google-maps.ts';
export { useMaps, type MapsState } from './use-maps.ts';
export { PinMap, type PinMove } from './PinMap.tsx';

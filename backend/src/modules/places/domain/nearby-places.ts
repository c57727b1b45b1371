import type { GazetteerPlace } from './place.ts';

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const cellOf = (latitude: number, longitude: number) => `${Math.floor(latitude)},${Math.floor(longitude)}`;

/**
 * The places nearest a point, to name where an angler stands without a maps key: the gazetteer in
 * one-degree cells, and only the cells the search circle reaches are measured.
 */
export class PlaceGrid {
  readonly #cells = new Map<string, GazetteerPlace[]>();

  constructor(places: readonly GazetteerPlace[]) {
    for (const place of places) {
      const key = cellOf(place.latitude, place.longitude);
      const cell = this.#cells.get(key);
      if (cell) cell.push(place);
      else this.#cells.set(key, [place]);
    }
  }

  nearest(at: { latitude: number; longitude: number }, maxKm: number, limit: number): Array<{ place: GazetteerPlace; distanceKm: number }> {
    const latSpan = Math.ceil(maxKm / 111) + 1;
    const cosLat = Math.max(Math.cos(rad(Math.min(89, Math.abs(at.latitude) + latSpan))), 0.01);
    const lngSpan = Math.min(180, Math.ceil(maxKm / (111 * cosLat)) + 1);
    const found: Array<{ place: GazetteerPlace; distanceKm: number }> = [];
    const baseLat = Math.floor(at.latitude);
    const baseLng = Math.floor(at.longitude);
    for (let dy = -latSpan; dy <= latSpan; dy++) {
      for (let dx = -lngSpan; dx <= lngSpan; dx++) {
        // Longitudes wrap at the antimeridian.
        const lng = ((((baseLng + dx + 180) % 360) + 360) % 360) - 180;
        for (const place of this.#cells.get(`${baseLat + dy},${lng}`) ?? []) {
          const d = distanceKm(at, place);
          if (d <= maxKm) found.push({ place, distanceKm: d });
        }
      }
    }
    return found.sort((a, b) => a.distanceKm - b.distanceKm || b.place.population - a.place.population).slice(0, limit);
  }
}

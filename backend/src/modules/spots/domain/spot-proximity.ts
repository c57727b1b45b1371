/**
 * Which spots are near a point, and how far: the great-circle distance by the haversine (a sphere of the
 * mean Earth radius), nearest first. The nearby list and the recommendations measure with this one formula.
 */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Position {
  latitude: number;
  longitude: number;
}

const RAD = Math.PI / 180;

export function haversineKm(a: Position, b: Position): number {
  const h =
    Math.sin(((b.latitude - a.latitude) * RAD) / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(((b.longitude - a.longitude) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

export interface SpotPosition extends Position {
  id: string;
}

export interface NearSpot {
  id: string;
  distanceKm: number;
}

/** Cells of half a degree each way: a 50 km circle touches 4–9 of them. */
const CELL_DEG = 0.5;
const ROWS = 180 / CELL_DEG;
const COLUMNS = 360 / CELL_DEG;
/** The search box grows by this much (degrees) so rounding never leaves out a spot on the circle's edge. */
const MARGIN_DEG = 1e-6;

const rowOf = (latitude: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEG)));
const columnOf = (longitude: number) => ((Math.floor((longitude + 180) / CELL_DEG) % COLUMNS) + COLUMNS) % COLUMNS;

interface Placed extends SpotPosition {
  cosLatitude: number;
}

/**
 * Every spot's position in a grid of latitude/longitude cells, so a nearby question measures only the
 * spots in the cells its circle can reach. The box around the circle is exact on a sphere (latitude
 * ± the angular radius; longitude ± asin(sin δ / cos φ), every longitude when the circle reaches a pole)
 * and wraps at the antimeridian; the haversine then decides. The same spots, in the same order, as
 * measuring every spot.
 */
export class SpotProximity {
  readonly #cells = new Map<number, Placed[]>();
  readonly size: number;

  constructor(spots: readonly SpotPosition[]) {
    for (const s of spots) {
      const cell = rowOf(s.latitude) * COLUMNS + columnOf(s.longitude);
      let placed = this.#cells.get(cell);
      if (!placed) {
        placed = [];
        this.#cells.set(cell, placed);
      }
      placed.push({ id: s.id, latitude: s.latitude, longitude: s.longitude, cosLatitude: Math.cos(s.latitude * RAD) });
    }
    this.size = spots.length;
  }

  /** The spots within radiusKm of `at` (inclusive), nearest first (equal distances by id), at most `limit`. */
  nearest(at: Position, radiusKm: number, limit: number): NearSpot[] {
    const angular = radiusKm / EARTH_RADIUS_KM; // radians
    const reach = angular / RAD + MARGIN_DEG; // degrees of latitude
    const south = at.latitude - reach;
    const north = at.latitude + reach;
    const everyLongitude = north >= 90 || south <= -90 || angular >= Math.PI / 2;
    const halfWidth = everyLongitude ? 180 : Math.asin(Math.min(1, Math.sin(angular) / Math.cos(at.latitude * RAD))) / RAD + MARGIN_DEG;
    const firstColumn = Math.floor((at.longitude - halfWidth + 180) / CELL_DEG);
    const lastColumn = Math.floor((at.longitude + halfWidth + 180) / CELL_DEG);
    const columns = lastColumn - firstColumn + 1 >= COLUMNS ? { from: 0, to: COLUMNS - 1 } : { from: firstColumn, to: lastColumn };

    const cosLatitude = Math.cos(at.latitude * RAD);
    const found: NearSpot[] = [];
    for (let row = rowOf(south); row <= rowOf(north); row++) {
      for (let c = columns.from; c <= columns.to; c++) {
        const placed = this.#cells.get(row * COLUMNS + (((c % COLUMNS) + COLUMNS) % COLUMNS));
        if (!placed) continue;
        for (const s of placed) {
          const h =
            Math.sin(((s.latitude - at.latitude) * RAD) / 2) ** 2 +
            cosLatitude * s.cosLatitude * Math.sin(((s.longitude - at.longitude) * RAD) / 2) ** 2;
          const distanceKm = 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
          if (distanceKm <= radiusKm) found.push({ id: s.id, distanceKm });
        }
      }
    }
    found.sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return found.length > limit ? found.slice(0, limit) : found;
  }
}

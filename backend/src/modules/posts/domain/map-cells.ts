/**
 * The map as a grid of cells, so "near a point, newest first" is a few btree range scans (one per
 * cell, merged) instead of a spatial index — PostGIS is not there in embedded PostgreSQL. Two sizes:
 * 0.1° cells (about 11 km) for small circles, 1° cells (about 111 km) for large ones, so a search
 * never probes more than a few dozen cells. The formulas match the columns `fine_cell` and
 * `coarse_cell` of the posts table exactly (written with a post's point by its triggers: migration
 * 20261129061828).
 */
export type CellLevel = 'fine' | 'coarse';

const PER_DEGREE: Record<CellLevel, number> = { fine: 10, coarse: 1 };
const KM_PER_DEGREE_LATITUDE = 111.2;
export const EARTH_RADIUS_KM = 6371;
/** Above this many fine cells a circle is searched in coarse cells. */
const MOST_FINE_CELLS = 36;

export function cellOf(latitude: number, longitude: number, level: CellLevel): number {
  const k = PER_DEGREE[level];
  return Math.floor((latitude + 90) * k) * (360 * k + 1) + Math.floor((longitude + 180) * k);
}

export interface Circle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The smallest latitude/longitude box holding the circle (not wrapping the antimeridian: clamped). */
export function boundingBox({ latitude, longitude, radiusKm }: Circle) {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const minLat = Math.max(-90, latitude - dLat);
  const maxLat = Math.min(90, latitude + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return { minLat, maxLat, minLng: Math.max(-180, longitude - dLng), maxLng: Math.min(180, longitude + dLng) };
}

/** Every cell that the circle's bounding box touches, at the finest level that keeps them few. */
export function cellsCovering(circle: Circle): { level: CellLevel; cells: number[]; box: ReturnType<typeof boundingBox> } {
  const box = boundingBox(circle);
  // Decided on the box's cell count (cheap), so a wide circle never tests hundreds of fine cells.
  const level: CellLevel = boxCellCount(box, 'fine') <= MOST_FINE_CELLS ? 'fine' : 'coarse';
  return { level, cells: cellsIn(box, level, circle), box };
}

function boxCellCount(box: ReturnType<typeof boundingBox>, level: CellLevel): number {
  const k = PER_DEGREE[level];
  const span = (lo: number, hi: number) => Math.floor(hi * k) - Math.floor(lo * k) + 1;
  return span(box.minLat + 90, box.maxLat + 90) * span(box.minLng + 180, box.maxLng + 180);
}

/**
 * A cell's nearest point to the centre is taken as the centre clamped into the cell's rectangle: on
 * the sphere that overestimates the true nearest distance a little (meridians converge), so a cell is
 * kept when that distance is within the radius plus this margin — a cell holding a point of the
 * circle is never dropped.
 */
const MARGIN = { ratio: 1.01, km: 0.5 };

/**
 * The cells of the box that the circle really reaches. The box's corner cells often lie wholly
 * outside the circle, and a walk of such a cell finds nothing however far it reads — the whole cell.
 */
function cellsIn(box: ReturnType<typeof boundingBox>, level: CellLevel, circle: Circle): number[] {
  const k = PER_DEGREE[level];
  const row = (lat: number) => Math.floor((lat + 90) * k);
  const col = (lng: number) => Math.floor((lng + 180) * k);
  const reach = circle.radiusKm * MARGIN.ratio + MARGIN.km;
  const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
  const cells: number[] = [];
  for (let r = row(box.minLat); r <= row(box.maxLat); r++) {
    const south = r / k - 90;
    for (let c = col(box.minLng); c <= col(box.maxLng); c++) {
      const west = c / k - 180;
      const nearest = { latitude: clamp(circle.latitude, south, south + 1 / k), longitude: clamp(circle.longitude, west, west + 1 / k) };
      if (distanceKm(circle, nearest) <= reach) cells.push(r * (360 * k + 1) + c);
    }
  }
  return cells;
}

/** Great-circle distance (haversine), in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

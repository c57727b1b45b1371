import { RuleViolated } from './domain-errors.ts';

/**
 * The location shield's one rule for points: what a viewer who may see a place only at some
 * precision receives. A point is snapped to the centre of a FIXED grid cell of the precision's size,
 * never jittered: the same post gives the same answer to every request, so repeating requests or
 * probing with many centres and radii cannot average noise away and learns nothing finer than the cell.
 */
export type LocationPrecision = 'exact' | '1km' | '10km' | 'place' | 'hidden';

export const PRECISIONS_FINEST_FIRST: readonly LocationPrecision[] = ['exact', '1km', '10km', 'place', 'hidden'];

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Cell edge in kilometres for the precisions that still carry coordinates. */
export const CELL_KM: Readonly<Partial<Record<LocationPrecision, number>>> = { '1km': 1, '10km': 10 };

const KM_PER_DEGREE = 111.32;

/** The coarser of two precisions: when two rules apply to one viewer, the stricter wins. */
export const coarser = (a: LocationPrecision, b: LocationPrecision): LocationPrecision =>
  PRECISIONS_FINEST_FIRST.indexOf(a) >= PRECISIONS_FINEST_FIRST.indexOf(b) ? a : b;

/** Whether a viewer at this precision receives coordinates at all. */
export const carriesCoordinates = (precision: LocationPrecision): boolean => precision === 'exact' || CELL_KM[precision] !== undefined;

/**
 * The grid cell holding a point, as its centre. Rows are bands of equal latitude height; each band is
 * cut into a whole number of equal columns as close to the cell size as the band's width allows, so
 * cells stay about square from the equator to the poles and every band closes around the globe.
 */
export function cellCentre(point: GeoPoint, cellKm: number): GeoPoint {
  const rowDegrees = cellKm / KM_PER_DEGREE;
  const rows = Math.ceil(180 / rowDegrees);
  const row = Math.min(rows - 1, Math.max(0, Math.floor((point.latitude + 90) / rowDegrees)));
  const latitude = Math.min(90, -90 + (row + 0.5) * rowDegrees);
  const bandWidthKm = 360 * KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
  const columns = Math.max(1, Math.floor(bandWidthKm / cellKm));
  const columnDegrees = 360 / columns;
  const column = Math.min(columns - 1, Math.max(0, Math.floor((point.longitude + 180) / columnDegrees)));
  const longitude = -180 + (column + 0.5) * columnDegrees;
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

/** The point a viewer at this precision receives: exact, a cell's centre, or none at all. */
export function shieldPoint(point: GeoPoint, precision: LocationPrecision): GeoPoint | null {
  if (precision === 'exact') return point;
  const cellKm = CELL_KM[precision];
  return cellKm === undefined ? null : cellCentre(point, cellKm);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** What an angler chose for a place: how precisely the public and how precisely mates see it. */
export interface PlacePrecisions {
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
}

export class MatesSeeLessThanPublic extends RuleViolated {
  readonly code = 'MATES_SEE_LESS_THAN_PUBLIC';
  constructor() {
    super('Mates see at least what everyone sees: choose a precision for mates as fine as the public one or finer');
  }
}

/**
 * Mates never see less than the public: a mate can always look as a stranger would, so a coarser
 * choice for mates would protect nothing and only mislead the angler who made it. Every place that
 * carries the two choices (catches, trips, tournament entries) is checked by this one rule.
 */
export function checkedPrecisions(p: PlacePrecisions): PlacePrecisions {
  if (PRECISIONS_FINEST_FIRST.indexOf(p.matesPrecision) > PRECISIONS_FINEST_FIRST.indexOf(p.publicPrecision))
    throw new MatesSeeLessThanPublic();
  return { publicPrecision: p.publicPrecision, matesPrecision: p.matesPrecision };
}

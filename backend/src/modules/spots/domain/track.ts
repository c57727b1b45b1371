import { shieldPoint, type GeoPoint, type LocationPrecision } from '../../../shared/kernel/location-shield.ts';

/** One fix of a watch or a GPS unit: where the angler was, and when. */
export interface TrackPoint extends GeoPoint {
  at: Date;
}

/** A marked place of the file (a fish landed, a snag): offered to its angler as a catch to share. */
export interface TrackWaypoint extends GeoPoint {
  name: string | null;
  at: Date | null;
}

/** The path a trip was fished along, as its angler recorded it. */
export interface TripTrack {
  tripId: string;
  startedAt: Date;
  endedAt: Date;
  points: readonly TrackPoint[];
  waypoints: readonly TrackWaypoint[];
}

/** Why a file cannot become a trip: each is the angler's to fix, never ours. */
export type UnreadableTrack = 'not-xml' | 'not-gpx' | 'no-points' | 'no-times' | 'bad-point';

/** The time range of a recorded path: its earliest and latest fix (watches may write them out of order). */
export function timeRangeOf(points: readonly TrackPoint[]): { startedAt: Date; endedAt: Date } {
  let first = points[0]!.at.getTime();
  let last = first;
  for (const p of points) {
    const t = p.at.getTime();
    if (t < first) first = t;
    if (t > last) last = t;
  }
  return { startedAt: new Date(first), endedAt: new Date(last) };
}

/**
 * The path as a viewer at this precision may see it — the location shield, point by point: exact for
 * 'exact'; each fix snapped to its fixed grid cell at 1 km / 10 km, with a fix landing in the cell of the
 * one before dropped (the line then walks from cell to cell and says nothing finer); nothing at all at
 * 'place' and 'hidden'.
 */
export function pathSeenAt(points: readonly GeoPoint[], precision: LocationPrecision): GeoPoint[] {
  if (precision === 'exact') return points.map(({ latitude, longitude }) => ({ latitude, longitude }));
  const seen: GeoPoint[] = [];
  for (const p of points) {
    const snapped = shieldPoint(p, precision);
    if (!snapped) return [];
    const previous = seen[seen.length - 1];
    if (!previous || previous.latitude !== snapped.latitude || previous.longitude !== snapped.longitude) seen.push(snapped);
  }
  return seen;
}

/**
 * At most `max` points of a path for drawing it on a phone, first and last kept, evenly picked between:
 * a 10 MB track holds ~100,000 fixes, far more than a screen's pixels can show.
 */
export function thinnedPath<P>(points: readonly P[], max: number): P[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

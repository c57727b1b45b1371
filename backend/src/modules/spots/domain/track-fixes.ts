/**
 * A recorded path as it comes off a file: its fixes as three parallel lists (latitude, longitude, time
 * in milliseconds since the epoch) rather than an object a fix — a 10 MB track holds ~100,000 fixes,
 * and they are only ever counted, ranged, thinned and stored whole.
 */
export interface TrackFixes {
  latitudes: number[];
  longitudes: number[];
  times: number[];
}

export const noFixes = (): TrackFixes => ({ latitudes: [], longitudes: [], times: [] });

/** The time range of the fixes: their earliest and latest (watches may write them out of order). */
export function timeRangeOfFixes({ times }: TrackFixes): { startedAt: Date; endedAt: Date } {
  let first = times[0]!;
  let last = first;
  for (const t of times) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  return { startedAt: new Date(first), endedAt: new Date(last) };
}

/** At most `max` fixes as [latitude, longitude] pairs for drawing, first and last kept, evenly picked between. */
export function thinnedFixes({ latitudes, longitudes }: TrackFixes, max: number): Array<[number, number]> {
  const n = latitudes.length;
  if (n <= max) return latitudes.map((latitude, i) => [latitude, longitudes[i]!]);
  const step = (n - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => {
    const at = Math.round(i * step);
    return [latitudes[at]!, longitudes[at]!];
  });
}

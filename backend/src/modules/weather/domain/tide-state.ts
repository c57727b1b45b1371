/**
 * The tide at a moment from the sea level an hour either side (Open-Meteo's marine
 * `sea_level_height_msl`, which includes tides): high or low at a turn (the level an hour before and
 * after both on the same side), else rising or falling. Inland there is none; 'unknown' when the
 * marine service had no sea level this time.
 */
export type TideState = 'rising' | 'falling' | 'high' | 'low' | 'none' | 'unknown';

export function tideStateOf(before: number | null, at: number | null, after: number | null): TideState {
  if (before === null || at === null || after === null) return 'unknown';
  if (at >= before && at >= after && after !== before) return 'high';
  if (at <= before && at <= after && after !== before) return 'low';
  return after > before ? 'rising' : after < before ? 'falling' : 'high';
}

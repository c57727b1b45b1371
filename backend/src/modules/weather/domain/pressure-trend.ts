/**
 * The barometer's three-hour tendency, as anglers read it. Steady is a change of less than 1 hPa in
 * three hours either way (the fishing score's own steady band, score-factors.ts); at 1 hPa or more it
 * is rising or falling. Meteorologists call under 0.1 hPa steady, but a change that small is below
 * what an hourly model series resolves, and anglers' "falling barometer" means about a hectopascal.
 */
export type PressureTrend = 'rising' | 'steady' | 'falling';

export const STEADY_BELOW_HPA = 1;

export function pressureTrendOf(change3hHpa: number | null): PressureTrend | null {
  if (change3hHpa === null || !Number.isFinite(change3hHpa)) return null;
  if (change3hHpa <= -STEADY_BELOW_HPA) return 'falling';
  if (change3hHpa >= STEADY_BELOW_HPA) return 'rising';
  return 'steady';
}

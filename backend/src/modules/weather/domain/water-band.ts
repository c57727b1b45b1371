/**
 * Water temperature in the bands anglers fish by: cold water slows fish, the middle bands are where
 * most freshwater species feed hardest, and very warm water holds little oxygen.
 */
export type WaterBand = 'below 10 °C' | '10–15 °C' | '15–20 °C' | '20–25 °C' | '25 °C and over';

export function waterBandOf(celsius: number | null): WaterBand | null {
  if (celsius === null || !Number.isFinite(celsius)) return null;
  if (celsius < 10) return 'below 10 °C';
  if (celsius < 15) return '10–15 °C';
  if (celsius < 20) return '15–20 °C';
  if (celsius < 25) return '20–25 °C';
  return '25 °C and over';
}

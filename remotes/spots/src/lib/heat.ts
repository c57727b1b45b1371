/**
 * The heat map's picture rules (spec part 2 §4, §9), pure. The server sends each spot's heatScore
 * and heatLabel; the client draws them with these bands and weights.
 */

/** Heat score per spot (§4): 40 % activity, 40 % catches (50 is full), 20 % success rate; 0–100. */
export function heatScore(activityScore: number, catchCount: number, successRate: number): number {
  const raw = (Math.min(activityScore / 100, 1) * 0.4 + Math.min(catchCount / 50, 1) * 0.4 + (successRate / 100) * 0.2) * 100;
  return Math.max(0, Math.min(100, Math.round(raw)));
}

/** A heat point's weight (§9): activityScore / 100, capped at 1. */
export const pointWeight = (activityScore: number) => Math.max(0, Math.min(activityScore / 100, 1));

export interface HeatBand {
  label: 'Hot' | 'Very Active' | 'Active' | 'Moderate' | 'Cool';
  /** From 0 (inclusive) to the next band's floor. */
  floor: number;
  /** §9's band colour name: blue, green, yellow, orange, red. */
  colour: string;
  /** The colour as drawn: §4's ramp from blue-green (cool) to red (hot). */
  hex: string;
  rgb: [number, number, number];
}

/** §4 labels and §9 colour bands (0–20 blue, 20–40 green, 40–60 yellow, 60–80 orange, 80+ red), coolest first. */
export const HEAT_BANDS: readonly HeatBand[] = [
  { label: 'Cool', floor: 0, colour: 'blue', hex: '#0e9aa7', rgb: [14, 154, 167] },
  { label: 'Moderate', floor: 20, colour: 'green', hex: '#7cc242', rgb: [124, 194, 66] },
  { label: 'Active', floor: 40, colour: 'yellow', hex: '#f2c12e', rgb: [242, 193, 46] },
  { label: 'Very Active', floor: 60, colour: 'orange', hex: '#f2762e', rgb: [242, 118, 46] },
  { label: 'Hot', floor: 80, colour: 'red', hex: '#d7263d', rgb: [215, 38, 61] },
];

/** The band of a score (heat or activity: §9 uses the same thresholds for both). */
export function heatBand(score: number): HeatBand {
  let band = HEAT_BANDS[0]!;
  for (const candidate of HEAT_BANDS) if (score >= candidate.floor) band = candidate;
  return band;
}

/** The HeatmapLayer's colour ramp: the bands' colours, coolest first. */
export const HEAT_COLOR_RANGE = HEAT_BANDS.map((band) => band.rgb);

/** §9 layer constants: radius 50 px, opacity 0.6. */
export const HEAT_LAYER = { radiusPixels: 50, opacity: 0.6 } as const;

/**
 * Spots' community rules, pure and written down once.
 *
 * Water: the add-spot form's water types (lake, river, pond, ocean) and the filters' water classes
 * (freshwater, saltwater, brackish) meet here. lake, river, pond (and the demo's reservoir) are
 * freshwater; ocean (and the demo's saltwater) is saltwater; a bay or estuary (demo's bay) is brackish.
 * A filter by class matches every type of that class; a filter by type matches that type.
 */
export type WaterClass = 'freshwater' | 'saltwater' | 'brackish';
export const WATER_CLASS_OF: Readonly<Record<string, WaterClass>> = {
  lake: 'freshwater',
  river: 'freshwater',
  pond: 'freshwater',
  reservoir: 'freshwater',
  ocean: 'saltwater',
  saltwater: 'saltwater',
  bay: 'brackish',
  estuary: 'brackish',
};

export function waterClassOf(waterType: string | null): WaterClass | null {
  return (waterType && WATER_CLASS_OF[waterType]) || null;
}

/** The stored water types a filter value matches ('all' or nothing: null, meaning every spot). */
export function waterTypesMatching(filter: string | undefined): string[] | null {
  if (!filter || filter === 'all') return null;
  const ofClass = Object.entries(WATER_CLASS_OF)
    .filter(([, c]) => c === filter)
    .map(([t]) => t);
  return ofClass.length ? ofClass : [filter];
}

/**
 * Top Rated ranking: a Bayesian average, (C·m + Σ ratings) / (C + n), with the prior m = 3.5 stars
 * worth C = 10 votes. One 5-star vote ranks at 3.64; two hundred 4.8s at 4.74 — a lone vote never
 * beats a long record. The Top Rated tab shows spots whose plain average is ≥ 4 (spec §5), in this order.
 */
export const RATING_PRIOR = { mean: 3.5, weight: 10 } as const;
export function bayesianRating(sum: number, count: number, prior = RATING_PRIOR): number {
  return (prior.weight * prior.mean + sum) / (prior.weight + count);
}

/** The plain average shown on cards (one decimal is the client's), 0 when unrated. */
export function averageRating(sum: number, count: number): number {
  return count ? sum / count : 0;
}

/** Verified: a community rule, not a flag — successful trips by at least 3 different anglers. */
export const VERIFIED_MIN_SUCCESSFUL_ANGLERS = 3;
export function isVerifiedSpot(successfulAnglers: number): boolean {
  return successfulAnglers >= VERIFIED_MIN_SUCCESSFUL_ANGLERS;
}

/** Days each heat-map time range covers. */
export const RANGE_DAYS = { '24h': 1, '7d': 7, '30d': 30, '90d': 90 } as const;
export type TimeRange = keyof typeof RANGE_DAYS;
const DAY_MS = 86_400_000;
/** Where a rolling range that ends now begins. */
export const rangeStartsAt = (range: TimeRange, now: Date): Date => new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS);

/**
 * activityScore (0–100): how busy a spot is, independent of the range's length. From the trips in the
 * range that shape what others see (shared-trip.ts), the weekly rate
 * r = trips / days × 7, and the score = round(100 × (1 − e^(−r/5))): 0 trips → 0, 1 a week → 18,
 * 2 a week → 33, 5 a week → 63, 10 a week → 86, saturating toward 100 (never above). The same 5 trips
 * make a busy week (63) but a quiet 90 days (6): the heat map asks "how busy lately", not "how much ever".
 */
export function activityScore(trips: number, days: number): number {
  if (trips <= 0 || days <= 0) return 0;
  const perWeek = (trips / days) * 7;
  return Math.min(100, Math.round(100 * (1 - Math.exp(-perWeek / 5))));
}

/** Heat score per spot (spec §4): (min(a/100,1)·0.4 + min(c/50,1)·0.4 + s/100·0.2)·100, rounded. */
export function heatScore(activity: number, catchCount: number, successRate: number): number {
  const raw = (Math.min(activity / 100, 1) * 0.4 + Math.min(catchCount / 50, 1) * 0.4 + (successRate / 100) * 0.2) * 100;
  return Math.max(0, Math.min(100, Math.round(raw)));
}

export type HeatLabel = 'Hot' | 'Very Active' | 'Active' | 'Moderate' | 'Cool';
/** Heat labels by score (spec §4): 80 Hot, 60 Very Active, 40 Active, 20 Moderate, below Cool. */
export function heatLabel(score: number): HeatLabel {
  if (score >= 80) return 'Hot';
  if (score >= 60) return 'Very Active';
  if (score >= 40) return 'Active';
  if (score >= 20) return 'Moderate';
  return 'Cool';
}

export const TIMES_OF_DAY = ['dawn', 'morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDayName = (typeof TIMES_OF_DAY)[number];
/**
 * Best time of day: when most of the range's successful shared trips were fished; a tie goes to the
 * earlier time of day; no successful trip with a time, no best time.
 */
export function bestTimeOfDay(successesAt: Readonly<Record<TimeOfDayName, number>>): TimeOfDayName | null {
  let best: TimeOfDayName | null = null;
  for (const time of TIMES_OF_DAY) if (successesAt[time] > 0 && (best === null || successesAt[time] > successesAt[best])) best = time;
  return best;
}

/** A spot fished by fewer than this many different anglers in the range shows counts, no per-angler detail. */
export const MIN_ANGLERS_FOR_DETAIL = 3;

/**
 * Tips are ordered by the Wilson score interval's lower bound (95 %) of the share of upvotes: small
 * samples are ranked cautiously (1 up of 1 ranks below 40 up of 45), no votes rank at 0.
 */
export function wilsonLowerBound(up: number, down: number, z = 1.96): number {
  const n = up + down;
  if (n === 0) return 0;
  const p = up / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)) / (1 + (z * z) / n);
}

/** The Top Rated tab's threshold on the plain average (spec §5, §9). */
export const TOP_RATED_MIN = 4;

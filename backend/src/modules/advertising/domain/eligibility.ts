import type { AdPlacement } from './placement.ts';

/**
 * Which campaigns may show an ad to a viewer now, as plain rules over a campaign's
 * serving state: its placements, schedule, budget, the day's paced allowance and its targeting.
 * Serving keeps the active campaigns in memory and applies these per request; the charge itself is
 * re-checked against the campaign's row when the impression is billed.
 */
export interface ServingCreative {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  targetUrl: string;
  createdAt: Date;
}

export interface ServingCampaign {
  id: string;
  advertiserId: string;
  sponsor: string;
  placements: readonly AdPlacement[];
  region: { lat: number; lon: number; radiusKm: number } | null;
  /** Lower-case species slugs; empty: any viewer. */
  species: readonly string[];
  startsAt: Date;
  endsAt: Date;
  budgetMicros: number;
  spentMicros: number;
  /** Spent on the current UTC day (the pacing's measure). */
  todaySpentMicros: number;
  impressionPriceMicros: number;
  ads: readonly ServingCreative[];
}

/** What serving knows of the viewer: species they catch, and the places they are at or looking at. */
export interface ViewerProfile {
  species: ReadonlySet<string>;
  places: ReadonlyArray<{ lat: number; lon: number }>;
}

export const DAY_MS = 86_400_000;
/** Pacing: a campaign may spend its share of today's allowance up to now, plus this head start. */
export const PACE_HEAD_START_MS = 3_600_000;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance (haversine), in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const isTargeted = (c: ServingCampaign): boolean => c.region !== null || c.species.length > 0;

/** Targeting: a region matches a viewer at or looking at a place inside it; species, one they catch. */
export function matchesTargeting(c: ServingCampaign, viewer: ViewerProfile): boolean {
  const region = c.region;
  if (region && !viewer.places.some((p) => distanceKm(region, p) <= region.radiusKm)) return false;
  return c.species.length === 0 || c.species.some((s) => viewer.species.has(s));
}

/**
 * Pacing: what is left of the budget spread evenly over the days left (today included), of which
 * today's share up to now (plus a head start) may be spent — so a daily allowance is not gone by
 * breakfast.
 */
export function withinPace(c: ServingCampaign, now: Date): boolean {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const share = Math.min(1, (now.getTime() - dayStart + PACE_HEAD_START_MS) / DAY_MS);
  const daysLeft = Math.max(1, Math.ceil((c.endsAt.getTime() - dayStart) / DAY_MS));
  const allowance = ((c.budgetMicros - c.spentMicros + c.todaySpentMicros) / daysLeft) * share;
  return c.todaySpentMicros < allowance;
}

/** Active now for this placement, with an impression's price of budget left and within its pace. */
export function mayServe(c: ServingCampaign, placement: AdPlacement, now: Date): boolean {
  return (
    c.ads.length > 0 &&
    c.placements.includes(placement) &&
    c.startsAt.getTime() <= now.getTime() &&
    c.endsAt.getTime() > now.getTime() &&
    c.spentMicros < c.budgetMicros &&
    c.spentMicros + c.impressionPriceMicros <= c.budgetMicros &&
    withinPace(c, now)
  );
}

/** Up to `limit` campaigns, each as likely as the next, and one random ad of each. */
export function pickAds(campaigns: readonly ServingCampaign[], limit: number, random: () => number = Math.random) {
  const pool = [...campaigns];
  const picked: Array<{ campaign: ServingCampaign; ad: ServingCreative }> = [];
  while (picked.length < limit && pool.length > 0) {
    const [campaign] = pool.splice(Math.floor(random() * pool.length), 1);
    picked.push({ campaign: campaign!, ad: campaign!.ads[Math.floor(random() * campaign!.ads.length)]! });
  }
  return picked;
}

/**
 * Which spots to recommend to an angler, from their own fishing, each with a reason a person understands
 * (spec part 2 §7, Spots directory's Recommended tab). In this order:
 * 1. spots they have not fished within RECOMMEND_NEAR_KM of a spot they fish, nearest first
 *    ("12.3 km from Lake Tahoe, where you fish");
 * 2. spots known for a species they catch, the most caught species first ("Known for Rainbow Trout, which you catch");
 * 3. spots of the water they caught fish in ("Lake water, like Lake Tahoe where you caught fish").
 * Within a rank, the spot with more catches first, then by id (a stable order). Nothing fished and nothing
 * caught, nothing recommended (the tab's empty state says why).
 */
export const RECOMMEND_NEAR_KM = 100;
export const RECOMMENDATIONS = 30;

export interface FishedSpot {
  spotId: string;
  name: string;
  waterType: string | null;
  /** Successful trips there. */
  successes: number;
}

export interface CaughtSpecies {
  /** As a catch names it: a slug ('rainbow-trout'). */
  species: string;
}

export interface CandidateSpot {
  id: string;
  /** As the spot names them: 'Rainbow Trout'. */
  species: readonly string[];
  waterType: string | null;
  totalCatches: number;
}

/** A candidate within RECOMMEND_NEAR_KM of a fished spot, and how far (from the nearest one, or any). */
export interface NearFished {
  spotId: string;
  fishedName: string;
  distanceKm: number;
}

export interface Recommendation {
  id: string;
  reason: string;
  /** Only for the "near where you fish" reason. */
  distanceKm?: number;
}

/** A species as a spot names it ('Rainbow Trout') and as a catch's slug ('rainbow-trout') meet here. */
export const speciesKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

const capitalised = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/**
 * `caught` is ordered most caught first; `near` may name a candidate more than once (near two fished
 * spots): the nearest counts. Candidates already fished are never recommended.
 */
export function recommendSpots(
  fished: readonly FishedSpot[],
  caught: readonly CaughtSpecies[],
  candidates: readonly CandidateSpot[],
  near: readonly NearFished[],
  limit = RECOMMENDATIONS,
): Recommendation[] {
  if (!fished.length && !caught.length) return [];
  const fishedIds = new Set(fished.map((f) => f.spotId));
  const nearest = new Map<string, NearFished>();
  for (const n of near) {
    if (n.distanceKm > RECOMMEND_NEAR_KM) continue;
    const known = nearest.get(n.spotId);
    if (!known || n.distanceKm < known.distanceKm) nearest.set(n.spotId, n);
  }
  const speciesRank = new Map(caught.map((c, i) => [c.species, i] as const));
  const ranked: Array<Recommendation & { rank: number; catches: number }> = [];
  for (const spot of candidates) {
    if (fishedIds.has(spot.id)) continue;
    const close = nearest.get(spot.id);
    if (close) {
      ranked.push({
        id: spot.id,
        reason: `${close.distanceKm.toFixed(1)} km from ${close.fishedName}, where you fish`,
        distanceKm: close.distanceKm,
        rank: close.distanceKm,
        catches: spot.totalCatches,
      });
      continue;
    }
    let best: { name: string; rank: number } | null = null;
    for (const name of spot.species) {
      const rank = speciesRank.get(speciesKey(name));
      if (rank !== undefined && (!best || rank < best.rank)) best = { name, rank };
    }
    if (best) {
      ranked.push({ id: spot.id, reason: `Known for ${best.name}, which you catch`, rank: 1_000 + best.rank, catches: spot.totalCatches });
      continue;
    }
    const sameWater = fished.find((f) => f.successes > 0 && f.waterType && f.waterType === spot.waterType);
    if (sameWater)
      ranked.push({
        id: spot.id,
        reason: `${capitalised(sameWater.waterType!)} water, like ${sameWater.name} where you caught fish`,
        rank: 2_000,
        catches: spot.totalCatches,
      });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || b.catches - a.catches || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit)
    .map(({ rank: _rank, catches: _catches, ...r }) => r);
}

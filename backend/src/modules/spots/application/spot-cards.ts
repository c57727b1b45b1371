import { hiddenMarkOf, type DirectorySpot, type HeatSpot, type SpotTip } from '@tightlines/contracts';
import {
  activityScore, averageRating, bestTimeOfDay, heatLabel, heatScore, isVerifiedSpot, MIN_ANGLERS_FOR_DETAIL, waterClassOf,
} from '../domain/spot-rules.ts';
import type { ActivityRow, HeatCandidateRow, SpotRow, TipRow } from './spot-ports.ts';

/** Kilometres as a card shows them: to ten metres. */
export const km = (x: number) => Math.round(x * 100) / 100;

/** A spot as the directory, nearby and recommendations show it. */
export function toDirectorySpot(r: SpotRow): DirectorySpot {
  return {
    id: r.id, name: r.name, verified: isVerifiedSpot(r.successful_anglers),
    rating: averageRating(r.rating_sum, r.rating_count), totalRatings: r.rating_count,
    latitude: r.latitude, longitude: r.longitude, location: r.location, description: r.description,
    waterType: r.water_type, waterClass: waterClassOf(r.water_type), difficulty: r.difficulty, accessType: r.access_type,
    species: r.species, facilities: r.facilities, totalCatches: r.successful_trips, totalTrips: r.total_trips,
    creatorName: r.creator_name, myRating: r.my_rating, hidden: hiddenMarkOf(hiddenOf(r)),
  };
}

/** A spot on the heat map with its shared activity over a range of `days`: per-angler detail only from MIN_ANGLERS_FOR_DETAIL anglers. */
export function toHeatSpot(r: HeatCandidateRow, a: ActivityRow | undefined, days: number): HeatSpot {
  const trips = a?.trips ?? 0;
  const successes = a?.successes ?? 0;
  const anglers = a?.anglers ?? 0;
  const detail = anglers >= MIN_ANGLERS_FOR_DETAIL;
  const activity = activityScore(trips, days);
  const successRate = trips ? Math.round((100 * successes) / trips) : 0;
  const heat = heatScore(activity, successes, successRate);
  return {
    id: r.id, name: r.name, location: r.location, latitude: r.latitude, longitude: r.longitude,
    averageRating: averageRating(r.rating_sum, r.rating_count), totalRatings: r.rating_count,
    verified: isVerifiedSpot(r.successful_anglers), description: r.description, difficulty: r.difficulty,
    waterType: r.water_type, waterClass: waterClassOf(r.water_type), accessType: r.access_type, facilities: r.facilities,
    activityScore: activity, successRate, catchCount: successes, totalTrips: trips, totalAnglers: anglers,
    popularSpecies: r.species.slice(0, 10),
    bestTimeOfDay: detail && a ? bestTimeOfDay(a) : null,
    lastActivity: detail && a?.last_at ? new Date(a.last_at).toISOString() : null,
    recentCatches: successes, heatScore: heat, heatLabel: heatLabel(heat), detailHidden: !detail && trips > 0,
  };
}

export const toTip = (t: TipRow): SpotTip => ({
  id: t.id, title: t.title, content: t.content, category: t.category, isVerified: t.verified,
  upvotes: t.upvotes, downvotes: t.downvotes, score: t.upvotes - t.downvotes,
  myVote: t.my_vote === 1 ? 'upvote' : t.my_vote === -1 ? 'downvote' : null,
  createdAt: new Date(t.created_at).toISOString(),
  user: { id: t.angler_id, profileImageUrl: t.profile_image_url, displayName: t.display_name, firstName: t.first_name },
  hidden: hiddenMarkOf(hiddenOf(t)),
});

/** A hidden spot's or tip's reason, as its author reads it (only its author ever reads a hidden one). */
export const hiddenOf = (r: { hidden_at: Date | null; hidden_rule: string | null }) =>
  r.hidden_at ? { ruleId: r.hidden_rule, at: new Date(r.hidden_at) } : null;

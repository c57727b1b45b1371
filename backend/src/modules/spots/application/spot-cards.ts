import { hiddenMarkOf, type DirectorySpot, type HeatSpot, type SpotTip } from '@tightlines/contracts';
import {
  activityScore,
  averageRating,
  bestTimeOfDay,
  heatLabel,
  heatScore,
  isVerifiedSpot,
  MIN_ANGLERS_FOR_DETAIL,
  waterClassOf,
} from '../domain/spot-rules.ts';
import type { HeatCandidate, ListedSpot, SpotActivity, TipRecord } from './spot-ports.ts';

/** Kilometres as a card shows them: to ten metres. */
export const km = (x: number) => Math.round(x * 100) / 100;

/** A spot as the directory, nearby and recommendations show it. */
export function toDirectorySpot(s: ListedSpot): DirectorySpot {
  return {
    id: s.id,
    name: s.name,
    verified: isVerifiedSpot(s.successfulAnglers),
    rating: averageRating(s.ratingSum, s.ratingCount),
    totalRatings: s.ratingCount,
    latitude: s.latitude,
    longitude: s.longitude,
    location: s.location,
    description: s.description,
    waterType: s.waterType,
    waterClass: waterClassOf(s.waterType),
    difficulty: s.difficulty,
    accessType: s.accessType,
    species: s.species,
    facilities: s.facilities,
    totalCatches: s.successfulTrips,
    totalTrips: s.totalTrips,
    creatorName: s.creatorName,
    myRating: s.myRating,
    hidden: hiddenMarkOf(s.hidden),
  };
}

/** A spot on the heat map with its shared activity over a range of `days`: per-angler detail only from MIN_ANGLERS_FOR_DETAIL anglers. */
export function toHeatSpot(s: HeatCandidate, a: SpotActivity | undefined, days: number): HeatSpot {
  const trips = a?.trips ?? 0;
  const successes = a?.successes ?? 0;
  const anglers = a?.anglers ?? 0;
  const detail = anglers >= MIN_ANGLERS_FOR_DETAIL;
  const activity = activityScore(trips, days);
  const successRate = trips ? Math.round((100 * successes) / trips) : 0;
  const heat = heatScore(activity, successes, successRate);
  return {
    id: s.id,
    name: s.name,
    location: s.location,
    latitude: s.latitude,
    longitude: s.longitude,
    averageRating: averageRating(s.ratingSum, s.ratingCount),
    totalRatings: s.ratingCount,
    verified: isVerifiedSpot(s.successfulAnglers),
    description: s.description,
    difficulty: s.difficulty,
    waterType: s.waterType,
    waterClass: waterClassOf(s.waterType),
    accessType: s.accessType,
    facilities: s.facilities,
    activityScore: activity,
    successRate,
    catchCount: successes,
    totalTrips: trips,
    totalAnglers: anglers,
    popularSpecies: s.species.slice(0, 10),
    bestTimeOfDay: detail && a ? bestTimeOfDay(a) : null,
    lastActivity: detail && a?.lastAt ? a.lastAt.toISOString() : null,
    recentCatches: successes,
    heatScore: heat,
    heatLabel: heatLabel(heat),
    detailHidden: !detail && trips > 0,
  };
}

export const toTip = (t: TipRecord): SpotTip => ({
  id: t.id,
  title: t.title,
  content: t.content,
  category: t.category,
  isVerified: t.verified,
  upvotes: t.upvotes,
  downvotes: t.downvotes,
  score: t.upvotes - t.downvotes,
  myVote: t.myVote === 1 ? 'upvote' : t.myVote === -1 ? 'downvote' : null,
  createdAt: t.createdAt.toISOString(),
  user: { id: t.anglerId, profileImageUrl: t.profileImageUrl, displayName: t.displayName, firstName: t.firstName },
  hidden: hiddenMarkOf(t.hidden),
});

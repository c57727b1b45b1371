import type { TripProps } from './trip.ts';
import { namesSpotAt, THE_PUBLIC, tripPrecisionFor } from './trip-precision.ts';

/** How one spot's counters move: trips logged there and the successful ones among them. */
export interface SpotCountChange {
  spotId: string;
  trips: number;
  successfulTrips: number;
}

type Counted = Pick<TripProps, 'spotId' | 'fishingSuccess'>;

/**
 * Whether a trip counts in its spot's public figures (its trips, its successful trips): not while
 * moderation hides it, and not when the public is not told its spot (a trip kept at 'Place name only'
 * or 'Hidden', or not sharing its location) — a count that moved when the angler's own count moved
 * would tell where they fished. The angler's 'Share Trip Locations' switch moves the heat map, not
 * these counters: it is read here as on.
 */
export const countsOnItsSpot = (
  trip: Pick<TripProps, 'anglerId' | 'hidden' | 'shareLocation' | 'publicPrecision' | 'matesPrecision'>,
): boolean => trip.hidden === null && namesSpotAt(tripPrecisionFor(trip, THE_PUBLIC, true));

/**
 * What a change of one trip does to the spots' counters — logging (`before` null), editing, or
 * deleting (`after` null): the old spot gives the trip back, the new one counts it; a spot whose
 * figures end where they began is left out. The counters are public figures read without a count of
 * the trips (the directory, Verified, popular spots), so every edit and delete moves them exactly.
 */
export function spotCountChanges(before: Counted | null, after: Counted | null): SpotCountChange[] {
  const changes = new Map<string, SpotCountChange>();
  const move = (trip: Counted | null, sign: 1 | -1) => {
    if (!trip?.spotId) return;
    const change = changes.get(trip.spotId) ?? { spotId: trip.spotId, trips: 0, successfulTrips: 0 };
    change.trips += sign;
    change.successfulTrips += trip.fishingSuccess ? sign : 0;
    changes.set(trip.spotId, change);
  };
  move(before, -1);
  move(after, 1);
  return [...changes.values()].filter((c) => c.trips !== 0 || c.successfulTrips !== 0);
}

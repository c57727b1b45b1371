import type { TripPrivacy, TripProps } from './trip.ts';
import { namesSpotAt, THE_PUBLIC, tripPrecisionFor } from './trip-precision.ts';

/**
 * Spot privacy: the one rule for which trips shape what OTHERS see (the heat map, a spot's activity,
 * its recent conditions) — defined ONCE, here, as its named conditions, all of which must hold. The
 * domain's `shapesWhatOthersSee` and the SQL every read and rollup filters trips with
 * (adapters/persistence/shared-trip.sql.ts, which must give each condition its SQL form) are both
 * built from this table; a property test runs both over random trips and anglers
 * (test/spots/sql-twins.test.ts).
 *
 * Mates-only and private trips never count — not even for mates: the heat map is one picture for
 * everyone (Strava's heat map was criticised for counting followers-only activity). A custom place
 * never becomes a point. An angler whose card spots has not yet received counts as not sharing.
 */
export type SharedTripFacts = Pick<
  TripProps,
  'anglerId' | 'spotId' | 'shareLocation' | 'privacy' | 'hidden' | 'publicPrecision' | 'matesPrecision'
>;

/** The only privacy whose trips others learn from. */
export const PRIVACIES_OTHERS_LEARN_FROM: readonly TripPrivacy[] = ['public'];

export const SHARED_TRIP_CONDITIONS = {
  /** At a spot: a custom place never becomes a point on the map. */
  atASpot: (trip: SharedTripFacts) => trip.spotId !== null,
  /** Its angler shared this trip's location. */
  locationShared: (trip: SharedTripFacts) => trip.shareLocation,
  publicTrip: (trip: SharedTripFacts) => PRIVACIES_OTHERS_LEARN_FROM.includes(trip.privacy),
  /** Not hidden by moderation: a hidden trip is its angler's alone. */
  notHidden: (trip: SharedTripFacts) => trip.hidden === null,
  /**
   * The public is told its spot (domain/trip-precision.ts): a trip the public sees at 'Place name only'
   * or 'Hidden' must not light up its spot either.
   */
  spotNamedToThePublic: (trip: SharedTripFacts, anglerSharesTripLocations: boolean) =>
    namesSpotAt(tripPrecisionFor(trip, THE_PUBLIC, anglerSharesTripLocations)),
  /** The angler's 'Share Trip Locations' switch is on. */
  anglerSharesTripLocations: (_trip: SharedTripFacts, anglerSharesTripLocations: boolean) => anglerSharesTripLocations,
} as const satisfies Record<string, (trip: SharedTripFacts, anglerSharesTripLocations: boolean) => boolean>;

export type SharedTripCondition = keyof typeof SHARED_TRIP_CONDITIONS;
export const SHARED_TRIP_CONDITION_NAMES = Object.keys(SHARED_TRIP_CONDITIONS) as SharedTripCondition[];

export function shapesWhatOthersSee(trip: SharedTripFacts, anglerSharesTripLocations: boolean): boolean {
  return SHARED_TRIP_CONDITION_NAMES.every((name) => SHARED_TRIP_CONDITIONS[name](trip, anglerSharesTripLocations));
}

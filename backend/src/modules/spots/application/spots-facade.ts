import type { Trip as TripCard } from '@tightlines/contracts';
export type { TripView } from './trip-ports.ts';
export type { TripCard };

/** What other modules may ask spots (profile and statistics counts of an angler's trips, trips as a viewer sees them). */
export interface TripCounts {
  trips: number;
  successfulTrips: number;
}

export interface SpotsFacade {
  tripCountsOf(anglerId: string): Promise<TripCounts>;
  /**
   * These trips as this viewer may see their places (domain `tripAsSeenBy`: another angler never
   * gets a place the trip or its angler does not share). Who may see a trip at all is the caller's
   * rule (posts' privacy rule over its feed entries); ids of trips that do not exist are absent.
   */
  tripsSeenBy(viewerId: string, tripIds: readonly string[]): Promise<Map<string, TripCard>>;
  /**
   * The trip as its angler sees it, whoever asks and hidden or not (an operator looking at a report);
   * null when there is none.
   */
  tripAsStored(tripId: string): Promise<TripCard | null>;
  /** The same for many trips in one lookup (absent ones left out). */
  tripsAsStored(tripIds: readonly string[]): Promise<TripCard[]>;
  /**
   * Moderation hides the trip (it leaves every read of others and gives back everything it counted:
   * its spot's figures, the heat map, its angler's trip counts) or shows it again. Call inside the
   * moderation action's transaction.
   */
  setTripHidden(tripId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void>;
  /** Every trip of the angler as they logged it, places included, newest first (their own export). */
  ownTripsOf(anglerId: string): Promise<TripCard[]>;
  /**
   * The angler shared a catch of this species (a slug): spots remembers which species each angler
   * catches, for their own recommendations only. Call inside the share's transaction.
   */
  caughtSpecies(anglerId: string, species: string): Promise<void>;
}
export const SpotsFacade = Symbol.for('spots.SpotsFacade');

import type { Trip as TripCard } from '@tightlines/contracts';
export type { TripView } from './trip-ports.ts';
export type { TripCard };

/** What other modules may ask spots (profile and statistics counts of an angler's trips, trips as a viewer sees them). */
export interface TripCounts {
  trips: number;
  successfulTrips: number;
}

/** Which of these anglers follow the viewer and are followed back. */
export type MatesAmong = (anglerIds: readonly string[]) => Promise<ReadonlySet<string>>;

export interface SpotsFacade {
  /**
   * The angler's trips and successful trips among those of these privacies — the ones the viewer may
   * see, as the caller's privacy rule decided (posts': public to all, mates to mates, private to the
   * angler): a count never tells of a trip its viewer may not see.
   */
  tripCountsOf(anglerId: string, visiblePrivacies: readonly ('public' | 'mates' | 'private')[]): Promise<TripCounts>;
  /**
   * These trips as this viewer may see their places: the location shield (domain/trip-precision.ts)
   * cuts each to the trip's mates precision for the angler's mates — `matesAmong` answers which of
   * these anglers are the viewer's mates (the follow graph is the caller's) — to its public one for
   * anyone else, never finer than the trip and its angler share. Who may see a trip at all is the
   * caller's rule (posts' privacy rule over its feed entries); ids of trips that do not exist are absent.
   */
  tripsSeenBy(viewerId: string, tripIds: readonly string[], matesAmong: MatesAmong): Promise<Map<string, TripCard>>;
  /**
   * The trip hidden or not, its place as the public sees it (an operator looking at a report reviews
   * what was said, never where the angler fished); null when there is none.
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
  /**
   * The angler turned 'Share Trip Locations' on or off. Call inside identity's transaction of the
   * switch: off, no read of others shows a place of their trips once it commits, in any process.
   */
  tripSharingSet(anglerId: string, shares: boolean): Promise<void>;
  /** Every trip of the angler as they logged it, places included, newest first (their own export). */
  ownTripsOf(anglerId: string): Promise<TripCard[]>;
  /**
   * The angler shared a catch of this species (a slug): spots remembers which species each angler
   * catches, for their own recommendations only. Call inside the share's transaction.
   */
  caughtSpecies(anglerId: string, species: string): Promise<void>;
}
export const SpotsFacade = Symbol.for('spots.SpotsFacade');

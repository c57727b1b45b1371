/** What other modules may ask spots (profile and statistics counts of an angler's trips). */
export interface TripCounts {
  trips: number;
  successfulTrips: number;
}

export interface SpotsFacade {
  tripCountsOf(anglerId: string): Promise<TripCounts>;
}
export const SpotsFacade = Symbol.for('spots.SpotsFacade');

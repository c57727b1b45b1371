import type { TripPrivacy } from '../domain/trip.ts';
import type { Spot } from '../domain/spot.ts';
import type { SpotTipToShare, Trip } from '../domain/trip.ts';
import type { TripCounts } from './spots-facade.ts';

export interface SpotRepository {
  /** Spots with the most trips first (ties by id), at most `limit`. */
  popular(limit: number): Promise<Spot[]>;
  add(spot: Spot): Promise<void>;
}
export const SpotRepository = Symbol.for('spots.SpotRepository');

/** A tip as stored with its spot. */
export interface StoredTip extends SpotTipToShare {
  id: string;
}

export interface TripRepository {
  /**
   * Stores the trip, counts it on its spot and stores its shared tip, all in one transaction.
   * Throws SpotNotFound (nothing stored) when the spot does not exist.
   */
  log(trip: Trip): Promise<StoredTip | null>;
  /** The angler's shown trips of these privacies. */
  countsOf(anglerId: string, privacies: readonly TripPrivacy[]): Promise<TripCounts>;
}
export const TripRepository = Symbol.for('spots.TripRepository');

import type { HiddenPlaceFacts } from '../domain/hidden-place.ts';
import type { Trip, TripProps } from '../domain/trip.ts';
import type { TipCategory } from '../domain/trip.ts';

/**
 * Changing a logged trip. Each method runs inside the caller's transaction; `findForChange` locks the
 * trip's row so two edits (or an edit and a delete) of one trip take turns.
 */
export interface TripChanges {
  /** The trip, its row locked until the transaction ends; null when there is none. */
  findForChange(tripId: string): Promise<Trip | null>;
  /**
   * Stores the edited trip and moves its spots' counters (trips, successful), the heat map's rollups
   * and the angler's trip counts exactly: the old version gives back what it counted, the new counts.
   */
  edit(before: Trip, after: Trip): Promise<void>;
  /** Removes the trip and gives back everything it counted; its shared tip stays with the spot. */
  delete(trip: Trip): Promise<void>;
  /** Moderation hides the trip (it gives back everything it counted) or shows it again (it counts again). */
  setHidden(tripId: string, hidden: TripProps['hidden']): Promise<void>;
  /**
   * An angler's account is gone: their trips (counted out of every spot as a delete does), their tips,
   * ratings and tip votes (the counters they moved move back), and spots' copy of their card.
   */
  forgetAngler(anglerId: string): Promise<void>;
}
export const TripChanges = Symbol.for('spots.TripChanges');

/** A trip with what a card shows beside it: its spot's name, its tip, its angler's card. */
export interface TripView extends TripProps {
  spotName: string | null;
  /** Its spot's author and hidden state (null: no spot): a hidden spot is named only to its author (domain/hidden-place.ts). */
  spot: HiddenPlaceFacts | null;
  tip: { id: string; title: string; content: string; category: TipCategory } | null;
  angler: { displayName: string | null; firstName: string | null; profileImageUrl: string | null; shareTripLocations: boolean } | null;
}

export interface TripViews {
  /** These trips as stored (places included); ids of trips that do not exist are absent. */
  byIds(ids: readonly string[]): Promise<Map<string, TripView>>;
  /** Every trip of the angler, newest first (their export). */
  allOf(anglerId: string): Promise<TripView[]>;
  /**
   * Which of these trips show their place to others as stored at this moment (the trip's and its
   * angler's switches), with the precisions they are shown at now: read afresh on every call, never
   * remembered — what a remembered view says is only ever narrowed by it.
   */
  placesSharedNow(ids: readonly string[]): Promise<Map<string, PrecisionsNow>>;
}

/** A trip's precisions as stored at this moment. */
export type PrecisionsNow = Pick<TripView, 'publicPrecision' | 'matesPrecision'>;
export const TripViews = Symbol.for('spots.TripViews');

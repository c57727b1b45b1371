import type { GeoPoint, LocationPrecision } from '../../../shared/kernel/location-shield.ts';

/** What the public and what mates see of an angler's new trip's place, unless the trip says otherwise. */
export interface AnglerLocationDefaults {
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
}

/**
 * Spots' copy of the angler's location defaults (posts keeps the settings and tells of each change):
 * the new-angler defaults until their first change arrives.
 */
export interface TripLocationDefaults {
  of(anglerId: string): Promise<AnglerLocationDefaults>;
  /** Keeps what the angler chose at `at`; an older choice delivered late changes nothing. */
  keep(anglerId: string, defaults: AnglerLocationDefaults, at: Date): Promise<void>;
}
export const TripLocationDefaults = Symbol.for('spots.TripLocationDefaults');

/** The name 'Place name only' shows for a point: the nearest town of the gazetteer, or null when none is near. */
export interface PlaceNames {
  nearest(at: GeoPoint): Promise<string | null>;
}
export const PlaceNames = Symbol.for('spots.PlaceNames');

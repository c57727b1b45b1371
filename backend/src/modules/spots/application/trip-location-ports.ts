import type { GeoPoint, LocationPrecision } from '../../../shared/kernel/location-shield.ts';

/** What the public and what mates see of an angler's new trip's place, unless the trip says otherwise. */
export interface AnglerLocationDefaults {
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
}

/** The angler's location defaults, from whoever keeps the angler's settings. */
export interface TripLocationDefaults {
  of(anglerId: string): Promise<AnglerLocationDefaults>;
}
export const TripLocationDefaults = Symbol.for('spots.TripLocationDefaults');

/** The name 'Place name only' shows for a point: the nearest town of the gazetteer, or null when none is near. */
export interface PlaceNames {
  nearest(at: GeoPoint): Promise<string | null>;
}
export const PlaceNames = Symbol.for('spots.PlaceNames');

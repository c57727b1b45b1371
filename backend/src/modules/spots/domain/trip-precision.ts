import { carriesCoordinates, coarser, shieldPoint, type LocationPrecision } from '../../../shared/kernel/location-shield.ts';
import type { TripProps } from './trip.ts';

/**
 * The location shield on trips — defined ONCE, here: how precisely one viewer sees one trip's place.
 * Its angler sees it exactly; a mate at the trip's mates precision; anyone else (a follower, a
 * stranger, a visitor) at its public precision. When the trip does not share its location, or its
 * angler turned 'Share Trip Locations' off, the place is hidden from everyone else whatever the trip's
 * precisions say (the stricter rule wins: `coarser`). The SQL twin
 * (adapters/persistence/trip-precision.sql.ts) is proven equal to it (test/spots/sql-twins.test.ts).
 */
export type TripShieldFacts = Pick<TripProps, 'anglerId' | 'publicPrecision' | 'matesPrecision' | 'shareLocation'>;

/** Who reads: their id (null for a visitor) and whether they and the trip's angler follow each other. */
export interface TripViewer {
  id: string | null;
  isMate: boolean;
}

/** Everyone who is neither the angler nor a mate: what the heat map and a spot's public figures are made for. */
export const THE_PUBLIC: TripViewer = { id: null, isMate: false };

export function tripPrecisionFor(trip: TripShieldFacts, viewer: TripViewer, anglerSharesTripLocations: boolean): LocationPrecision {
  if (viewer.id === trip.anglerId) return 'exact';
  const chosen = viewer.isMate ? trip.matesPrecision : trip.publicPrecision;
  return trip.shareLocation && anglerSharesTripLocations ? chosen : coarser(chosen, 'hidden');
}

/**
 * Whether a viewer at this precision is told the trip's spot. A spot is a public place whose exact
 * position anyone can read, so naming it names the place: at 'Place name only' and 'Hidden' the angler
 * asked that others not learn where they fished, and the spot (its id, its name, the tip the trip
 * shared with it) goes with the coordinates. At 'About 1 km' and 'About 10 km' the spot is named: it
 * is already a shared, public water, and what the angler guards is where on it they stood (the trip's
 * own point, snapped to the cell).
 */
export const namesSpotAt = (precision: LocationPrecision): boolean => carriesCoordinates(precision);

/** The place fields of a trip as a viewer at this precision receives them. */
export type SeenPlace = Pick<TripProps, 'spotId' | 'location' | 'latitude' | 'longitude' | 'placeName'>;

/**
 * A trip's place cut to a precision: the point snapped to its grid cell (never finer), the typed place
 * and the spot only where coordinates go too, the gazetteer's town only at 'place' (its angler's own
 * card adds it besides).
 */
export function placeSeenAt(trip: SeenPlace, precision: LocationPrecision): SeenPlace {
  if (precision === 'exact') return { ...trip, placeName: null };
  const point =
    trip.latitude != null && trip.longitude != null ? shieldPoint({ latitude: trip.latitude, longitude: trip.longitude }, precision) : null;
  const coordinates = carriesCoordinates(precision);
  return {
    spotId: namesSpotAt(precision) ? trip.spotId : null,
    location: coordinates ? trip.location : null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    placeName: precision === 'place' ? trip.placeName : null,
  };
}

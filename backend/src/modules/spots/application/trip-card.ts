import { hiddenMarkOf, type Trip as TripResponse } from '@tightlines/contracts';
import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';
import { namesSpotAt, placeSeenAt } from '../domain/trip-precision.ts';
import type { LoggedTrip } from './log-trip.ts';
import type { TripView } from './trip-ports.ts';

/**
 * A trip as the contract has it (the trip card of the Trips tab, the detail and the feed): a just-logged
 * trip as its own angler sees it, or a trip view with its spot's name and its angler's card, cut to the
 * precision the viewer sees it at (the facade's `tripsSeenBy`; 'exact' with the angler's own choices
 * for its angler). Below 'About 10 km' the spot goes, and with it its name and the tip shared with it.
 */
export function toTripResponse(trip: LoggedTrip | TripView, seenAt: LocationPrecision | 'own' = 'own'): TripResponse {
  const t = 'trip' in trip ? trip.trip : trip;
  const view = 'trip' in trip ? null : trip;
  const own = seenAt === 'own';
  const precision = own ? 'exact' : seenAt;
  const place = placeSeenAt(t, precision);
  const spotNamed = namesSpotAt(precision);
  const tip = spotNamed ? trip.tip : null;
  return {
    id: t.id,
    userId: t.anglerId,
    spotId: place.spotId,
    fishingSuccess: t.fishingSuccess,
    waterCondition: t.waterCondition,
    weatherCondition: t.weatherCondition,
    temperature: t.temperature,
    timeOfDay: t.timeOfDay,
    notes: t.notes,
    shareLocation: t.shareLocation,
    location: place.location,
    latitude: place.latitude,
    longitude: place.longitude,
    tip: tip && { id: tip.id, title: tip.title, content: tip.content, category: tip.category },
    privacy: t.privacy,
    spotName: spotNamed ? (view?.spotName ?? null) : null,
    locationPrecision: precision,
    placeName: own ? t.placeName : place.placeName,
    publicPrecision: own ? t.publicPrecision : null,
    matesPrecision: own ? t.matesPrecision : null,
    userDisplayName: view?.angler ? (view.angler.displayName ?? view.angler.firstName) : null,
    userProfileImage: view?.angler?.profileImageUrl ?? null,
    createdAt: t.createdAt.toISOString(),
    // Only its angler is ever given a hidden trip (the facade's tripsSeenBy leaves it out for others).
    hidden: hiddenMarkOf(t.hidden),
  };
}

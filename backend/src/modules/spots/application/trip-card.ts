import { hiddenMarkOf, type Trip as TripResponse } from '@tightlines/contracts';
import type { LoggedTrip } from './log-trip.ts';
import type { TripView } from './trip-ports.ts';

/**
 * A trip as the contract has it (the trip card of the Trips tab, the detail and the feed): a just-logged trip as its own angler sees it, or a trip view (already as the
 * viewer may see its place: the facade's `tripsSeenBy`) with its spot's name and its angler's card.
 */
export function toTripResponse(trip: LoggedTrip | TripView): TripResponse {
  const t = 'trip' in trip ? trip.trip : trip;
  const view = 'trip' in trip ? null : trip;
  const tip = 'trip' in trip ? trip.tip : trip.tip;
  return {
    id: t.id,
    userId: t.anglerId,
    spotId: t.spotId,
    fishingSuccess: t.fishingSuccess,
    waterCondition: t.waterCondition,
    weatherCondition: t.weatherCondition,
    temperature: t.temperature,
    timeOfDay: t.timeOfDay,
    notes: t.notes,
    shareLocation: t.shareLocation,
    location: t.location,
    latitude: t.latitude,
    longitude: t.longitude,
    tip: tip && { id: tip.id, title: tip.title, content: tip.content, category: tip.category },
    privacy: t.privacy,
    spotName: view?.spotName ?? null,
    userDisplayName: view?.angler ? (view.angler.displayName ?? view.angler.firstName) : null,
    userProfileImage: view?.angler?.profileImageUrl ?? null,
    createdAt: t.createdAt.toISOString(),
    // Only its angler is ever given a hidden trip (the facade's tripsSeenBy leaves it out for others).
    hidden: hiddenMarkOf(t.hidden),
  };
}

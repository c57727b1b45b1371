import { conditionReport, emptyTripFields, type PickedPlace, type TripFields } from '@tightlines/kit/forms';
import type { LocationDefaults, LogTrip, Spot, Trip } from '@tightlines/contracts';
import type { z } from 'zod';

/**
 * Everything the Log Trip wizard holds while the angler fills it in: the kit's trip fields (the
 * form spots' trip log shows too), the place — a spot or a place picked in the location picker
 * (0,0 without the maps service) — and who may see the trip.
 */
export interface TripDraft extends TripFields {
  spot: Spot | null;
  customPlace: PickedPlace | null;
  /** Who sees the trip, as for a catch (public, mates, only me); public by default. */
  privacy: Trip['privacy'];
  /** What everyone and mates see of the place, when chosen in the wizard; null: the angler's defaults. */
  shield: LocationDefaults | null;
}

export const emptyTripDraft: TripDraft = { ...emptyTripFields, spot: null, customPlace: null, privacy: 'public', shield: null };

/**
 * The trip payload (spec part 1 §3) from the wizard's draft: the spot or the custom place, the
 * kit's condition report (notes with the 'Catch Details' block of a successful trip, the tip only
 * when shared), the privacy and both precisions (always said: what the angler saw chosen applies, even
 * if their defaults change before the trip is sent). Null when the outcome or the place is still missing.
 */
export function tripPayload(draft: TripDraft, defaults: LocationDefaults): z.input<typeof LogTrip> | null {
  const report = conditionReport(draft);
  const place = draft.spot
    ? {
        spotId: draft.spot.id,
        location: draft.spot.location ?? draft.spot.name,
        latitude: draft.spot.latitude,
        longitude: draft.spot.longitude,
      }
    : draft.customPlace
      ? { spotId: null, location: draft.customPlace.address, latitude: draft.customPlace.latitude, longitude: draft.customPlace.longitude }
      : null;
  if (!report || !place) return null;
  return { ...place, ...report, privacy: draft.privacy, ...(draft.shield ?? defaults) };
}

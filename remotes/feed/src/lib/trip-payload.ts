import type { LogTrip, Spot, TipCategory, TimeOfDay, WaterCondition, WeatherCondition } from '@tightlines/contracts';
import type { z } from 'zod';
import { notesWithCatchDetails } from './catch-details.ts';

/** A place picked in the location picker: address text and coordinates (0,0 without the maps service). */
export interface PickedPlace {
  address: string;
  latitude: number;
  longitude: number;
}

type Choice<T> = T | '';

/** Everything the Log Trip wizard holds while the angler fills it in; text fields stay text until sent. */
export interface TripDraft {
  spot: Spot | null;
  customPlace: PickedPlace | null;
  fishingSuccess: boolean | null;
  waterCondition: Choice<z.infer<typeof WaterCondition>>;
  weatherCondition: Choice<z.infer<typeof WeatherCondition>>;
  temperature: string;
  timeOfDay: Choice<z.infer<typeof TimeOfDay>>;
  notes: string;
  shareLocation: boolean;
  /** Who sees the trip, as for a catch (public, mates, only me); public by default. */
  privacy: 'public' | 'mates' | 'private';
  species: string;
  count: string;
  method: string;
  shareTip: boolean;
  tipTitle: string;
  tipContent: string;
  tipCategory: z.infer<typeof TipCategory>;
}

export const emptyTripDraft: TripDraft = {
  spot: null,
  customPlace: null,
  fishingSuccess: null,
  waterCondition: '',
  weatherCondition: '',
  temperature: '',
  timeOfDay: '',
  notes: '',
  shareLocation: true,
  privacy: 'public',
  species: '',
  count: '',
  method: '',
  shareTip: false,
  tipTitle: '',
  tipContent: '',
  tipCategory: 'technique',
};

/** A number typed in a field, or null when it is empty or not a number (spec §5: temperature parsed as a number). */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The tip goes out only when the angler switched it on and gave both a title and content (spec §5). */
export const tipIsShared = (draft: TripDraft) =>
  draft.shareTip && draft.tipTitle.trim() !== '' && draft.tipContent.trim() !== '';

/**
 * The trip payload (spec part 1 §3) from the wizard's draft: the spot or the custom place,
 * the conditions, notes with the 'Catch Details' block of a successful trip, and the tip
 * fields only when the tip is shared. Null when the outcome or the place is still missing.
 */
export function tripPayload(draft: TripDraft): z.input<typeof LogTrip> | null {
  if (draft.fishingSuccess === null) return null;
  const place = draft.spot
    ? { spotId: draft.spot.id, location: draft.spot.location ?? draft.spot.name, latitude: draft.spot.latitude, longitude: draft.spot.longitude }
    : draft.customPlace
      ? { spotId: null, location: draft.customPlace.address, latitude: draft.customPlace.latitude, longitude: draft.customPlace.longitude }
      : null;
  if (!place) return null;
  const notes = notesWithCatchDetails(draft.notes, {
    fishingSuccess: draft.fishingSuccess,
    species: draft.species,
    count: parseNumber(draft.count),
    method: draft.method,
  }).trim();
  const tip = tipIsShared(draft)
    ? { shareTip: true, tipTitle: draft.tipTitle.trim(), tipContent: draft.tipContent.trim(), tipCategory: draft.tipCategory }
    : { shareTip: false };
  return {
    ...place,
    fishingSuccess: draft.fishingSuccess,
    waterCondition: draft.waterCondition || null,
    weatherCondition: draft.weatherCondition || null,
    temperature: parseNumber(draft.temperature),
    timeOfDay: draft.timeOfDay || null,
    notes: notes || null,
    shareLocation: draft.shareLocation,
    privacy: draft.privacy,
    ...tip,
  };
}

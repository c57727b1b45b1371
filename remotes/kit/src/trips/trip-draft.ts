import type { z } from 'zod';
import type { ConditionReportBody, LogTrip, TipCategory, TimeOfDay, WaterCondition, WeatherCondition } from '@tightlines/contracts';
import { notesWithCatchDetails } from './catch-details.ts';

/** A place picked for a trip: address text and coordinates. */
export interface PickedPlace {
  address: string;
  latitude: number;
  longitude: number;
}

type Choice<T> = T | '';

/** The trip form's own fields (conditions, catch, notes, sharing, tip) while the angler fills them in; text stays text until sent. */
export interface TripFields {
  fishingSuccess: boolean | null;
  waterCondition: Choice<z.infer<typeof WaterCondition>>;
  weatherCondition: Choice<z.infer<typeof WeatherCondition>>;
  temperature: string;
  timeOfDay: Choice<z.infer<typeof TimeOfDay>>;
  notes: string;
  shareLocation: boolean;
  species: string;
  count: string;
  method: string;
  shareTip: boolean;
  tipTitle: string;
  tipContent: string;
  tipCategory: z.infer<typeof TipCategory>;
}

export const emptyTripFields: TripFields = {
  fishingSuccess: null,
  waterCondition: '',
  weatherCondition: '',
  temperature: '',
  timeOfDay: '',
  notes: '',
  shareLocation: true,
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
export const tripTipIsShared = (fields: TripFields) => fields.shareTip && fields.tipTitle.trim() !== '' && fields.tipContent.trim() !== '';

/**
 * A spot's condition report (the trip payload without place fields, spec §3): conditions, the notes
 * with the 'Catch Details' block of a successful trip, the tip only when it is shared. Null until an
 * outcome is chosen.
 */
export function conditionReport(fields: TripFields): z.input<typeof ConditionReportBody> | null {
  if (fields.fishingSuccess === null) return null;
  const notes = notesWithCatchDetails(fields.notes, {
    fishingSuccess: fields.fishingSuccess,
    species: fields.species,
    count: parseNumber(fields.count),
    method: fields.method,
  }).trim();
  const tip = tripTipIsShared(fields)
    ? { shareTip: true, tipTitle: fields.tipTitle.trim(), tipContent: fields.tipContent.trim(), tipCategory: fields.tipCategory }
    : { shareTip: false };
  return {
    fishingSuccess: fields.fishingSuccess,
    waterCondition: fields.waterCondition || null,
    weatherCondition: fields.weatherCondition || null,
    temperature: parseNumber(fields.temperature),
    timeOfDay: fields.timeOfDay || null,
    notes: notes || null,
    shareLocation: fields.shareLocation,
    ...tip,
  };
}

/** The full trip payload (spec §3) at a custom place: no spot, the place's address and coordinates. */
export function customPlaceTrip(fields: TripFields, place: PickedPlace): z.input<typeof LogTrip> | null {
  const report = conditionReport(fields);
  if (!report) return null;
  return { ...report, spotId: null, location: place.address, latitude: place.latitude, longitude: place.longitude };
}

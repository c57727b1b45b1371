import { CreateSpot, DEFAULT_SPOT_LOCATION } from '@tightlines/contracts';
import type { z } from 'zod';

/** The add-spot form while it is filled in; coordinates stay text in their inputs until sent. */
export interface SpotForm {
  name: string;
  description: string;
  location: string;
  latitude: string;
  longitude: string;
  waterType: 'lake' | 'river' | 'ocean' | 'pond';
  accessType: 'public' | 'private' | 'permit_required';
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  facilities: string[];
  species: string[];
}

/** Spec §5 defaults: lake, public, beginner, at the default location (Sydney area). */
export const EMPTY_SPOT_FORM: SpotForm = {
  name: '',
  description: '',
  location: '',
  latitude: String(DEFAULT_SPOT_LOCATION.latitude),
  longitude: String(DEFAULT_SPOT_LOCATION.longitude),
  waterType: 'lake',
  accessType: 'public',
  difficulty: 'beginner',
  facilities: [],
  species: [],
};

/**
 * Whether the angler has filled anything in: the place's coordinates are left out (the browser's
 * position and the pin fill them on their own), a species typed but not yet added counts.
 */
export function spotFormTouched(form: SpotForm, speciesText = ''): boolean {
  const { latitude: _lat, longitude: _lng, ...rest } = form;
  const { latitude: _eLat, longitude: _eLng, ...empty } = EMPTY_SPOT_FORM;
  return speciesText.trim() !== '' || JSON.stringify(rest) !== JSON.stringify(empty);
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const LAT_MESSAGE = 'Latitude must be between -90 and 90';
const LNG_MESSAGE = 'Longitude must be between -180 and 180';

/**
 * The creation payload (spec §3) and the form's messages (spec §5, the contract's own texts); the
 * coordinates are checked here with words a person reads ("Latitude must be between -90 and 90").
 */
export function checkSpotForm(form: SpotForm): { body: z.input<typeof CreateSpot>; errors: Record<string, string> | null } {
  const body = {
    name: form.name,
    description: form.description,
    location: form.location,
    latitude: number(form.latitude),
    longitude: number(form.longitude),
    waterType: form.waterType,
    accessType: form.accessType,
    difficulty: form.difficulty,
    facilities: form.facilities,
    species: form.species,
  };
  const errors: Record<string, string> = {};
  const parsed = CreateSpot.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
  if ('latitude' in errors || !Number.isFinite(body.latitude)) errors.latitude = LAT_MESSAGE;
  if ('longitude' in errors || !Number.isFinite(body.longitude)) errors.longitude = LNG_MESSAGE;
  return { body, errors: Object.keys(errors).length ? errors : null };
}

/** A custom species: trimmed, and not one already chosen (case ignored); null when it cannot be added (spec §5). */
export function customSpecies(text: string, chosen: readonly string[]): string | null {
  const name = text.trim();
  if (!name || chosen.some((c) => c.toLowerCase() === name.toLowerCase())) return null;
  return name;
}

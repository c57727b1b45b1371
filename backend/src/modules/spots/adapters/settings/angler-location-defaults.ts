import { NEW_ANGLER_LOCATION_DEFAULTS } from '@tightlines/contracts';
import type { AnglerLocationDefaults, TripLocationDefaults } from '../../application/trip-location-ports.ts';

/**
 * The angler's location defaults for their trips. Every angler has a new angler's defaults (the
 * public about 1 km, mates exact) until their settings can be read here: the one place to point at
 * the settings' owner.
 */
export class NewAnglerLocationDefaults implements TripLocationDefaults {
  of(_anglerId: string): Promise<AnglerLocationDefaults> {
    return Promise.resolve({ ...NEW_ANGLER_LOCATION_DEFAULTS });
  }
}

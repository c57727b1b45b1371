import { z } from './z.ts';

/**
 * How precisely others see where an angler fished, finest first. The author always sees the exact
 * place; everyone else gets at most this (the server snaps the point to the centre of a fixed grid
 * cell of the size, or sends no coordinates at all for `place` and `hidden`).
 */
export const LOCATION_PRECISIONS = ['exact', '1km', '10km', 'place', 'hidden'] as const;
export const LocationPrecision = z.enum(LOCATION_PRECISIONS).meta({ id: 'LocationPrecision' });
export type LocationPrecision = z.infer<typeof LocationPrecision>;

/** The words anglers read for each precision. */
export const LOCATION_PRECISION_LABELS: Readonly<Record<LocationPrecision, string>> = {
  exact: 'Exact',
  '1km': 'About 1 km',
  '10km': 'About 10 km',
  place: 'Place name only',
  hidden: 'Hidden',
};

/** What the public and what mates see of a new post's place, unless the post says otherwise. */
export const LocationDefaults = z
  .object({ publicPrecision: LocationPrecision, matesPrecision: LocationPrecision })
  .meta({ id: 'LocationDefaults' });
export type LocationDefaults = z.infer<typeof LocationDefaults>;

/** A new angler's defaults: strangers get about a kilometre, mates the exact spot. */
export const NEW_ANGLER_LOCATION_DEFAULTS: LocationDefaults = { publicPrecision: '1km', matesPrecision: 'exact' };

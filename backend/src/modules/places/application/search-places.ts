import { inject } from 'inversify';
import type { GazetteerPlace } from '../domain/place.ts';
import { PlaceIndex, placeLabel } from '../domain/place-search.ts';
import { Gazetteer } from './ports.ts';

export interface FoundPlace extends GazetteerPlace {
  label: string;
}

/** An angler types a place: the towns and cities it may mean, best first, with real coordinates. */
export class SearchPlaces {
  #index: Promise<PlaceIndex> | null = null;

  constructor(@inject(Gazetteer) private readonly gazetteer: Gazetteer) {}

  async execute(text: string, limit: number): Promise<FoundPlace[]> {
    const index = await this.#loadedIndex();
    return index.search(text, limit).map((place) => this.#labelled(place));
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

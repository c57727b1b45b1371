import type { GazetteerPlace } from './place.ts';

/**
 * Finding a typed place in the gazetteer: names are compared folded (no case, no accents, no
 * punctuation), by prefix, so 'munch' finds München and 'st pete' finds St. Petersburg. Text after a
 * comma narrows by region or country ('portland, or', 'perth, au', 'perth, scotland' does not — only
 * codes and English country names). The best matches come first: the exact name, then the most
 * populous — what most people typing 'Sydney' mean.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Entry {
  key: string;
  place: GazetteerPlace;
}

/** Every place under each of its folded names, sorted by key: a prefix is one contiguous run. */
export class PlaceIndex {
  readonly #entries: Entry[];
  readonly #countryNames: (code: string) => string;

  constructor(places: readonly GazetteerPlace[], countryNames: (code: string) => string = (code) => code) {
    const entries: Entry[] = [];
    for (const place of places) {
      const keys = new Set([foldName(place.name), foldName(place.altName)].filter(Boolean));
      for (const key of keys) entries.push({ key, place });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.#entries = entries;
    this.#countryNames = countryNames;
  }

  get size(): number {
    return this.#entries.length;
  }

  search(text: string, limit: number): GazetteerPlace[] {
    const [namePart = '', ...rest] = text.split(',');
    const name = foldName(namePart);
    if (!name) return [];
    const qualifier = foldName(rest.join(' '));
    const matches = new Map<string, { place: GazetteerPlace; exact: boolean }>();
    for (let i = this.#lowerBound(name); i < this.#entries.length && this.#entries[i]!.key.startsWith(name); i++) {
      const { key, place } = this.#entries[i]!;
      if (qualifier && !this.#within(place, qualifier)) continue;
      const exact = key === name;
      const seen = matches.get(place.id);
      if (!seen || (exact && !seen.exact)) matches.set(place.id, { place, exact });
    }
    return [...matches.values()]
      .sort(
        (a, b) => Number(b.exact) - Number(a.exact) || b.place.population - a.place.population || a.place.name.localeCompare(b.place.name),
      )
      .slice(0, limit)
      .map((m) => m.place);
  }

  #within(place: GazetteerPlace, qualifier: string): boolean {
    const country = place.country.toLowerCase();
    return (
      qualifier === country ||
      (place.region !== '' && qualifier === place.region.toLowerCase()) ||
      foldName(this.#countryNames(place.country)).startsWith(qualifier)
    );
  }

  #lowerBound(key: string): number {
    let lo = 0;
    let hi = this.#entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#entries[mid]!.key < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** What a picker shows and saves: 'Portland, OR, United States'; numeric region codes mean nothing to people and are left out. */
export function placeLabel(place: GazetteerPlace, countryName: string): string {
  const region = /^[A-Za-z]{1,3}$/.test(place.region) ? place.region.toUpperCase() : null;
  return [place.name, region, countryName].filter(Boolean).join(', ');
}

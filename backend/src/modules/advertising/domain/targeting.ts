/** A point and a radius: the campaign shows to anglers at or looking at a place inside it. */
export interface Region {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** Optional targeting; none of it: every viewer. */
export interface Targeting {
  region: Region | null;
  /** Lower-case species slugs, each once; empty: any species. */
  species: string[];
}

/** Species as serving compares them: lower case, each once. */
export const speciesOfInterest = (species: readonly string[] = []): string[] => [...new Set(species.map((s) => s.toLowerCase()))];

/** Targeting as asked: a missing region is none. */
export const targetingOf = (asked: { region?: Region | null; species?: readonly string[] } | undefined): Targeting => ({
  region: asked?.region ?? null,
  species: speciesOfInterest(asked?.species),
});

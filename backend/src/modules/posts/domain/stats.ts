/**
 * An angler's statistics (spec part 1 §3 "User stats"), as a pure fold over the
 * catches and trips the viewer may see. This is the definition; the server computes
 * the same figures in SQL for speed, and its tests compare against this.
 */
export interface CaughtFish {
  species: string;
  weight: number | null;
  length: number | null;
}

export interface TripOutcome {
  fishingSuccess: boolean;
}

export interface SpeciesTally {
  species: string;
  count: number;
  maxWeight: number | null;
  maxLength: number | null;
}

export interface AnglerStats {
  totalCatches: number;
  totalSpecies: number;
  totalTrips: number;
  successfulTrips: number;
  biggestByLength: { length: number; species: string } | null;
  biggestByWeight: { weight: number; species: string } | null;
  /** Most caught species first; ties by species slug, so the list reads the same every time. */
  speciesBreakdown: SpeciesTally[];
}

const larger = (a: number | null, b: number | null) => (b != null && (a == null || b > a) ? b : a);

export function anglerStats(catches: readonly CaughtFish[], trips: readonly TripOutcome[]): AnglerStats {
  const bySpecies = new Map<string, SpeciesTally>();
  let biggestByLength: AnglerStats['biggestByLength'] = null;
  let biggestByWeight: AnglerStats['biggestByWeight'] = null;

  for (const fish of catches) {
    const tally = bySpecies.get(fish.species) ?? { species: fish.species, count: 0, maxWeight: null, maxLength: null };
    tally.count += 1;
    tally.maxWeight = larger(tally.maxWeight, fish.weight);
    tally.maxLength = larger(tally.maxLength, fish.length);
    bySpecies.set(fish.species, tally);
    // The first of equal fish keeps the title: a record is beaten, not shared.
    if (fish.length != null && (biggestByLength == null || fish.length > biggestByLength.length))
      biggestByLength = { length: fish.length, species: fish.species };
    if (fish.weight != null && (biggestByWeight == null || fish.weight > biggestByWeight.weight))
      biggestByWeight = { weight: fish.weight, species: fish.species };
  }

  const speciesBreakdown = [...bySpecies.values()].sort(
    (a, b) => b.count - a.count || (a.species < b.species ? -1 : a.species > b.species ? 1 : 0),
  );
  return {
    totalCatches: catches.length,
    totalSpecies: bySpecies.size,
    totalTrips: trips.length,
    successfulTrips: trips.filter((t) => t.fishingSuccess).length,
    biggestByLength,
    biggestByWeight,
    speciesBreakdown,
  };
}

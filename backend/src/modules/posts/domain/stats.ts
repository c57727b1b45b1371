/**
 * An angler's statistics (spec part 1 §3 "User stats") — the one definition. Catches are grouped
 * (per species; the server keeps one group per species and privacy in catch_tallies, in SQL that
 * repeats `groupCatches`, proven equal by a property test), and the groups a viewer may see are added
 * up by `addUp`, which the server runs on its tally rows as they are.
 */
export interface CaughtFish {
  species: string;
  weight: number | null;
  length: number | null;
  /** When it was caught; without one, the order of the list stands for the order of catching. */
  caughtAt?: Date;
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

/** One group of catches: how many, and its biggest fish each way with when it was caught. */
export interface CatchGroup {
  species: string;
  catches: number;
  maxWeight: number | null;
  maxWeightAt: Date | null;
  maxLength: number | null;
  maxLengthAt: Date | null;
}

export interface CatchTally {
  bySpecies: SpeciesTally[];
  biggestByLength: { length: number; species: string } | null;
  biggestByWeight: { weight: number; species: string } | null;
}

interface Biggest {
  size: number;
  at: number;
  species: string;
}

/** The larger fish; of equal ones the earlier caught: a record is beaten, not shared. */
function bigger(current: Biggest | null, size: number | null, at: Date | null, species: string): Biggest | null {
  if (size == null || at == null) return current;
  const time = at.getTime();
  if (!current || size > current.size || (size === current.size && time < current.at)) return { size, at: time, species };
  return current;
}

const larger = (a: number | null, b: number | null) => (b != null && (a == null || b > a) ? b : a);

/** Catches of one species grouped, as catch_tallies keeps them (a group per species; the server adds privacy). */
export function groupCatches(catches: readonly CaughtFish[]): CatchGroup[] {
  const groups = new Map<string, CatchGroup>();
  catches.forEach((fish, i) => {
    const at = fish.caughtAt ?? new Date(i);
    const g = groups.get(fish.species) ?? {
      species: fish.species,
      catches: 0,
      maxWeight: null,
      maxWeightAt: null,
      maxLength: null,
      maxLengthAt: null,
    };
    g.catches += 1;
    const w = bigger(
      g.maxWeight == null ? null : { size: g.maxWeight, at: g.maxWeightAt!.getTime(), species: g.species },
      fish.weight,
      at,
      fish.species,
    );
    if (w) [g.maxWeight, g.maxWeightAt] = [w.size, new Date(w.at)];
    const l = bigger(
      g.maxLength == null ? null : { size: g.maxLength, at: g.maxLengthAt!.getTime(), species: g.species },
      fish.length,
      at,
      fish.species,
    );
    if (l) [g.maxLength, g.maxLengthAt] = [l.size, new Date(l.at)];
    groups.set(fish.species, g);
  });
  return [...groups.values()];
}

/** Groups added up per species, most caught first (ties by species slug), with the biggest fish of all. */
export function addUp(groups: readonly CatchGroup[]): CatchTally {
  const bySpecies = new Map<string, SpeciesTally>();
  let longest: Biggest | null = null;
  let heaviest: Biggest | null = null;
  for (const g of groups) {
    const tally = bySpecies.get(g.species) ?? { species: g.species, count: 0, maxWeight: null, maxLength: null };
    tally.count += g.catches;
    tally.maxWeight = larger(tally.maxWeight, g.maxWeight);
    tally.maxLength = larger(tally.maxLength, g.maxLength);
    bySpecies.set(g.species, tally);
    longest = bigger(longest, g.maxLength, g.maxLengthAt, g.species);
    heaviest = bigger(heaviest, g.maxWeight, g.maxWeightAt, g.species);
  }
  return {
    bySpecies: [...bySpecies.values()].sort((a, b) => b.count - a.count || (a.species < b.species ? -1 : a.species > b.species ? 1 : 0)),
    biggestByLength: longest ? { length: longest.size, species: longest.species } : null,
    biggestByWeight: heaviest ? { weight: heaviest.size, species: heaviest.species } : null,
  };
}

/** The statistics of the catches and trips a viewer may see. */
export function anglerStats(catches: readonly CaughtFish[], trips: readonly TripOutcome[]): AnglerStats {
  return statsOf(addUp(groupCatches(catches)), trips.length, trips.filter((t) => t.fishingSuccess).length);
}

/** The statistics from a tally and trip counts (what the server has at hand). */
export function statsOf(tally: CatchTally, totalTrips: number, successfulTrips: number): AnglerStats {
  return {
    totalCatches: tally.bySpecies.reduce((n, s) => n + s.count, 0),
    totalSpecies: tally.bySpecies.length,
    totalTrips,
    successfulTrips,
    biggestByLength: tally.biggestByLength,
    biggestByWeight: tally.biggestByWeight,
    speciesBreakdown: tally.bySpecies,
  };
}

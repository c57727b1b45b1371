import type { CatchTally } from '../../application/ports.ts';
import type { SpeciesTally } from '../../domain/stats.ts';

/** One catch_tallies row: an angler's catches of one species at one privacy. */
export interface TallyRow {
  species: string;
  catches: number;
  max_weight: number | null;
  max_weight_at: Date | null;
  max_length: number | null;
  max_length_at: Date | null;
}

interface Biggest {
  size: number;
  at: number;
  species: string;
}

/** The larger fish; of equal ones the earlier caught (a record is beaten, not shared). */
function bigger(current: Biggest | null, size: number | null, at: Date | null, species: string): Biggest | null {
  if (size == null || at == null) return current;
  const time = new Date(at).getTime();
  if (!current || size > current.size || (size === current.size && time < current.at)) return { size, at: time, species };
  return current;
}

const larger = (a: number | null, b: number | null) => (b != null && (a == null || b > a) ? b : a);

/** The visible privacies' rows added up per species, most caught first (ties by slug), as the domain's fold does. */
export function addUp(rows: readonly TallyRow[]): CatchTally {
  const bySpecies = new Map<string, SpeciesTally>();
  let longest: Biggest | null = null;
  let heaviest: Biggest | null = null;
  for (const r of rows) {
    const tally = bySpecies.get(r.species) ?? { species: r.species, count: 0, maxWeight: null, maxLength: null };
    tally.count += r.catches;
    tally.maxWeight = larger(tally.maxWeight, r.max_weight);
    tally.maxLength = larger(tally.maxLength, r.max_length);
    bySpecies.set(r.species, tally);
    longest = bigger(longest, r.max_length, r.max_length_at, r.species);
    heaviest = bigger(heaviest, r.max_weight, r.max_weight_at, r.species);
  }
  return {
    bySpecies: [...bySpecies.values()].sort(
      (a, b) => b.count - a.count || (a.species < b.species ? -1 : a.species > b.species ? 1 : 0),
    ),
    biggestByLength: longest ? { length: longest.size, species: longest.species } : null,
    biggestByWeight: heaviest ? { weight: heaviest.size, species: heaviest.species } : null,
  };
}

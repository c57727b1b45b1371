import { inject } from 'inversify';
import { speciesName } from '@tightlines/reference';
import type { WhatWorks } from '@tightlines/contracts';
import { MIN_OUTINGS, sharesOf, summaryOf, tooFewTrips, type BestPair, type ConditionKey } from '../domain/what-works.ts';
import { ConditionsStore, type AnglerTallies, type PairTally } from './ports.ts';

const nameOf = (slug: string) => speciesName(slug).toLowerCase();

/** The pair that says most: the most catches among pairs resting on enough outings, else the most catches at all. */
function bestPair(pairs: readonly PairTally[], species: string, ofCatches: number): BestPair | null {
  const own = pairs.filter((p) => p.species === species);
  const enough = own.filter((p) => p.outings >= MIN_OUTINGS);
  const pick = [...(enough.length ? enough : own)].sort((a, b) => b.catches - a.catches || b.outings - a.outings)[0];
  return pick ? { species, first: pick.first, second: pick.second, catches: pick.catches, ofCatches, outings: pick.outings } : null;
}

/**
 * "What works for me" for the signed-in angler alone (the route takes no angler id): their catches with
 * recorded conditions counted by each condition, overall and per species, their logged trips' catch
 * rate by condition, and the plain-words summary of their most-caught species.
 */
export class WhatWorksForMe {
  constructor(@inject(ConditionsStore) private readonly store: ConditionsStore) {}

  async execute(anglerId: string): Promise<WhatWorks> {
    const t: AnglerTallies = await this.store.talliesOf(anglerId);
    const allCatches = [...t.catchesBySpecies.values()].reduce((a, b) => a + b, 0);
    // One pass over the tallies: each species' rows (null: all species) and their totals by condition.
    const rowsBy = new Map<string | null, Array<{ key: ConditionKey; value: string; catches: number; outings: number }>>();
    const totals = new Map<string, number>();
    for (const { species, key, value, catches, outings } of t.conditions) {
      let rows = rowsBy.get(species);
      if (!rows) {
        rows = [];
        rowsBy.set(species, rows);
      }
      rows.push({ key, value, catches, outings });
      totals.set(`${species}|${key}`, (totals.get(`${species}|${key}`) ?? 0) + catches);
    }
    const totalsBy = (species: string | null) => (key: ConditionKey) => totals.get(`${species}|${key}`) ?? 0;
    const countsOf = (species: string | null) => rowsBy.get(species) ?? [];
    const bySpecies = [...t.catchesBySpecies]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([species, catches]) => ({
        species,
        catches,
        summary: summaryOf(bestPair(t.pairs, species, catches), nameOf),
        conditions: sharesOf(countsOf(species), totalsBy(species)),
      }));
    return {
      minimumOutings: MIN_OUTINGS,
      summary: bySpecies[0]?.summary ?? summaryOf(null, nameOf),
      overall: allCatches ? sharesOf(countsOf(null), totalsBy(null)) : [],
      bySpecies,
      trips: t.trips.map((r) => {
        const enough = r.trips >= MIN_OUTINGS;
        return {
          ...r,
          percent: enough ? Math.round((100 * r.successfulTrips) / r.trips) : null,
          caveat: tooFewTrips(r.trips),
        };
      }),
    };
  }
}

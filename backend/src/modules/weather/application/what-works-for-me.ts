import { inject } from 'inversify';
import { speciesName } from '@tightlines/reference';
import type { WhatWorks } from '@tightlines/contracts';
import {
  MIN_OUTINGS,
  sharesOf,
  summaryOf,
  tooFewTrips,
  type BestPair,
  type ConditionCount,
  type ConditionKey,
} from '../domain/what-works.ts';
import { ConditionsStore, type AnglerTallies, type PairTally } from './ports.ts';

const nameOf = (slug: string) => speciesName(slug).toLowerCase();

const bestPair = (pair: PairTally | undefined, ofCatches: number): BestPair | null =>
  pair ? { species: pair.species, first: pair.first, second: pair.second, catches: pair.catches, ofCatches, outings: pair.outings } : null;

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
    const rowsBy = new Map<string | null, ConditionCount[]>();
    const totalsBy = new Map<string | null, Map<ConditionKey, number>>();
    for (const { species, key, value, catches, outings } of t.conditions) {
      let rows = rowsBy.get(species);
      let totals = totalsBy.get(species);
      if (!rows || !totals) {
        rows = [];
        totals = new Map();
        rowsBy.set(species, rows);
        totalsBy.set(species, totals);
      }
      // Without its species: a share says its condition alone.
      rows.push({ key, value, catches, outings });
      totals.set(key, (totals.get(key) ?? 0) + catches);
    }
    const sharesFor = (species: string | null) => {
      const totals = totalsBy.get(species);
      return sharesOf(rowsBy.get(species) ?? [], (key) => totals?.get(key) ?? 0);
    };
    const bySpecies = [...t.catchesBySpecies]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([species, catches]) => ({
        species,
        catches,
        summary: summaryOf(bestPair(t.bestPairs.get(species), catches), nameOf),
        conditions: sharesFor(species),
      }));
    return {
      minimumOutings: MIN_OUTINGS,
      summary: bySpecies[0]?.summary ?? summaryOf(null, nameOf),
      overall: allCatches ? sharesFor(null) : [],
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

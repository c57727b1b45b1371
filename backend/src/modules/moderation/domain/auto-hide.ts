import type { Standing } from './standing.ts';

/** Reports by this many different anglers in good standing hide an item until an operator looks. */
export const AUTO_HIDE_REPORTERS = 3;

/**
 * Whether an item's open reports hide it now (a Discourse-like rule): enough DIFFERENT reporters, each
 * in good standing — a suspended or banned angler's report still reaches the queue but does not count —
 * and never an item already hidden. The author reporting their own item does not count either.
 */
export function hidesAutomatically(input: {
  reporterIds: readonly string[];
  authorId: string | null;
  standings: ReadonlyMap<string, Standing>;
  alreadyHidden: boolean;
}): boolean {
  if (input.alreadyHidden) return false;
  const counted = new Set(input.reporterIds.filter((id) => id !== input.authorId && input.standings.get(id)?.standing === 'good'));
  return counted.size >= AUTO_HIDE_REPORTERS;
}

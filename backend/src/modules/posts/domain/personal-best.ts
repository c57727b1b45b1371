/** The sizes a catch may carry; anglers often know only one of them. */
export interface CatchSize {
  weight: number | null;
  length: number | null;
}

const biggest = (values: (number | null)[]) =>
  values.reduce<number | null>((max, v) => (v != null && (max == null || v > max) ? v : max), null);

/**
 * Is a new catch the angler's personal best of its species? Decided by the server at
 * posting time: the biggest by weight; where weights are missing — on the new
 * catch, or on every earlier one — by length. Only a strictly bigger fish beats a best;
 * a catch with no size at all cannot be one.
 *
 * @param previous the angler's earlier catches of the same species
 */
export function isPersonalBest(previous: readonly CatchSize[], next: CatchSize): boolean {
  if (next.weight == null && next.length == null) return false;
  if (next.weight != null) {
    const heaviest = biggest(previous.map((c) => c.weight));
    if (heaviest != null) return next.weight > heaviest;
    if (next.length == null) return true;
  }
  const longest = biggest(previous.map((c) => c.length));
  return longest == null || next.length! > longest;
}

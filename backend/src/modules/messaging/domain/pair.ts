/** A conversation belongs to two anglers, kept in one order so both directions are one key. */
export function pairOf(a: string, b: string): { low: string; high: string } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

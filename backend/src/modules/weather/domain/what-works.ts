/**
 * "What works for me": an angler's catches counted by one condition at a time. A share is only said
 * when it rests on at least MIN_OUTINGS outings (a day fished); below that the count is shown with
 * "only N trips so far" and no percentage, because 2 of 2 says nothing about the weather.
 */
export const MIN_OUTINGS = 5;

/** "only 2 trips so far": said instead of a share that rests on fewer than MIN_OUTINGS. */
export const tooFewTrips = (n: number): string | null => (n >= MIN_OUTINGS ? null : `only ${n} ${n === 1 ? 'trip' : 'trips'} so far`);

export type ConditionKey = 'pressureTrend' | 'moonPhase' | 'solunar' | 'light' | 'waterBand' | 'month';

export interface ConditionCount {
  key: ConditionKey;
  value: string;
  catches: number;
  outings: number;
}

export interface ConditionShare extends ConditionCount {
  /** Of the catches counted for this key; null below MIN_OUTINGS. */
  percent: number | null;
  /** "only 2 trips so far" when too few to say; null when enough. */
  caveat: string | null;
}

export function sharesOf(counts: readonly ConditionCount[], totalFor: (key: ConditionKey) => number): ConditionShare[] {
  return counts.map((c) => {
    const enough = c.outings >= MIN_OUTINGS;
    const total = totalFor(c.key);
    return {
      ...c,
      percent: enough && total > 0 ? Math.round((100 * c.catches) / total) : null,
      caveat: tooFewTrips(c.outings),
    };
  });
}

const PHRASE: Record<ConditionKey, (value: string) => string> = {
  pressureTrend: (v) => `on a ${v} barometer`,
  moonPhase: (v) => (v === 'new' || v === 'full' ? `at ${v} moon` : `under a ${v} moon`),
  solunar: (v) => (v === 'none' ? 'between solunar periods' : `in a ${v} solunar period`),
  light: (v) => (v === 'day' ? 'in daylight' : v === 'night' ? 'at night' : `at ${v}`),
  waterBand: (v) => `in water ${v}`,
  month: (v) => `in ${v}`,
};

export const phraseOf = (key: ConditionKey, value: string): string => PHRASE[key](value);

/** The best pair of conditions for one species, as counted from the angler's own catches. */
export interface BestPair {
  species: string;
  first: { key: ConditionKey; value: string };
  second: { key: ConditionKey; value: string } | null;
  catches: number;
  ofCatches: number;
  outings: number;
}

/**
 * "Your walleye bite best on a falling barometer at dusk: 9 of your 14." — or, too few outings to
 * say, what there is and that it is not yet a pattern.
 */
export function summaryOf(best: BestPair | null, speciesName: (slug: string) => string): string {
  if (!best) return 'No catches with conditions yet: log a catch with its place and the conditions are added.';
  const name = speciesName(best.species);
  const when = [best.first, best.second]
    .filter((c): c is { key: ConditionKey; value: string } => c !== null)
    .map((c) => phraseOf(c.key, c.value))
    .join(' ');
  if (best.outings < MIN_OUTINGS)
    return `Your ${name}: ${best.catches} of your ${best.ofCatches} came ${when} — ${tooFewTrips(best.outings)}, too few to call it a pattern.`;
  return `Your ${name} bite best ${when}: ${best.catches} of your ${best.ofCatches}.`;
}

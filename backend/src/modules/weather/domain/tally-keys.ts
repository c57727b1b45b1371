import type { RecordedConditions } from './recorded-conditions.ts';
import { waterBandOf } from './water-band.ts';
import type { ConditionKey } from './what-works.ts';

/**
 * What one catch or trip adds to its angler's "what works" tallies, worked out when its conditions are
 * kept (so a read sums nothing): each condition's value for all species ('') and for its species; the
 * pairs the summary weighs, per species; for a trip, each condition's value once. Kept on write, the
 * angler's answer is a few hundred rows whatever the number of catches.
 */
export interface TallyKey {
  part: 'species' | 'condition' | 'pair' | 'trip';
  /** '' for all species (and for trips). */
  species: string;
  k1: ConditionKey | '';
  v1: string;
  k2: ConditionKey | '';
  v2: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The pairs "what works" summarises by: barometer and light, solunar and light, barometer and solunar, moon and light. */
const PAIRS: ReadonlyArray<[ConditionKey, ConditionKey]> = [
  ['pressureTrend', 'light'],
  ['solunar', 'light'],
  ['pressureTrend', 'solunar'],
  ['moonPhase', 'light'],
];

/** The day fished (UTC), what "outings" count. */
export const outingOf = (at: Date): string => at.toISOString().slice(0, 10);

export function conditionValues(c: RecordedConditions, at: Date): Array<[ConditionKey, string]> {
  const values: Array<[ConditionKey, string | null]> = [
    ['pressureTrend', c.pressureTrend],
    ['moonPhase', c.moonPhase],
    ['solunar', c.solunar],
    ['light', c.light],
    ['waterBand', waterBandOf(c.waterTemperatureC)],
    ['month', MONTHS[at.getUTCMonth()]!],
  ];
  return values.filter((v): v is [ConditionKey, string] => v[1] !== null);
}

export function tallyKeysOf(kind: 'catch' | 'trip', species: string | null, c: RecordedConditions, at: Date): TallyKey[] {
  const values = conditionValues(c, at);
  const one = (part: TallyKey['part'], s: string, [k1, v1]: [ConditionKey, string]): TallyKey => ({
    part,
    species: s,
    k1,
    v1,
    k2: '',
    v2: '',
  });
  if (kind === 'trip') return values.map((v) => one('trip', '', v));
  const own = species ?? '';
  const byKey = new Map(values);
  const pairs = PAIRS.flatMap(([a, b]): TallyKey[] => {
    const va = byKey.get(a);
    const vb = byKey.get(b);
    return va && vb ? [{ part: 'pair', species: own, k1: a, v1: va, k2: b, v2: vb }] : [];
  });
  return [
    { part: 'species', species: own, k1: '', v1: '', k2: '', v2: '' },
    ...values.map((v) => one('condition', '', v)),
    ...values.map((v) => one('condition', own, v)),
    ...pairs,
  ];
}

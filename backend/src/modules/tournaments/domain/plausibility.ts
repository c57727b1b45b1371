import { speciesName } from '@tightlines/reference';
import { recordOf, type BodyShape } from './species-records.ts';

/**
 * Whether a claimed catch could be real: no longer than the species grows, no heavier than its world
 * record, and a weight that fits its length.
 *
 * The fit is Fulton's condition factor K = 100 · W / L³ (W in grams, L in centimetres): a fish's
 * weight grows with the cube of its length, and K says how plump it is for its length. Healthy fish
 * sit near 1 (trout, salmon), lean ones lower (pike ≈ 0.7), deep-bodied ones higher (sunfish,
 * snapper ≈ 2). The bands below are wide on purpose — roughly a third of the thinnest and three
 * times the plumpest fish of each body form in field surveys — so a typo (kg for lb, mm for cm) or
 * an invented fish is caught and an honest measurement is not. A species not in the reference table
 * gets the generic band.
 */
export const CONDITION_BANDS: Readonly<Record<BodyShape | 'generic', { min: number; max: number }>> = {
  elongate: { min: 0.25, max: 1.6 },
  fusiform: { min: 0.5, max: 3 },
  deep: { min: 0.8, max: 5 },
  generic: { min: 0.1, max: 6 },
};

export function conditionFactor(weightKg: number, lengthCm: number): number {
  return (100 * weightKg * 1000) / lengthCm ** 3;
}

export type ImplausibleKind = 'beyond_record_length' | 'beyond_record_weight' | 'implausible_ratio';

export interface Implausibility {
  kind: ImplausibleKind;
  reason: string;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A catch as its angler claims it. */
export interface Claim {
  species: string;
  weightKg: number | null;
  lengthCm: number | null;
}

/** What is implausible about a claimed catch (nothing when both measures are missing). */
export function implausibilitiesOf(claim: Claim): Implausibility[] {
  const record = recordOf(claim.species);
  const name = speciesName(claim.species);
  const found: Implausibility[] = [];
  if (record && claim.lengthCm !== null && claim.lengthCm > record.maxLengthCm)
    found.push({
      kind: 'beyond_record_length',
      reason: `${claim.lengthCm} cm is longer than any ${name} known (${record.maxLengthCm} cm, FishBase maximum length).`,
    });
  if (record && claim.weightKg !== null && claim.weightKg > record.recordKg)
    found.push({
      kind: 'beyond_record_weight',
      reason: `${claim.weightKg} kg is heavier than the ${name} world record (${record.recordKg} kg, ${record.recordSource}).`,
    });
  if (claim.weightKg !== null && claim.lengthCm !== null) {
    const band = CONDITION_BANDS[record?.shape ?? 'generic'];
    const k = conditionFactor(claim.weightKg, claim.lengthCm);
    if (k < band.min || k > band.max)
      found.push({
        kind: 'implausible_ratio',
        reason: `${claim.weightKg} kg at ${claim.lengthCm} cm is ${k < band.min ? 'too light' : 'too heavy'} for its length (condition factor ${round(k, 2)}, plausible ${band.min}–${band.max}).`,
      });
  }
  return found;
}

import { cmToInches, formatMeasure, kgToLbs, lengthIn, weightIn, type UnitSystem } from '@tightlines/contracts';
import { twoDecimals } from './two-decimals.ts';

/**
 * Sizes and temperatures with their units. Catches are stored in pounds and inches (spec part 1
 * §9) and shown in the reader's own system (their setting), converted by the contracts'
 * units.ts, the one place that converts. Numbers keep at most two decimals — an angler may measure
 * 17.25 in — and drop trailing zeros.
 */
export const formatWeight = (lbs: number, system: UnitSystem = 'imperial') =>
  system === 'metric' ? formatMeasure(weightIn('metric', lbs, 'lbs')) : `${twoDecimals(lbs)} ${lbs === 1 ? 'lb' : 'lbs'}`;

export const formatLength = (inches: number, system: UnitSystem = 'imperial') =>
  system === 'metric' ? formatMeasure(lengthIn('metric', inches, 'in')) : `${twoDecimals(inches)} ${inches === 1 ? 'inch' : 'inches'}`;

export const formatTemperature = (fahrenheit: number) => `${twoDecimals(fahrenheit)}°F`;

/** A catch's size line on a post card, whichever measures the angler gave: '6.2 lbs · 21.5 inches' (or '2.81 kg · 54.6 cm'). */
export function formatCatchSize(weight: number | null, length: number | null, system: UnitSystem = 'imperial'): string | null {
  const parts = [weight != null && formatWeight(weight, system), length != null && formatLength(length, system)].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** What the catch form stores (lbs) for what the angler typed in their system (lbs, or kg). */
export const storedCatchWeight = (typed: number | null, system: UnitSystem) =>
  typed === null || system === 'imperial' ? typed : kgToLbs(typed);
/** What the catch form stores (inches) for what the angler typed in their system (inches, or cm). */
export const storedCatchLength = (typed: number | null, system: UnitSystem) =>
  typed === null || system === 'imperial' ? typed : cmToInches(typed);

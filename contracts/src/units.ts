import { z } from './z.ts';

/**
 * Units, converted in this one place. What is stored never changes unit: catches in pounds
 * and inches (part 1 §9), tournament entries in kilograms and centimetres (part 2 §9). An angler reads
 * and types sizes in their own system (imperial or metric, a setting); screens convert here on the way
 * in and out, at a precision fine enough that a size typed in one system and stored in the other comes
 * back exactly as stored (kg to 0.01 shown as lbs to 0.01; cm to 0.1 shown as inches to 0.01).
 */
export const UnitSystem = z.enum(['imperial', 'metric']);
export type UnitSystem = z.infer<typeof UnitSystem>;

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

export const kgToLbs = (kg: number) => round(kg / KG_PER_LB, 2);
export const lbsToKg = (lbs: number) => round(lbs * KG_PER_LB, 2);
export const cmToInches = (cm: number) => round(cm / CM_PER_INCH, 2);
/** To the entry form's step (0.1 cm). */
export const inchesToCm = (inches: number) => round(inches * CM_PER_INCH, 1);
/** A catch's inches (step 0.1) as centimetres to 0.1, and back. */
export const catchInchesToCm = (inches: number) => round(inches * CM_PER_INCH, 1);
export const catchLbsToKg = (lbs: number) => round(lbs * KG_PER_LB, 2);

export interface Measure {
  value: number;
  unit: 'kg' | 'lbs' | 'cm' | 'in';
}

/** A stored weight (kg, or lbs for catches) in the reader's system. */
export function weightIn(system: UnitSystem, stored: number, storedUnit: 'kg' | 'lbs' = 'kg'): Measure {
  const kg = storedUnit === 'kg' ? stored : catchLbsToKg(stored);
  const lbs = storedUnit === 'lbs' ? stored : kgToLbs(stored);
  return system === 'metric' ? { value: round(kg, 2), unit: 'kg' } : { value: lbs, unit: 'lbs' };
}

/** A stored length (cm, or inches for catches) in the reader's system. */
export function lengthIn(system: UnitSystem, stored: number, storedUnit: 'cm' | 'in' = 'cm'): Measure {
  const cm = storedUnit === 'cm' ? stored : catchInchesToCm(stored);
  const inches = storedUnit === 'in' ? stored : cmToInches(stored);
  return system === 'metric' ? { value: round(cm, 1), unit: 'cm' } : { value: inches, unit: 'in' };
}

/** What an angler typed in their system, as a tournament entry stores it (kg, cm). */
export const typedWeightToKg = (system: UnitSystem, typed: number) => (system === 'metric' ? round(typed, 2) : lbsToKg(typed));
export const typedLengthToCm = (system: UnitSystem, typed: number) => (system === 'metric' ? round(typed, 1) : inchesToCm(typed));

// Made on first use: an Intl formatter costs a browser ~15–25 ms the first time, which a page's
// start-up should not pay for a module it merely imports.
let numberFormat: Intl.NumberFormat | undefined;
const measureFormat = () => {
  if (!numberFormat) numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return numberFormat;
};
/** '2.35 kg', '5.18 lbs', '45.5 cm', '17.91 in'. */
export const formatMeasure = ({ value, unit }: Measure) => `${measureFormat().format(value)} ${unit}`;
/** The form's step in the reader's system: kg 0.01 / lbs 0.01, cm 0.1 / in 0.01. */
export const weightStep = (_system: UnitSystem) => 0.01;
export const lengthStep = (system: UnitSystem) => (system === 'metric' ? 0.1 : 0.01);
export const weightUnit = (system: UnitSystem) => (system === 'metric' ? 'kg' : 'lbs');
export const lengthUnit = (system: UnitSystem) => (system === 'metric' ? 'cm' : 'in');

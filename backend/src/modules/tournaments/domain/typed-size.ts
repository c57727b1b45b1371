/**
 * A catch's size exactly as its angler typed it, in the unit they typed it in. It is what is kept;
 * kilograms and centimetres are derived from it by exact factors (a pound is 0.45359237 kg by
 * definition, an inch 2.54 cm), never stored rounded, so 2.35 lbs reads back as 2.35 lbs and two fish
 * 0.01 lb apart never weigh the same.
 */
export interface TypedSize {
  value: number;
  unit: 'kg' | 'lbs' | 'cm' | 'in';
}

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

export const kilogramsOf = (weight: TypedSize | null): number | null =>
  weight === null ? null : weight.unit === 'lbs' ? weight.value * KG_PER_LB : weight.value;

export const centimetresOf = (length: TypedSize | null): number | null =>
  length === null ? null : length.unit === 'in' ? length.value * CM_PER_INCH : length.value;

/** The eight phases anglers name, from the moon's phase fraction (0 new … 0.5 full … 1). */
export type MoonPhaseName =
  | 'new'
  | 'waxing crescent'
  | 'first quarter'
  | 'waxing gibbous'
  | 'full'
  | 'waning gibbous'
  | 'last quarter'
  | 'waning crescent';

const NAMES: readonly MoonPhaseName[] = [
  'new',
  'waxing crescent',
  'first quarter',
  'waxing gibbous',
  'full',
  'waning gibbous',
  'last quarter',
  'waning crescent',
];

/** Each name holds an eighth of the cycle centred on its point (new: the last and first sixteenths). */
export function moonPhaseNameOf(phase: number): MoonPhaseName {
  const wrapped = ((phase % 1) + 1) % 1;
  return NAMES[Math.floor(wrapped * 8 + 0.5) % 8]!;
}

import type { UnitSystem } from '@tightlines/contracts';
import { useAuth } from './use-auth.ts';

/**
 * The signed-in angler's unit system (their setting: sizes and weights in lbs/in or kg/cm).
 * Imperial — part 1 §9's pounds and inches, the server's default too — while no angler is known
 * or an older answer lacks it.
 */
export function useUnitSystem(): UnitSystem {
  const { user } = useAuth();
  return user?.unitSystem === 'metric' ? 'metric' : 'imperial';
}

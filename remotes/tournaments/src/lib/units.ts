import { useAuth } from '@tightlines/kit';
import { UnitSystem } from '@tightlines/contracts';

/**
 * The angler's unit system from their settings; entries are stored in kg/cm and shown in this.
 * Metric until identity carries the preference (then the signed-in user's `unitSystem` is read).
 */
export function useUnitSystem(): UnitSystem {
  const { user } = useAuth();
  const parsed = UnitSystem.safeParse((user as { unitSystem?: unknown } | undefined)?.unitSystem);
  return parsed.success ? parsed.data : 'metric';
}

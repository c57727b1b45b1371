/** Whether an angler may take part: suspended until a time, or banned for good. */
export type Standing = { standing: 'good' } | { standing: 'suspended'; until: Date } | { standing: 'banned' };

/**
 * Identity keeps who may sign in and take part: moderation restricts an angler only through this port,
 * in the caller's transaction (a suspension or ban ends the angler's sessions before the action answers).
 * Bound by an adapter over identity's facade.
 */
export interface AnglerStanding {
  suspend(anglerId: string, until: Date): Promise<void>;
  ban(anglerId: string): Promise<void>;
  /** Back in good standing (an appeal reversed a suspension or ban). */
  restore(anglerId: string): Promise<void>;
  /** Each known angler's standing now (a suspension that has run out reads good). */
  standingOf(anglerIds: readonly string[]): Promise<Map<string, Standing>>;
}
export const AnglerStandingToken = Symbol.for('moderation.AnglerStanding');

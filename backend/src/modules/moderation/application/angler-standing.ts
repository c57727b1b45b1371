import type { Standing } from '../domain/standing.ts';

export type { Standing };

/**
 * Who may take part: moderation restricts an angler only through this port, in the caller's transaction.
 * Bound to moderation's own record (sql-angler-standing.ts); identity ends the sessions of an angler
 * suspended or banned, reacting to moderation's events (it never calls moderation: moderation calls it).
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

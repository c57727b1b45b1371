import type { CatchConditions, WhatWorks } from '@tightlines/contracts';
export type { CatchConditions, WhatWorks };

/** A catch or a trip fished at an exact point and moment, as its module hands it over. */
export interface FishedAt {
  kind: 'catch' | 'trip';
  id: string;
  anglerId: string;
  at: Date;
  latitude: number;
  longitude: number;
  /** The catch's species slug; null for a trip. */
  species: string | null;
  /** A catch always; a trip when it caught fish. */
  caught: boolean;
}

/** What other modules may ask weather about the conditions of their catches and trips. */
export interface ConditionsFacade {
  /** Queues the lookup of its conditions. Call inside the transaction that saves it: the job exists exactly when it does. */
  attach(fished: FishedAt): Promise<void>;
  /** Backfill: queues the lookups of those with no conditions yet (each once: keyed jobs); returns how many were queued. */
  attachMissing(fished: readonly FishedAt[]): Promise<number>;
  /** Kept conditions by owner id (absent: none yet). Free of place data: safe for any viewer of the owner. */
  ofMany(kind: FishedAt['kind'], ids: readonly string[]): Promise<Map<string, CatchConditions>>;
  /** The catch or trip is gone: its conditions too. */
  forget(kind: FishedAt['kind'], id: string): Promise<void>;
}
export const ConditionsFacade = Symbol.for('weather.ConditionsFacade');

import type { FishedAt } from '../../weather/index.ts';

/** Trips with a place (their own point, or their spot's), a page at a time in id order: what the conditions backfill walks. */
export interface PlacedTrips {
  after(afterId: string | null, limit: number): Promise<FishedAt[]>;
}
export const PlacedTrips = Symbol.for('spots.PlacedTrips');

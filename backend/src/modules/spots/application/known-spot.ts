import { SpotNotFound } from '../domain/spot.errors.ts';
import type { SpotRow, SpotsStore } from './spot-ports.ts';

/** The spot, without a viewer's rating; an id no spot has is a 404. */
export async function knownSpot(store: SpotsStore, spotId: string): Promise<SpotRow> {
  return (await store.one(spotId, null)) ?? spotNotFound();
}

function spotNotFound(): never {
  throw new SpotNotFound();
}

import { SpotNotFound } from '../domain/spot.errors.ts';
import type { ListedSpot, SpotsStore } from './spot-ports.ts';

/** The spot as this viewer may read it, without their rating; an id no spot has (or one hidden from them) is a 404. */
export async function knownSpot(store: SpotsStore, spotId: string, viewerId: string | null): Promise<ListedSpot> {
  return (await store.one(spotId, viewerId)) ?? spotNotFound();
}

function spotNotFound(): never {
  throw new SpotNotFound();
}

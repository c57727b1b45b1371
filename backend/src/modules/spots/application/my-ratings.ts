import type { DirectorySpot } from '@tightlines/contracts';
import type { MyRatings } from './spot-ports.ts';

/**
 * Spots as every angler sees them (remembered, shared by every request) and the viewer's own ratings
 * of some of them, kept apart so the shared cards are never copied for the many anglers who rated none
 * of them (and their written form can be reused too).
 */
export interface SpotsWithMyRatings<Spot> {
  spots: Spot[];
  mine: ReadonlyMap<string, number>;
  /** The cards are the remembered ones every angler shares (not one angler's own read). */
  remembered: boolean;
}

const NONE: ReadonlyMap<string, number> = new Map();

/** The viewer's own ratings of these spots (remembered with all of theirs: most anglers rated none of them). */
export async function myRatingsOf(ratings: MyRatings, spotIds: string[], viewerId: string | null): Promise<ReadonlyMap<string, number>> {
  if (!viewerId || !spotIds.length) return NONE;
  const all = await ratings.of(viewerId);
  if (!all.size) return NONE;
  const mine = new Map<string, number>();
  for (const id of spotIds) if (all.has(id)) mine.set(id, all.get(id)!);
  return mine;
}

/** A card with the viewer's own rating, a copy when they rated it (the shared card stays as it is). */
export const withMyRating = (spot: DirectorySpot, mine: ReadonlyMap<string, number>): DirectorySpot =>
  mine.has(spot.id) ? { ...spot, myRating: mine.get(spot.id)! } : spot;

/** Remembered spots with the viewer's own ratings: copies of those they rated. */
export async function withMyRatings(ratings: MyRatings, spots: DirectorySpot[], viewerId: string | null): Promise<DirectorySpot[]> {
  const mine = await myRatingsOf(
    ratings,
    spots.map((s) => s.id),
    viewerId,
  );
  return mine.size ? spots.map((s) => withMyRating(s, mine)) : spots;
}

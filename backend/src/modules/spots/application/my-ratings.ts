import type { DirectorySpot } from '@tightlines/contracts';
import type { SpotsStore } from './spot-ports.ts';

/**
 * Remembered spots with the viewer's own ratings: one read of their ratings of these spots; copies,
 * so the remembered answer every angler shares stays as it is.
 */
export async function withMyRatings(store: SpotsStore, spots: DirectorySpot[], viewerId: string | null): Promise<DirectorySpot[]> {
  if (!viewerId || !spots.length) return spots;
  const mine = await store.ratingsBy(
    viewerId,
    spots.map((s) => s.id),
  );
  if (!mine.length) return spots;
  const rated = new Map(mine.map((r) => [r.spotId, r.rating]));
  return spots.map((s) => (rated.has(s.id) ? { ...s, myRating: rated.get(s.id)! } : s));
}

import type { DirectorySpot } from '@tightlines/contracts';
import type { SpotsFilter } from '../api/spots.ts';

/**
 * The directory's filters applied to a list the server does not filter (Nearby, Recommended): the
 * same rules as the server's — text in the name, location or description; a water class or type;
 * a difficulty; text in the location.
 */
export function matchesFilter(spot: DirectorySpot, filter: SpotsFilter): boolean {
  const has = (text: string | null | undefined, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());
  if (filter.search && !(has(spot.name, filter.search) || has(spot.location, filter.search) || has(spot.description, filter.search)))
    return false;
  if (filter.waterType && filter.waterType !== 'all' && spot.waterClass !== filter.waterType && spot.waterType !== filter.waterType)
    return false;
  if (filter.difficulty && filter.difficulty !== 'all' && spot.difficulty !== filter.difficulty) return false;
  if (filter.location && !has(spot.location, filter.location)) return false;
  return true;
}

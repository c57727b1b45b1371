import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { CatchGroup } from '../../domain/stats.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';

/** One catch_tallies row as read: a group of an angler's catches of one species at one privacy. */
export interface PrivacyTallyRow {
  species: string;
  privacy: PostPrivacy;
  catches: number;
  max_weight: number | null;
  max_weight_at: Date | null;
  max_length: number | null;
  max_length_at: Date | null;
}

export const toGroup = (r: PrivacyTallyRow): CatchGroup => ({
  species: r.species,
  catches: r.catches,
  maxWeight: r.max_weight,
  maxWeightAt: r.max_weight_at && new Date(r.max_weight_at),
  maxLength: r.max_length,
  maxLengthAt: r.max_length_at && new Date(r.max_length_at),
});

/**
 * An angler's catch tallies, remembered per angler (statistics of a well-known angler are asked by
 * many, and change only when they share or delete a catch): the post repository forgets an angler
 * once such a change commits, in every process (platform/signals). Each viewer's
 * statistics are added up from the rows of the privacies they may see.
 */
export class CatchTallyCache extends ReadCache<{ rows: PrivacyTallyRow[] }> {
  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    super({ max: 5_000, ms: 5_000, shared: { name: 'posts.catch-tallies', invalidation } });
  }
}

import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import { col, rowOf, type RowOf } from '../../../../platform/db/row.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';

/** One catch_tallies row as read: a group of an angler's catches of one species at one privacy. */
export const PrivacyTally = rowOf({
  species: col.text(),
  privacy: col.text<PostPrivacy>(),
  catches: col.number(),
  maxWeight: col.number().nullable(),
  maxWeightAt: col.time().nullable(),
  maxLength: col.number().nullable(),
  maxLengthAt: col.time().nullable(),
});
export type PrivacyTally = RowOf<typeof PrivacyTally>;

/**
 * An angler's catch tallies, remembered per angler (statistics of a well-known angler are asked by
 * many, and change only when they share or delete a catch): the post repository forgets an angler
 * once such a change commits, in every process (platform/signals). Each viewer's
 * statistics are added up from the rows of the privacies they may see.
 */
export class CatchTallyCache extends ReadCache<{ rows: PrivacyTally[] }> {
  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    super({ max: 5_000, ms: 5_000, shared: { name: 'posts.catch-tallies', invalidation } });
  }
}

import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { statement } from '../../../../platform/db/sql.ts';
import type { PostPrivacy } from '../../domain/visibility.ts';
import type { TallyRow } from './catch-tally.rows.ts';

export type PrivacyTallyRow = TallyRow & { privacy: PostPrivacy };

/** Every tally row of one angler (a row per species and privacy: a few hundred at most). */
export const TALLIES_OF_ANGLER = statement(
  'posts.catch-tallies-of-angler',
  `select species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at from catch_tallies
   where author_id = $1`,
);

/**
 * An angler's catch tallies, remembered per angler (statistics of a well-known angler are asked by
 * many, and change only when they share or delete a catch): the post repository forgets an angler
 * once such a change commits; another process of the app is at most 5 s behind. Each viewer's
 * statistics are added up from the rows of the privacies they may see.
 */
export class CatchTallyCache extends ReadCache<{ rows: PrivacyTallyRow[] }> {
  constructor() {
    super({ max: 5_000, ms: 5_000 });
  }
}

import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { MyRatings } from '../../application/spot-ports.ts';
import { RatingShape } from './spot-records.ts';

/** Most anglers' ratings remembered at once (most anglers rated a few spots, or none). */
const MAX_ANGLERS = 20_000;

/**
 * Each angler's ratings in this process's memory, read in one statement the first time they open a list
 * of spots (spot_ratings_angler_idx) and kept until they rate again — forgotten here at once and in every
 * other process through the cache signal after the rating commits — or ten minutes pass.
 */
export class ReadCacheMyRatings implements MyRatings {
  readonly #byAngler: ReadCache<ReadonlyMap<string, number>>;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(CacheInvalidationToken) invalidation: CacheInvalidation,
  ) {
    this.#byAngler = new ReadCache({ max: MAX_ANGLERS, ms: 10 * 60_000, shared: { name: 'spots.my-ratings', invalidation } });
  }

  of(anglerId: string): Promise<ReadonlyMap<string, number>> {
    return this.#byAngler.get(anglerId, async () => {
      const rows = await this.db.prepared(
        'spots.my-ratings',
        sql`select spot_id, rating::int as rating from spot_ratings where angler_id = ${anglerId}::uuid`,
      );
      return new Map(rows.map((r) => RatingShape.read(r)).map((r) => [r.spotId, r.rating]));
    });
  }

  changed(anglerId: string): void {
    this.#byAngler.forget(anglerId);
  }
}

import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { SpotPositions } from '../../application/spot-ports.ts';
import { SpotProximity, type SpotPosition } from '../../domain/spot-proximity.ts';

/**
 * Every spot's position in this process's memory (10⁴ spots: a few hundred KB, read in one statement),
 * so a nearby question measures only the spots near it, without a round trip (the GiST walk on
 * spots_earth_idx cost PostgreSQL ~1 ms a request). Spots are never moved or removed, so only a new
 * spot forgets it, in every process after its commit; the ten minutes bound what a spot written
 * outside the app (a data load) could miss.
 */
export class ReadCacheSpotPositions implements SpotPositions {
  readonly #index: ReadCache<SpotProximity>;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(CacheInvalidationToken) invalidation: CacheInvalidation,
  ) {
    this.#index = new ReadCache({ max: 1, ms: 10 * 60_000, shared: { name: 'spots.positions', invalidation } });
  }

  async nearest(at: { latitude: number; longitude: number }, radiusKm: number, limit: number) {
    const index = await this.#index.get(
      'all',
      async () => new SpotProximity(await this.db.rows<SpotPosition>(sql`select id, latitude, longitude from spots`)),
    );
    return index.nearest(at, radiusKm, limit);
  }

  added(): void {
    this.#index.forget('all');
  }
}

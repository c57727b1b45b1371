import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { LocationDefaultsStore } from '../../application/location-defaults.ts';
import type { LocationPrecision, PlacePrecisions } from '../../domain/location-shield.ts';
import { defaultsOfSql } from './location-shield.sql.ts';

/** angler_location_defaults: one row per angler who chose; none means the new-angler defaults. */
export class SqlLocationDefaults implements LocationDefaultsStore {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async of(anglerId: string): Promise<PlacePrecisions> {
    const [row] = await this.db.rows<{ public_precision: LocationPrecision; mates_precision: LocationPrecision }>(defaultsOfSql(anglerId));
    return { publicPrecision: row!.public_precision, matesPrecision: row!.mates_precision };
  }

  async set(anglerId: string, d: PlacePrecisions): Promise<void> {
    await this.db.run(sql`insert into angler_location_defaults (angler_id, public_precision, mates_precision)
      values (${anglerId}::uuid, ${d.publicPrecision}, ${d.matesPrecision})
      on conflict (angler_id) do update set public_precision = excluded.public_precision,
        mates_precision = excluded.mates_precision, changed_at = now()`);
  }
}

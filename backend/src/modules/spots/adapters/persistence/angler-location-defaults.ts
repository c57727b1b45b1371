import { inject } from 'inversify';
import { NEW_ANGLER_LOCATION_DEFAULTS } from '@tightlines/contracts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { LocationPrecision } from '../../../../shared/kernel/location-shield.ts';
import type { AnglerLocationDefaults, TripLocationDefaults } from '../../application/trip-location-ports.ts';

/** spot_angler_location_defaults: one row per angler whose change has arrived; none means the new-angler defaults. */
export class SqlAnglerLocationDefaults implements TripLocationDefaults {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async of(anglerId: string): Promise<AnglerLocationDefaults> {
    const [row] = await this.db.rows<{ public_precision: LocationPrecision; mates_precision: LocationPrecision }>(sql`
      select public_precision, mates_precision from spot_angler_location_defaults where angler_id = ${anglerId}::uuid`);
    return row ? { publicPrecision: row.public_precision, matesPrecision: row.mates_precision } : { ...NEW_ANGLER_LOCATION_DEFAULTS };
  }

  async keep(anglerId: string, d: AnglerLocationDefaults, at: Date): Promise<void> {
    await this.db.run(sql`insert into spot_angler_location_defaults (angler_id, public_precision, mates_precision, changed_at)
      values (${anglerId}::uuid, ${d.publicPrecision}, ${d.matesPrecision}, ${at.toISOString()}::timestamptz)
      on conflict (angler_id) do update set public_precision = excluded.public_precision,
        mates_precision = excluded.mates_precision, changed_at = excluded.changed_at
      where spot_angler_location_defaults.changed_at <= excluded.changed_at`);
  }
}

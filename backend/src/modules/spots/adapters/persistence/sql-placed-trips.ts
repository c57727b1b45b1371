import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { FishedAt } from '../../../weather/index.ts';
import type { PlacedTrips } from '../../application/placed-trips.ts';

/** Trips with a place in id order (the primary key's range scan); a trip at a spot is placed at the spot. */
export class SqlPlacedTrips implements PlacedTrips {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async after(afterId: string | null, limit: number): Promise<FishedAt[]> {
    const rows = await this.db.rows<{
      id: string;
      angler_id: string;
      created_at: Date;
      latitude: number;
      longitude: number;
      fishing_success: boolean;
    }>(sql`
      select t.id, t.angler_id, t.created_at, t.fishing_success,
        case when t.latitude is not null and t.longitude is not null then t.latitude else s.latitude end as latitude,
        case when t.latitude is not null and t.longitude is not null then t.longitude else s.longitude end as longitude
      from trips t left join spots s on s.id = t.spot_id
      where ((t.latitude is not null and t.longitude is not null) or s.id is not null)
        ${afterId ? sql`and t.id > ${afterId}::uuid` : sql``}
      order by t.id limit ${limit}`);
    return rows.map((r) => ({
      kind: 'trip',
      id: r.id,
      anglerId: r.angler_id,
      at: new Date(r.created_at),
      latitude: r.latitude,
      longitude: r.longitude,
      species: null,
      caught: r.fishing_success,
    }));
  }
}

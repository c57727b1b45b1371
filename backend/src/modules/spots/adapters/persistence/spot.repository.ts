import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { SpotRepository } from '../../application/ports.ts';
import { SpotPositions } from '../../application/spot-ports.ts';
import { shownToSql, spotFactsOf } from './hidden-place.sql.ts';
import { spotPlaceColumns } from './spot-records.ts';
import type { Spot } from '../../domain/spot.ts';

const PopularSpot = rowOf({
  ...spotPlaceColumns,
  createdBy: col.text().nullable(),
  totalTrips: col.number(),
});

export class SqlSpotRepository implements SpotRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(SpotPositions) private readonly positions: SpotPositions,
  ) {}

  /** One read of spots_popular_idx, stopping after `limit` rows. */
  async popular(limit: number): Promise<Spot[]> {
    const rows = await this.db.rows(
      sql`select s.* from spots s where ${shownToSql(spotFactsOf('s'), null)} order by s.total_trips desc, s.id limit ${limit}`,
    );
    return rows.map(PopularSpot.read);
  }

  async add(spot: Spot): Promise<void> {
    const d = spot.details;
    await this.db.run(sql`insert into spots (id, name, location, latitude, longitude, water_type, created_by, total_trips,
        description, difficulty, access_type, facilities, species)
      values (${spot.id}, ${spot.name}, ${spot.location}, ${spot.latitude}::float8, ${spot.longitude}::float8, ${spot.waterType},
        ${spot.createdBy}::uuid, ${spot.totalTrips}, ${d?.description ?? null}, ${d?.difficulty ?? null}, ${d?.accessType ?? null},
        ${d?.facilities ?? []}::text[], ${d?.species ?? []}::text[])`);
    this.positions.added();
  }
}

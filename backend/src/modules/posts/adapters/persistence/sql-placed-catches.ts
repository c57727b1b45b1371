import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { FishedAt } from '../../../weather/index.ts';
import type { PlacedCatches } from '../../application/ports.ts';

/** Catches with a place in id order (the primary key's range scan). */
export class SqlPlacedCatches implements PlacedCatches {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async after(afterId: string | null, limit: number): Promise<FishedAt[]> {
    const rows = await this.db.rows<{
      id: string;
      author_id: string;
      created_at: Date;
      latitude: number;
      longitude: number;
      species: string;
    }>(sql`
      select id, author_id, created_at, latitude, longitude, species from posts
      where type = 'catch' and latitude is not null ${afterId ? sql`and id > ${afterId}` : sql``}
      order by id limit ${limit}`);
    return rows.map((r) => ({
      kind: 'catch',
      id: r.id,
      anglerId: r.author_id,
      at: new Date(r.created_at),
      latitude: r.latitude,
      longitude: r.longitude,
      species: r.species,
      caught: true,
    }));
  }
}

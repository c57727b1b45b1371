import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerInterestReads, AnglerInterests } from '../../application/angler-interests.ts';

/** Catches looked at: the newest, so interests follow the season and a move. */
const NEWEST_CATCHES = 200;

/**
 * One prepared statement over the angler's newest catches (posts_author_recent): their distinct
 * species, and the mean position of those in the coarse (1°) cell that holds most of them — a home
 * area that a trip far away does not drag into the sea between.
 */
export class SqlAnglerInterests implements AnglerInterestReads {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async interestsOf(anglerId: string): Promise<AnglerInterests> {
    const [row] = await this.db.prepared<{ species: string[] | null; lat: number | null; lon: number | null }>(
      'posts.angler-interests',
      sql`
        with mine as materialized (
          select species, latitude, longitude, coarse_cell from posts
          where author_id = ${anglerId}::uuid and type = 'catch'
          order by created_at desc limit ${sql.lit(NEWEST_CATCHES)}
        ), home_cell as (
          select coarse_cell from mine where coarse_cell is not null
          group by coarse_cell order by count(*) desc, coarse_cell limit 1
        )
        select (select array_agg(distinct species) from mine where species is not null) as species,
               avg(latitude) as lat, avg(longitude) as lon
        from mine where coarse_cell = (select coarse_cell from home_cell)`,
    );
    const home = row?.lat != null && row.lon != null ? { lat: Number(row.lat), lon: Number(row.lon) } : null;
    return { species: row?.species ?? [], home };
  }
}

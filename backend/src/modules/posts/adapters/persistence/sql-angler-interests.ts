import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AnglerInterestReads, AnglerInterests } from '../../application/angler-interests.ts';

/** Catches looked at: the newest, so interests follow the season and a move. */
const NEWEST_CATCHES = 200;

/**
 * One prepared statement over the angler's newest catches (posts_author_recent): their distinct
 * species, and a home area a trip far away does not drag into the sea between — the mean of the
 * points the public may see of their public catches, in the coarse (1°) cell that holds most of them.
 * Only what the public may see: whether an ad reaches an angler shows in its advertiser's figures,
 * so a campaign's region drawn small around a guess must learn no more than the public's view.
 */
export class SqlAnglerInterests implements AnglerInterestReads {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async interestsOf(anglerId: string): Promise<AnglerInterests> {
    const [row] = await this.db.prepared<{ species: string[] | null; lat: number | null; lon: number | null }>(
      'posts.angler-interests',
      sql`
        with mine as materialized (
          select species, public_latitude as latitude, public_longitude as longitude,
                 case when privacy = 'public' and public_latitude is not null
                   then floor(public_latitude + 90)::integer * 361 + floor(public_longitude + 180)::integer end as home_cell
          from posts
          where author_id = ${anglerId}::uuid and type = 'catch'
          order by created_at desc limit ${sql.lit(NEWEST_CATCHES)}
        ), home_cell as (
          select home_cell from mine where home_cell is not null
          group by home_cell order by count(*) desc, home_cell limit 1
        )
        select (select array_agg(distinct species) from mine where species is not null) as species,
               avg(latitude) as lat, avg(longitude) as lon
        from mine where home_cell = (select home_cell from home_cell)`,
    );
    const home = row?.lat != null && row.lon != null ? { lat: Number(row.lat), lon: Number(row.lon) } : null;
    return { species: row?.species ?? [], home };
  }
}

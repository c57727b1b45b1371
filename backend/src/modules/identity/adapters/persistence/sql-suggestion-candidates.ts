import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { PROFILE_COLUMNS } from './user-row.ts';
import type { SuggestionCandidate, SuggestionCandidates } from '../../application/suggest-anglers.ts';
import { profileShownToSql } from './hidden-profile.sql.ts';

const Candidate = rowOf({
  ...PROFILE_COLUMNS,
  followedByFollowed: col.number().from('via'),
});

/** At most this many candidates are ranked (the closest in the follow graph first). */
const POOL = 300;

/** The candidates in one statement: not me, not followed, not blocked either way, with something in common. */
export class SqlSuggestionCandidates implements SuggestionCandidates {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async of(
    viewerId: string,
    activeIds: readonly string[],
    near: { town: string; region: string | null } | null,
  ): Promise<SuggestionCandidate[]> {
    const region = near?.region ?? null;
    const town = near && !near.region ? near.town : null;
    const rows = await this.db.rows(sql`
      with mine as (select followee_id from follows where follower_id = ${viewerId}::uuid),
      hidden as (
        select blocked_id as id from angler_blocks where blocker_id = ${viewerId}::uuid
        union select blocker_id from angler_blocks where blocked_id = ${viewerId}::uuid),
      via as (
        select f.followee_id as id, count(*)::int as n from follows f
        where f.follower_id in (select followee_id from mine) group by f.followee_id)
      select u.id, u.display_name, u.first_name, u.last_name, u.location, u.bio, u.profile_image_url, coalesce(via.n, 0) as via
      from users u left join via on via.id = u.id
      where u.id <> ${viewerId}::uuid
        and not exists (select 1 from mine where mine.followee_id = u.id)
        and not exists (select 1 from hidden where hidden.id = u.id)
        and ${profileShownToSql('u', null)}
        and (via.id is not null
          or u.id = any(${[...activeIds]}::uuid[])
          or (${region}::text is not null and lower(trim(regexp_replace(u.location, '^.*,', ''))) = ${region}::text and u.location like '%,%')
          or (${town}::text is not null and lower(trim(u.location)) = ${town}::text))
      order by coalesce(via.n, 0) desc, u.id
      limit ${sql.lit(POOL)}`);
    return rows.map(Candidate.read);
  }
}

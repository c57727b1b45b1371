import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { SearchPosition } from '../../application/ports.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { profileShownToSql } from './hidden-profile.sql.ts';

/**
 * How many names the ordered walk reads before the search asks the trigram index instead. A part
 * typed by 1 % of anglers has a page within ~2,100 names; a rarer one, or one whose anglers sit
 * together far down the alphabet ('tuck': 96,000 names walked for 21), goes to the trigram index.
 */
export const SEARCH_WALK = 3_000;

/** Beside the angler's own columns (user-row.ts), what stands between them and the searcher. */
export const SearchFlags = rowOf({ isFollowing: col.bool(), blocked: col.bool() });
export const SearchHit = rowOf({ searchName: col.text(), id: col.text() });

/** `%` and `_` typed by an angler are letters, not wildcards. */
export const searchPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Find People's hits: the positions (search_name, id) of a page's anglers after the cursor, in that
 * order, one prepared statement. Its plan does not depend on the text (a generic plan serves every
 * search; the text was planned afresh at every call, ~1 ms of PostgreSQL's CPU):
 * - `near`: the first SEARCH_WALK names after the cursor, read in order from the b-tree alone and
 *   tested — it stops at the page's last hit, so a common part costs a few hundred names;
 * - `far`: only when `near` found less than a page, the hits beyond the walk from the trigram index
 *   (a bitmap of the text's anglers, sorted; ordering by `search_name || ''` keeps the planner off the
 *   b-tree walk it would otherwise pick — the walk is what proved too long there). It starts after
 *   the walk's last name, so the two never overlap, and is empty when the walk reached the end.
 * The positions are remembered (angler-search-hits.cache.ts); the page's rows come from searchPageSql.
 */
export function anglerSearchHitsSql(text: string, limit: number, after: SearchPosition | null): Query<unknown> {
  const pattern = searchPattern(text);
  const rows = sql.lit(limit + 1);
  const afterCursor = after ? sql`where (search_name, id) > (${after.searchName}, ${after.id}::uuid)` : sql``;
  return sql`
    with near as (
      select w.id, w.search_name
      from (select id, search_name from users ${afterCursor} order by search_name, id limit ${sql.lit(SEARCH_WALK)}) w
      where w.search_name like ${pattern}
      order by w.search_name, w.id limit ${rows}),
    far as (
      select id, search_name from users
      where search_name like ${pattern}
        and (select count(*) from near) < ${rows}
        and (search_name, id) > (select search_name, id from users ${afterCursor}
                                 order by search_name, id offset ${sql.lit(SEARCH_WALK - 1)} limit 1)
      order by search_name || '', id limit ${rows})
    select hit.id, hit.search_name from (select * from near union all select * from far) hit
    order by hit.search_name, hit.id
    limit ${rows}`;
}

/**
 * A page's anglers by id, in the hits' order, each with whether the searcher follows them and
 * whether a block stands between them: primary-key reads and two probes a row. An angler gone since
 * the hits were found is simply not there.
 */
export function searchPageSql(ids: readonly string[], searcherId: string | null): Query<unknown> {
  return sql`
    select u.id, u.display_name, u.first_name, u.last_name, u.location, u.bio, u.profile_image_url, u.banner_image_url,
           u.share_trip_locations, u.created_at, u.search_name,
           exists (select 1 from follows f where f.follower_id = ${searcherId}::uuid and f.followee_id = u.id) as is_following,
           exists (select 1 from angler_blocks b
                   where (b.blocker_id = ${searcherId}::uuid and b.blocked_id = u.id)
                      or (b.blocker_id = u.id and b.blocked_id = ${searcherId}::uuid)) as blocked
    from unnest(${ids}::uuid[]) with ordinality as hit(id, n)
    join users u on u.id = hit.id
    -- A hidden profile is found by no one but its angler (domain/hidden-profile.ts).
    where ${profileShownToSql('u', searcherId)}
    order by hit.n`;
}

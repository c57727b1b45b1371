/**
 * The SQL the app runs behind each benchmarked call, for EXPLAIN (ANALYZE, BUFFERS). Column lists
 * and the map-cell arithmetic are imported from the backend itself; the statement texts are copied
 * from its repositories (file named above each) — if one of them changes, change it here too.
 * Written with the repositories' `?` placeholders; `positional` numbers them for pg.
 */
import { compile } from '../../../backend/src/platform/db/sql.ts';
import { POST_COLUMNS } from '../../../backend/src/modules/posts/adapters/persistence/post-row.ts';
import { homeTimelinePage } from '../../../backend/src/modules/posts/adapters/persistence/home-timeline.sql.ts';
import { tripTimelinePage } from '../../../backend/src/modules/posts/adapters/persistence/trip-timeline.sql.ts';
import { publicCatchesNear } from '../../../backend/src/modules/posts/adapters/persistence/discover.sql.ts';
import type { Circle } from '../../../backend/src/modules/posts/domain/map-cells.ts';

export const positional = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

/** platform/auth/session-store.ts — every signed-in request. */
export const SESSION = 'select user_id, data from sessions where id = ? and expires_at > now()';

/** posts/adapters/persistence/home-timeline.sql.ts — the prepared statement itself, with its values. */
export const homeTimeline = (readerId: string) => compile(homeTimelinePage(readerId, { after: null, limit: 20 }));

/** posts/adapters/persistence/trip-timeline.sql.ts — the page's trips: the reader's trip timeline, the prepared statement itself. */
export const tripTimeline = (readerId: string) => compile(tripTimelinePage(readerId, { after: null, limit: 20 }));

/** identity/adapters/persistence/angler.directory.ts cardsOf — the authors of a page (now only those missing from posts' copy). */
export const CARDS = `select id, display_name, first_name, last_name, profile_image_url, share_trip_locations
       from users where id = any(?::uuid[])`;

/** posts/adapters/persistence/discover.sql.ts — Discover with coordinates, first page (the prepared statement itself). */
export const discoverNear = (viewerId: string, circle: Circle) => compile(publicCatchesNear(circle, viewerId, { after: null, limit: 20 }));

/** sql-post.reads.ts catchTally — all of an angler's tally rows (remembered 5 s per angler, filtered per viewer). */
export const CATCH_TALLY = `select species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at from catch_tallies
            where author_id = $1::uuid`;

/** sql-post.reads.ts counts — the profile's post figures: catches and species from the tallies, content posts by their index. */
export const POST_COUNTS = `select coalesce(sum(catches), 0)::int as catches, count(distinct species)::int as species,
              (select count(*)::int from posts where author_id = ? and type = 'content' and privacy = any(?::text[])) as content
       from catch_tallies where author_id = ? and privacy = any(?::text[])`;

/** posts/adapters/persistence/sql-follow-graph.ts relationship — statistics, grid, likes (posts' copy of the graph). */
export const RELATIONSHIP = `select exists (select 1 from post_follows where follower_id = ? and followee_id = ?) as follows,
              exists (select 1 from post_follows where follower_id = ? and followee_id = ?) as followed_by`;

/** follow.repository.ts mateCountOf — the profile's Mates. */
export const MATE_COUNT = `select count(*)::int as n from (select mine.followee_id as id from follows mine
  where mine.follower_id = ?
    and exists (select 1 from follows back where back.follower_id = mine.followee_id and back.followee_id = mine.follower_id)) mates`;

/** angler.directory.ts search, first page. */
export const SEARCH = `select u.* from (
         select id, search_name from users
         where search_name like ?
           
         order by search_name, id
         limit ?
       ) hit
       join users u on u.id = hit.id
       order by hit.search_name, hit.id`;

/** sql-post.repository.ts findById — a like checks the post exists and may be seen. */
export const POST_BY_ID = `select ${compile(POST_COLUMNS).text} from posts p where p.id = ?`;

/** sql-like.repository.ts like / unlike (each in its own transaction). */
export const LIKE = `with added as (insert into post_likes (post_id, angler_id) values (?, ?) on conflict do nothing returning post_id)
       update posts set likes = likes + 1 where id in (select post_id from added) returning likes`;
export const UNLIKE = `with removed as (delete from post_likes where post_id = ? and angler_id = ? returning post_id)
       update posts set likes = likes - 1 where id in (select post_id from removed) returning likes`;

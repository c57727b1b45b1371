/**
 * The SQL the app runs behind each benchmarked call, for EXPLAIN (ANALYZE, BUFFERS). Column lists
 * and the map-cell arithmetic are imported from the backend itself, and so are the hot statements
 * (feed, Discover, search, like/unlike: the app's own builders, compiled with their values, so they
 * cannot drift); the few texts still copied name their file above them — if one changes, change it here too.
 * Written with the repositories' `?` placeholders; `positional` numbers them for pg.
 */
import { compile } from '../../../backend/src/platform/db/sql.ts';
import { POST_COLUMNS } from '../../../backend/src/modules/posts/adapters/persistence/post-row.ts';
import { followingPageSql } from '../../../backend/src/modules/posts/adapters/persistence/home-timeline.sql.ts';
import { publicCatchesNear } from '../../../backend/src/modules/posts/adapters/persistence/discover.sql.ts';
import { postsNearSql } from '../../../backend/src/modules/posts/adapters/persistence/near.sql.ts';
import { anglerSearchHitsSql, searchPageSql } from '../../../backend/src/modules/identity/adapters/persistence/angler-search.sql.ts';
import {
  LIKE_CAUSES,
  likeStatement,
  postLikedPayload,
  unlikeSql,
} from '../../../backend/src/modules/posts/adapters/persistence/like.sql.ts';
import { PostLiked } from '../../../backend/src/modules/posts/domain/post-liked.event.ts';
import { OutboxEventBus, type EventReaction } from '../../../backend/src/platform/events/event-bus.ts';
import type { Circle } from '../../../backend/src/modules/posts/domain/map-cells.ts';

export const positional = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

/** platform/auth/session-store.ts — every signed-in request. */
export const SESSION = 'select user_id, data from sessions where id = ? and expires_at > now()';

/** posts/adapters/persistence/home-timeline.sql.ts — a Following page's posts and trips: the prepared statement itself, with its values. */
export const followingPage = (readerId: string) => followingPageSql(readerId, { after: null, limit: 20 });

/** posts/adapters/persistence/near.sql.ts — nearby posts, first page (the prepared statement itself). */
export const postsNear = (viewerId: string, circle: Circle) => postsNearSql(circle, viewerId, { after: null, limit: 20 });

/** identity/adapters/persistence/angler.directory.ts cardsOf — the authors of a page (now only those missing from posts' copy). */
export const CARDS = `select id, display_name, first_name, last_name, profile_image_url, share_trip_locations
       from users where id = any(?::uuid[])`;

/** posts/adapters/persistence/discover.sql.ts — Discover with coordinates, first page (the prepared statement itself). */
export const discoverNear = (viewerId: string, circle: Circle) => publicCatchesNear(circle, viewerId, { after: null, limit: 20 });

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

/** sql-profile.reads.ts — the profile's Mates, kept by follows' trigger (identity migration 20261129062719). */
export const MATE_COUNT = 'select coalesce((select mates from angler_mates where angler_id = ?), 0) as n';

/** angler-search.sql.ts — Find People's hits, first page (the prepared statement itself; its answer is remembered per text). */
export const searchHits = (text: string, limit: number) => compile(anglerSearchHitsSql(text, limit, null));
/** angler-search.sql.ts — the page's anglers with follows and blocks, read fresh at every search. */
export const searchPage = (ids: string[], searcherId: string) => compile(searchPageSql(ids, searcherId));

/** sql-post.repository.ts findById — a like checks the post exists and may be seen. */
export const POST_BY_ID = `select ${compile(POST_COLUMNS).text} from posts p where p.id = ?`;

/** The app's one reaction to PostLiked (notifications), so a like's statement queues its delivery as the app's does. */
const likeEvents = new OutboxEventBus(undefined as never, undefined as never, undefined as never, () => [
  { name: 'notifications.notify-of-follows-and-likes', reactsTo: [PostLiked.type], react: async () => undefined } satisfies EventReaction,
]);

/** posts/adapters/persistence/like.sql.ts — a like with its event's outbox write and an unlike, each one prepared statement, the statements themselves. */
const likeOf = likeStatement(likeEvents.within(PostLiked.type, LIKE_CAUSES, postLikedPayload()));
export const like = (postId: string, anglerId: string) => likeOf({ postId, anglerId, at: new Date().toISOString() });
export const unlike = (postId: string, anglerId: string) => unlikeSql({ postId, anglerId });

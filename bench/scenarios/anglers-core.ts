/**
 * The anglers' core scenarios on the real app: the Tightlines backend (its own process, its own schema),
 * 100,000 generated anglers with 1 M posts, 5 M likes and precomputed home timelines
 * (anglers-core/dataset.ts), a pool of them signed in through the real OIDC flow (anglers-core/app.ts),
 * each request as a random signed-in angler. Plans: the app's SQL behind each call (anglers-core/app-sql.ts).
 */
import { createHash } from 'node:crypto';
import { DISCOVER_RADIUS_KM } from '../../backend/src/modules/posts/application/discover-catches.ts';
import { cellsCovering } from '../../backend/src/modules/posts/domain/map-cells.ts';
import { DEMO_SPOTS } from '../../backend/src/seed/demo-spots.ts';
import { withClient } from '../support/postgres.ts';
import type { BenchContext, Scenario } from '../support/scenario.ts';
import { anglersApp, type AnglersApp } from './anglers-core/app.ts';
import * as sql from './anglers-core/app-sql.ts';
import { ANGLERS, STATS_ANGLER, STATS_CATCHES, TIMELINE_CAP } from './anglers-core/dataset.ts';
import { anglerId } from './anglers-core/ids.ts';

const PAGE = 20;
let app: AnglersApp;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const session = () => pick(app.sessions);
const as = (cookie: string) => ({ cookie });
/** The app keeps its own server up between scenarios; the harness stops it at the end. */
const keep = async () => {};

/** Runs EXPLAIN on the app's SQL with `?` placeholders. */
const explain = (ctx: BenchContext, title: string, text: string, params: unknown[]) =>
  ctx.explain(app.databaseUrl, title, sql.positional(text), params);

/** A real session row's lookup: the table stores sha256 of the token, any row shows the plan. */
async function explainSession(ctx: BenchContext) {
  const token = decodeURIComponent(/tl\.sid=([^;]+)/.exec(app.sessions[0]!)?.[1] ?? '');
  await explain(ctx, 'session lookup (every signed-in request)', sql.SESSION, [createHash('sha256').update(token).digest('hex')]);
}

const followingFeed: Scenario = {
  name: 'Following feed (real app)',
  description: `GET /api/posts/feed as a random one of the signed-in anglers: first page (${PAGE}) of the precomputed home timeline`,
  target: { minRatio: 0.5, maxP99Ms: 25 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const reader = app.sessionAnglers[0]!;
    const shape = await withClient(
      app.databaseUrl,
      async (c) =>
        (
          await c.query(
            `SELECT count(*)::int AS rows, count(DISTINCT angler_id)::int AS readers,
                (SELECT count(*)::int FROM home_timelines WHERE angler_id = $1) AS reader_rows,
                (SELECT count(*)::int FROM follows) AS follows,
                (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (SELECT count(*) AS n FROM follows GROUP BY follower_id) f)::int AS median_followees,
                (SELECT count(*)::int FROM follows f WHERE EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = f.followee_id AND b.followee_id = f.follower_id)) AS mutual
           FROM home_timelines`,
            [reader],
          )
        ).rows[0],
    );
    ctx.note(
      `Follow graph: ${shape.follows.toLocaleString('en')} follows, median ${shape.median_followees} followees per angler, ` +
        `${shape.mutual.toLocaleString('en')} of them mutual (mates). ` +
        `home_timelines: ${shape.rows.toLocaleString('en')} rows for ${shape.readers.toLocaleString('en')} readers ` +
        `(capped at about ${TIMELINE_CAP} each); the explained reader has ${shape.reader_rows}.`,
    );
    await explainSession(ctx);
    const timeline = sql.followingPage(reader);
    await ctx.explain(app.databaseUrl, 'home and trip timelines, first page (one prepared statement)', timeline.text, [...timeline.values]);
    const authors = await withClient(app.databaseUrl, async (c) =>
      (await c.query('SELECT DISTINCT author_id FROM home_timelines WHERE angler_id = $1 ORDER BY 1 LIMIT 20', [reader])).rows.map(
        (r) => r.author_id as string,
      ),
    );
    await explain(ctx, "the page's authors (cards)", sql.CARDS, [`{${authors.join(',')}}`]);
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: '/api/posts/feed', headers: as(session()) }),
};

/** Points in the busiest waters: the generator puts 70 % of catches around these spots. */
export const DENSE = DEMO_SPOTS.filter((s) => s.longitude > -170 && s.latitude < 50);
export const near = () => {
  const spot = pick(DENSE);
  return {
    latitude: +(spot.latitude + (Math.random() - 0.5) * 0.2).toFixed(4),
    longitude: +(spot.longitude + (Math.random() - 0.5) * 0.2).toFixed(4),
  };
};

const discover: Scenario = {
  name: 'Discover near a point (real app)',
  description: `GET /api/posts?latitude&longitude within ±0.1° of one of ${DENSE.length} busy waters: public catches within ${DISCOVER_RADIUS_KM} km, newest first`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const point = { latitude: DENSE[0]!.latitude, longitude: DENSE[0]!.longitude };
    const circle = { ...point, radiusKm: DISCOVER_RADIUS_KM };
    const { level, cells } = cellsCovering(circle);
    ctx.note(`A ${DISCOVER_RADIUS_KM} km circle is ${cells.length} ${level} cells (${DENSE[0]!.location}).`);
    const discover = sql.discoverNear(app.sessionAnglers[0]!, circle);
    await ctx.explain(app.databaseUrl, `Discover at ${DENSE[0]!.location}, first page (one prepared statement)`, discover.text, [
      ...discover.values,
    ]);
    return { url: app.url, close: keep };
  },
  requests: () => () => {
    const p = near();
    return { path: `/api/posts?latitude=${p.latitude}&longitude=${p.longitude}`, headers: as(session()) };
  },
};

/**
 * Nearby posts: every post the viewer may see within 10 km of a point, so the location shield's rule
 * (which precision applies to this viewer, and distance measured on what they may see) is in every row.
 */
const nearbyPosts: Scenario = {
  name: 'nearby posts (real app)',
  description: `GET /api/posts/near?latitude&longitude&radius=10 within ±0.1° of one of ${DENSE.length} busy waters: posts the viewer may see, newest first`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const circle = { latitude: DENSE[0]!.latitude, longitude: DENSE[0]!.longitude, radiusKm: 10 };
    const nearby = sql.postsNear(app.sessionAnglers[0]!, circle);
    await ctx.explain(app.databaseUrl, `nearby posts at ${DENSE[0]!.location}, first page (one prepared statement)`, nearby.text, [
      ...nearby.values,
    ]);
    return { url: app.url, close: keep };
  },
  requests: () => () => {
    const p = near();
    return { path: `/api/posts/near?latitude=${p.latitude}&longitude=${p.longitude}&radius=10`, headers: as(session()) };
  },
};

const statsAngler = anglerId(STATS_ANGLER);

const profile = (who: 'random' | 'prolific'): Scenario => ({
  name:
    who === 'random'
      ? 'profile of a random angler (real app)'
      : `profile of the ${STATS_CATCHES.toLocaleString('en')}-catch angler (real app)`,
  description:
    who === 'random'
      ? `GET /api/profile/:id of a random one of the ${ANGLERS.toLocaleString('en')} anglers: user, relationship, Mates, post counts`
      : `GET /api/profile/:id of angler no. ${STATS_ANGLER} (${STATS_CATCHES.toLocaleString('en')} catches, the most followed)`,
  target: {},
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const viewer = app.sessionAnglers[0]!;
    if (who === 'prolific') {
      await explain(ctx, 'relationship viewer ↔ angler', sql.RELATIONSHIP, [viewer, statsAngler, statsAngler, viewer]);
      await explain(ctx, 'Mates of the angler', sql.MATE_COUNT, [statsAngler]);
      await explain(ctx, 'post counts a stranger may see', sql.POST_COUNTS, [statsAngler, '{public}', statsAngler, '{public}']);
    }
    return { url: app.url, close: keep };
  },
  requests: () => () => ({
    path: `/api/profile/${who === 'random' ? anglerId(1 + Math.floor(Math.random() * ANGLERS)) : statsAngler}`,
    headers: as(session()),
  }),
});

const statistics: Scenario = {
  name: `statistics of the ${STATS_CATCHES.toLocaleString('en')}-catch angler (real app)`,
  description: `GET /api/stats/user/:id of angler no. ${STATS_ANGLER} as a random signed-in angler (public catches visible)`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    await ctx.explain(app.databaseUrl, "the angler's catch tallies (one prepared statement; kept 5 s per angler)", sql.CATCH_TALLY, [
      statsAngler,
    ]);
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: `/api/stats/user/${statsAngler}`, headers: as(session()) }),
};

/** Parts of the generated names, common ('son', 'mar') and rare ('hooker', 'dakota'). */
const TERMS = [
  'mar',
  'son',
  'john',
  'walk',
  'pike',
  'kim',
  'dav',
  'ell',
  'rob',
  'bass',
  'garc',
  'nguyen',
  'hooker',
  'dakota',
  'tuck',
  'ann',
  'ste',
  'lee',
  'ramir',
  'chris',
  'pat',
  'wood',
  'ross',
  'emma',
];

const search: Scenario = {
  name: 'user search (real app)',
  description: `GET /api/users/search?q=<one of ${TERMS.length} name parts, 3+ letters> over ${ANGLERS.toLocaleString('en')} anglers, first page`,
  target: {},
  async prepare(ctx) {
    app = await anglersApp(ctx);
    const searcher = app.sessionAnglers[0]!;
    for (const [title, text] of [
      ["search 'walk' (common: ordered b-tree)", 'walk'],
      ["search 'hooker' (rarer: the trigram index)", 'hooker'],
    ]) {
      const hits = sql.searchHits(text!, PAGE);
      await ctx.explain(app.databaseUrl, `${title}: the hits (remembered per text)`, hits.text, [...hits.values]);
    }
    const ids = await withClient(app.databaseUrl, async (c) => {
      const hits = sql.searchHits('walk', PAGE);
      return (await c.query(hits.text, [...hits.values])).rows.slice(0, PAGE).map((r) => r.id as string);
    });
    const page = sql.searchPage(ids, searcher);
    await ctx.explain(app.databaseUrl, "search 'walk': the page's anglers, follows and blocks (every search)", page.text, [...page.values]);
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: `/api/users/search?q=${pick(TERMS)}`, headers: as(session()) }),
};

let publicPosts: string[] = [];
const likeUnlike: Scenario = {
  name: 'like / unlike (real app)',
  description: 'POST then DELETE /api/posts/:id/like, alternating, by random signed-in anglers on random public posts',
  target: { minRatio: 0.6, maxP99xBaseline: 2 },
  async prepare(ctx) {
    app = await anglersApp(ctx);
    publicPosts = await withClient(app.databaseUrl, async (c) =>
      (await c.query(`SELECT id FROM posts TABLESAMPLE SYSTEM (2) REPEATABLE (42) WHERE privacy = 'public' LIMIT 20000`)).rows.map(
        (r) => r.id as string,
      ),
    );
    const [post, liker] = [publicPosts[0]!, app.sessionAnglers[0]!];
    await explain(ctx, 'the post (exists, visible?)', sql.POST_BY_ID, [post]);
    const [like, unlike] = [sql.like(post, liker), sql.unlike(post, liker)];
    await ctx.explain(app.databaseUrl, 'like (rolled back)', like.text, [...like.values]);
    await ctx.explain(app.databaseUrl, 'unlike (rolled back)', unlike.text, [...unlike.values]);
    return { url: app.url, close: keep };
  },
  requests: () => {
    // Every like is taken back by a later request, so the data set stays as generated.
    const liked: { post: string; cookie: string }[] = [];
    let n = 0;
    return () => {
      const undo = n++ % 2 === 1 ? liked.shift() : undefined;
      if (undo) return { method: 'DELETE', path: `/api/posts/${undo.post}/like`, headers: as(undo.cookie) };
      const next = { post: pick(publicPosts), cookie: session() };
      liked.push(next);
      return { method: 'POST', path: `/api/posts/${next.post}/like`, headers: as(next.cookie) };
    };
  },
};

/**
 * The app's own floor: the smallest signed-in call — remembered session, one primary-key read of the
 * angler through the ORM, a small JSON body. What any call above costs before its own queries.
 */
const signedInFloor: Scenario = {
  name: 'signed-in floor: current angler (real app)',
  description: 'GET /api/auth/user as a random signed-in angler: middleware, remembered session, one primary-key read, a small JSON body',
  target: {},
  async prepare(ctx) {
    app = await anglersApp(ctx);
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: '/api/auth/user', headers: as(session()) }),
};

export default [
  signedInFloor,
  followingFeed,
  discover,
  nearbyPosts,
  profile('random'),
  profile('prolific'),
  statistics,
  search,
  likeUnlike,
];

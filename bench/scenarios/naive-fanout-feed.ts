/**
 * A deliberately naive Following feed, to exercise the harness end to end and to show the gap
 * the real feed must close: fan-out on read — join the reader's followees to their posts, sort
 * everything they ever posted by date, keep 20. Its cost grows with the number of followees times
 * their posts, which is why real timelines are precomputed or paginated by key.
 */
import { BENCH_DATABASE } from '../baseline.ts';
import type { DatasetSpec } from '../support/dataset.ts';
import { withClient } from '../support/postgres.ts';
import { randomId, type Scenario } from '../support/scenario.ts';
import { intParam, type SqlRoute } from '../support/sql-server.ts';

const USERS = 100_000;
const POSTS = 1_000_000;

/**
 * Skewed like a real network: authors are drawn with power(random(), 2), so a few anglers post
 * thousands of catches and most post a handful; each angler follows a log-normal number of
 * others (median 50) drawn with power(random(), 1.5), so popular anglers — the prolific ones —
 * have the most followers.
 */
const dataset: DatasetSpec = {
  name: 'naive-feed',
  version: 2,
  tables: ['naive_posts', 'naive_follows'],
  async generate(client) {
    await client.query(`CREATE TABLE naive_posts (
      id bigint NOT NULL, author int NOT NULL, created_at timestamptz NOT NULL,
      caption text NOT NULL, likes int NOT NULL)`);
    await client.query(
      `INSERT INTO naive_posts (id, author, created_at, caption, likes)
       SELECT g, 1 + floor($2 * power(random(), 2))::int, now() - random() * interval '730 days',
              'Caught a ' || (20 + floor(random() * 80))::int || ' cm pike near ' || md5(g::text), floor(random() * 40)::int
         FROM generate_series(1, $1::int) g`,
      [POSTS, USERS],
    );
    await client.query(`CREATE TABLE naive_follows (follower int NOT NULL, followee int NOT NULL)`);
    // `+ 0 * u` ties the count to the outer row: without it the planner evaluates it once for all.
    await client.query(
      `INSERT INTO naive_follows (follower, followee)
       SELECT DISTINCT u, f FROM (
         SELECT u, 1 + floor($1 * power(random(), 1.5))::int AS f
           FROM generate_series(1, $1::int) u,
                generate_series(1, least(5000, greatest(1, round(exp(ln(50) + 0.8 * random_normal()) + 0 * u)))::int)
       ) pairs WHERE f <> u`,
      [USERS],
    );
    await client.query('ALTER TABLE naive_posts ADD PRIMARY KEY (id)');
    await client.query('CREATE INDEX naive_posts_author_created ON naive_posts (author, created_at DESC)');
    await client.query('ALTER TABLE naive_follows ADD PRIMARY KEY (follower, followee)');
  },
};

const SQL = `SELECT p.id, p.author, p.created_at, p.caption, p.likes
  FROM naive_follows f JOIN naive_posts p ON p.author = f.followee
  WHERE f.follower = $1
  ORDER BY p.created_at DESC LIMIT 20`;

/** The shape of the generated graph, for the report: how much a naive read must sort. */
const GRAPH = `WITH per_author AS (SELECT author, count(*) AS posts FROM naive_posts GROUP BY author),
  per_reader AS (
    SELECT f.follower, count(*) AS followees, coalesce(sum(a.posts), 0) AS fanout
      FROM naive_follows f LEFT JOIN per_author a ON a.author = f.followee GROUP BY f.follower),
  median AS (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY followees) AS n FROM per_reader)
  SELECT (SELECT count(*) FROM naive_follows)::int AS follows,
         (SELECT n FROM median)::int AS median_followees,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY followees)::int AS p99_followees,
         percentile_disc(0.5) WITHIN GROUP (ORDER BY fanout)::int AS median_fanout,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY fanout)::int AS p99_fanout,
         (SELECT min(follower) FROM per_reader WHERE followees = (SELECT n FROM median)) AS median_reader
    FROM per_reader`;

export const routes: SqlRoute[] = [{ path: '/feed', sql: SQL, params: (q) => [intParam(q, 'user')] }];

const scenario: Scenario = {
  name: 'naive fan-out-on-read feed',
  description: `GET /feed?user=<random of ${USERS.toLocaleString('en')}>: join follows (median 50) to ${POSTS.toLocaleString('en')} posts, sort, 20`,
  // The Following feed's target — the naive query is expected to miss it.
  target: { minRatio: 0.5, maxP99Ms: 25 },
  async prepare(ctx) {
    const url = await ctx.databaseUrl(BENCH_DATABASE);
    await ctx.dataset(url, dataset);
    const graph = await withClient(url, async (c) => (await c.query(GRAPH)).rows[0]);
    ctx.note(
      `Follow graph: ${graph.follows.toLocaleString('en')} follows; followees per reader median ${graph.median_followees}, ` +
        `p99 ${graph.p99_followees}; posts a reader's feed sorts: median ${graph.median_fanout}, p99 ${graph.p99_fanout}.`,
    );
    await ctx.explain(url, `feed of a median reader (${graph.median_followees} followees)`, SQL, [graph.median_reader]);
    const server = await ctx.startServer({
      entry: 'bench/support/sql-server.ts',
      args: ['bench/scenarios/naive-fanout-feed.ts'],
      env: { DATABASE_URL: url },
    });
    return { url: server.url, close: server.stop };
  },
  requests: () => () => ({ path: `/feed?user=${randomId(USERS)}` }),
};

export default scenario;

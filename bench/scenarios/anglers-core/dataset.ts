/**
 * The anglers' core at the issue's scale, in the APP's own schema (tables made by its migrations):
 * 100,000 anglers, 1,000,000 posts, 5,000,000 likes, a follow graph with a median of ~50 followees
 * and the home timelines the app's fan-out rule would have written. Set-based SQL in one
 * transaction, seeded (same data everywhere); indexes and keys dropped for the load and rebuilt
 * from the app's own definitions (bulk-load.ts).
 */
import { SPECIES } from '@tightlines/contracts';
import { DEMO_SPOTS, SIZES } from '../../../backend/src/seed/demo-spots.ts';
import type { DatasetSpec } from '../../support/dataset.ts';
import { withoutIndexes } from './bulk-load.ts';
import { UID_SQL } from './ids.ts';
import { compile, sql } from '../../../backend/src/platform/db/sql.ts';
import { CATCH_PLACE_COLUMNS, catchPlaceRowsSql } from '../../../backend/src/modules/posts/adapters/persistence/catch-place.sql.ts';
import { scaleOf } from '../../support/scale.ts';
import { SNAP_AT_NEW_ANGLER_DEFAULTS } from '../../../backend/src/modules/posts/adapters/persistence/migrations/20261128091239_location_shield.ts';

/**
 * BENCH_ANGLERS_SCALE (default 1) shrinks everything but the per-angler shape: to try the generator
 * quickly, and for bench/scaling.ts (the same reads at 10⁴, 10⁵ and 10⁶ posts).
 */
export const SCALE = scaleOf('BENCH_ANGLERS_SCALE');
export const ANGLERS = Math.round(100_000 * SCALE);
export const POSTS = Math.round(1_000_000 * SCALE);
export const LIKES = Math.round(5_000_000 * SCALE);
/** Angler no. 1 (also the most followed) posts exactly this many catches: the statistics target. */
export const STATS_ANGLER = 1;
export const STATS_CATCHES = Math.round(10_000 * Math.min(1, SCALE * 10));
/**
 * A home timeline keeps about its newest TIMELINE_CAP entries, as Mastodon keeps 800: the full
 * fan-out (every visible post of every followee since the beginning) would be ~100 M rows.
 */
export const TIMELINE_CAP = 800;
/** Signed-in anglers for the load: numbers POOL_STEP, 2·POOL_STEP, … (spread over the popularity ranks). */
export const POOL_SIZE = Math.min(200, ANGLERS);
export const POOL_STEP = Math.floor(ANGLERS / POOL_SIZE);
export const poolAngler = (k: number) => k * POOL_STEP;

export const APP_TABLES = [
  'users',
  'identity_links',
  'follows',
  'post_follows',
  'posts',
  'post_likes',
  'home_timelines',
  'catch_tallies',
  'catch_places',
];

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Emily',
  'Paul',
  'Kimberly',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Carol',
  'Kevin',
  'Amanda',
  'Brian',
  'Melissa',
  'George',
  'Deborah',
  'Tim',
  'Laura',
  'Ronald',
  'Rebecca',
  'Jason',
  'Sharon',
  'Ryan',
  'Cynthia',
  'Jacob',
  'Kathleen',
  'Gary',
  'Amy',
  'Nicholas',
  'Shirley',
  'Eric',
  'Angela',
  'Jonathan',
  'Helen',
  'Larry',
  'Anna',
  'Justin',
  'Brenda',
  'Scott',
  'Pamela',
  'Brandon',
  'Nicole',
  'Frank',
  'Emma',
  'Gregory',
  'Samantha',
  'Raymond',
  'Katherine',
  'Samuel',
  'Christine',
  'Benjamin',
  'Debra',
  'Patrick',
  'Rachel',
  'Jack',
  'Carolyn',
  'Dennis',
  'Janet',
  'Jerry',
  'Maria',
  'Tyler',
  'Olivia',
  'Aaron',
  'Heather',
  'Jose',
  'Diane',
  'Adam',
  'Julie',
  'Henry',
  'Joyce',
  'Wyatt',
  'Hunter',
  'Dakota',
  'Tucker',
  'Colt',
  'Luis',
  'Chloe',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
  'Fisher',
  'Bass',
  'Pike',
  'Walleye',
  'Troutman',
  'Hooker',
];
const METHODS = ['Spinning', 'Fly fishing', 'Baitcasting', 'Trolling', 'Jigging', 'Live bait', 'Topwater', 'Surf casting', 'Ice fishing'];
/** Catches away from the known waters: the freshwater fish most anglers catch. */
const COMMON = [
  'largemouth-bass',
  'largemouth-bass',
  'smallmouth-bass',
  'bluegill',
  'black-crappie',
  'channel-catfish',
  'walleye',
  'yellow-perch',
  'northern-pike',
  'rainbow-trout',
  'brown-trout',
  'striped-bass',
];

function checkedSpecies(slugs: string[]): string[] {
  const known = new Set<string>(SPECIES.map((s) => s.slug));
  const unknown = slugs.filter((s) => !known.has(s));
  if (unknown.length) throw new Error(`anglers-core: unknown species ${unknown.join(', ')}`);
  return slugs;
}

const sizes = () => JSON.stringify(Object.entries(SIZES).map(([species, [min, max]]) => ({ species, min, max })));
const spots = () =>
  JSON.stringify(
    DEMO_SPOTS.filter((s) => s.longitude > -170).map((s) => ({
      location: s.location,
      latitude: s.latitude,
      longitude: s.longitude,
      species: checkedSpecies(s.species),
    })),
  );

const sqlText = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

export const anglersCore: DatasetSpec = {
  name: SCALE === 1 ? 'anglers-core' : `anglers-core-x${SCALE}`,
  version: 8,
  tables: APP_TABLES,
  existingTables: true,
  async generate(client) {
    const step = async (label: string, sql: string, params: unknown[] = []) => {
      const started = performance.now();
      const { rowCount } = await client.query(sql, params);
      console.log(`bench:   ${label}: ${rowCount ?? ''} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    };
    // The generator's temp tables (follow pairs, posts, timelines' cut-offs) are large: the 8 MB
    // default runs out of local buffers. Must be set before the session touches a temp table.
    await client.query("SET temp_buffers = '2GB'");
    await client.query(UID_SQL);
    // Truncated in this transaction: with wal_level=minimal the refill skips the WAL.
    await client.query(`TRUNCATE ${APP_TABLES.join(', ')} CASCADE`);
    // The author figures' deferred triggers (posts migration 20261129100000) would queue an event per
    // content post and tally, still pending when withoutIndexes alters the tables (PostgreSQL refuses);
    // no author has a card yet, so they would move nothing: the cards copied in app.ts count them.
    await step('author figures: triggers off', FIGURE_TRIGGERS.map(([t, name]) => `ALTER TABLE ${t} DISABLE TRIGGER ${name}`).join('; '));
    await withoutIndexes(client, APP_TABLES, async () => {
      await anglers(step);
      await follows(step);
      await posts(step);
      await likes(step);
      await tallies(step);
      await timelines(step);
    });
    await step('author figures: triggers on', FIGURE_TRIGGERS.map(([t, name]) => `ALTER TABLE ${t} ENABLE TRIGGER ${name}`).join('; '));
  },
};

type Step = (label: string, sql: string, params?: unknown[]) => Promise<void>;

/** The deferred triggers that keep each author's profile figures (table, trigger). */
const FIGURE_TRIGGERS = [
  ['posts', 'content_post_added'],
  ['posts', 'content_post_removed'],
  ['posts', 'content_post_changed'],
  ['catch_tallies', 'catch_tallies_moved'],
] as const;

async function anglers(step: Step) {
  await step(
    'gen_spots',
    `CREATE TEMP TABLE gen_spots AS
     SELECT (row_number() OVER ())::int AS i, s.* FROM jsonb_to_recordset($1::jsonb)
       AS s(location text, latitude float8, longitude float8, species text[])`,
    [spots()],
  );
  await step(
    'gen_sizes',
    `CREATE TEMP TABLE gen_sizes AS SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(species text, min float8, max float8)`,
    [sizes()],
  );
  await step('gen_ids', `CREATE TEMP TABLE gen_ids AS SELECT n, pg_temp.uid('angler', n) AS id FROM generate_series(1, $1::int) n`, [
    ANGLERS,
  ]);
  await step('gen_ids key', 'ALTER TABLE gen_ids ADD PRIMARY KEY (n)');
  await step(
    'users',
    `INSERT INTO users (id, display_name, first_name, last_name, location, bio, created_at)
     SELECT pg_temp.uid('angler', n), f || ' ' || l, f, l, home, bio, now() - random() * interval '1500 days'
       FROM (SELECT n,
                    (${sqlText(FIRST)})[1 + floor(random() * ${FIRST.length})::int] AS f,
                    (${sqlText(LAST)})[1 + floor(random() * ${LAST.length})::int] AS l,
                    ((SELECT array_agg(location ORDER BY i) FROM gen_spots))[1 + floor(random() * (SELECT count(*) FROM gen_spots))::int] AS home,
                    CASE WHEN random() < 0.3 THEN 'Weekend angler. Catch and release.' END AS bio
               FROM generate_series(1, $1::int) n) a`,
    [ANGLERS],
  );
}

/**
 * Each angler follows a log-normal number of others (median 36, capped at 5,000), drawn with
 * power(random(), 1.5) so low-numbered anglers are the popular ones; 30 % of follows of anyone
 * outside the 2,000 most popular are followed back, which makes mates — and brings the median of
 * followees to about 50 (the report states the generated figure).
 */
async function follows(step: Step) {
  await step(
    'gen_follows',
    `CREATE TEMP TABLE gen_follows AS
     WITH drawn AS (
       SELECT DISTINCT u AS follower, 1 + floor($1 * power(random(), 1.5))::int AS followee
         FROM generate_series(1, $1::int) u,
              generate_series(1, least(5000, greatest(1, round(exp(ln(36) + 0.8 * random_normal()) + 0 * u)))::int))
     SELECT DISTINCT follower, followee FROM (
       SELECT follower, followee FROM drawn
       UNION ALL
       SELECT followee, follower FROM drawn WHERE followee > 2000 AND random() < 0.3
     ) f WHERE follower <> followee`,
    [ANGLERS],
  );
  await step('gen_follows index', 'CREATE INDEX ON gen_follows (follower, followee)');
  await step('analyze gen_follows', 'ANALYZE gen_follows');
  // The pairs and each angler's Mates count filled once from the whole graph: identity's follows
  // trigger (migration 20261129062719) is off while the follows go in.
  await step('follows: triggers off', 'ALTER TABLE follows DISABLE TRIGGER follows_made');
  await step(
    'follows',
    `INSERT INTO follows (follower_id, followee_id, created_at)
     SELECT a.id, b.id, now() - random() * interval '700 days'
       FROM gen_follows f JOIN gen_ids a ON a.n = f.follower JOIN gen_ids b ON b.n = f.followee`,
  );
  await step(
    'follow_pairs',
    `INSERT INTO follow_pairs (lo, hi, directions)
     SELECT least(follower_id, followee_id), greatest(follower_id, followee_id), count(*) FROM follows GROUP BY 1, 2`,
  );
  await step(
    'angler_mates',
    `INSERT INTO angler_mates (angler_id, mates)
     SELECT a.id, count(*)::int FROM follow_pairs p CROSS JOIN LATERAL (VALUES (p.lo), (p.hi)) a(id)
      WHERE p.directions = 2 GROUP BY a.id`,
  );
  await step('follows: triggers on', 'ALTER TABLE follows ENABLE TRIGGER follows_made');
  // Posts' copy of the graph, as identity's events fill it (migration 20251123000100).
  await step('post_follows', 'INSERT INTO post_follows (follower_id, followee_id) SELECT follower_id, followee_id FROM follows');
}

/**
 * Posts: angler 1 has exactly STATS_CATCHES catches; the rest are drawn with power(random(), 2)
 * over the others (a few anglers post thousands, most a handful). 90 % catches; 70 % of them at a
 * real North American water (its species, jittered ~30 km), 30 % anywhere between the Gulf and
 * Canada with a common species; sizes in the species' keeper range (lbs; length from weight, in).
 * Privacy 85 % public, 10 % mates, 5 % private; dates over the last two years.
 */
async function posts(step: Step) {
  await step(
    'gen_posts',
    `CREATE TEMP TABLE gen_posts AS
     WITH drawn AS (
       SELECT n,
              CASE WHEN n <= $3 THEN $4 ELSE 2 + floor(($1 - 1) * power(random(), 2))::int END AS author_n,
              CASE WHEN n <= $3 OR random() < 0.9 THEN 'catch' ELSE 'content' END AS type,
              random() AS privacy_roll, random() AS place_roll, random() AS size_roll,
              1 + floor(random() * (SELECT count(*) FROM gen_spots))::int AS spot,
              now() - random() * interval '730 days' AS created_at
         FROM generate_series(1, $2::int) n),
     placed AS (
       SELECT d.*, s.location AS spot_location,
              CASE WHEN d.place_roll < 0.7 THEN s.latitude + 0.3 * random_normal() ELSE 26 + random() * 23 END AS lat,
              CASE WHEN d.place_roll < 0.7 THEN s.longitude + 0.3 * random_normal() ELSE -124 + random() * 54 END AS lng,
              CASE WHEN d.place_roll < 0.7 THEN s.species[1 + floor(random() * cardinality(s.species))::int]
                   ELSE (${sqlText(checkedSpecies(COMMON))})[1 + floor(random() * ${COMMON.length})::int] END AS species
         FROM drawn d JOIN gen_spots s ON s.i = d.spot)
     SELECT p.n, pg_temp.uid('post', p.n) AS id, p.author_n, pg_temp.uid('angler', p.author_n) AS author_id, p.type,
            CASE WHEN p.privacy_roll < 0.85 THEN 'public' WHEN p.privacy_roll < 0.95 THEN 'mates' ELSE 'private' END AS privacy,
            CASE WHEN p.type = 'catch' THEN p.species END AS species,
            CASE WHEN p.type = 'catch' THEN round((z.min + (z.max - z.min) * power(p.size_roll, 2))::numeric, 1)::float8 END AS weight,
            CASE WHEN p.type = 'catch' THEN round(cbrt((z.min + (z.max - z.min) * power(p.size_roll, 2)) / 0.000625)::numeric, 1)::float8 END AS length,
            CASE WHEN p.type = 'catch' THEN (${sqlText(METHODS)})[1 + floor(random() * ${METHODS.length})::int] END AS method,
            CASE WHEN p.type = 'catch' THEN 'What a fight! Released her to grow bigger.' ELSE 'Rigging tips for the spring bite.' END AS description,
            CASE WHEN p.type = 'content' THEN 'Spring patterns' END AS title,
            CASE WHEN p.type = 'content' THEN 'text' END AS content_type,
            CASE WHEN p.type = 'catch' AND p.place_roll < 0.7 THEN p.spot_location END AS location,
            CASE WHEN p.type = 'catch' THEN least(89, greatest(-89, p.lat)) END AS latitude,
            CASE WHEN p.type = 'catch' THEN least(179, greatest(-179, p.lng)) END AS longitude,
            p.created_at
       FROM placed p LEFT JOIN gen_sizes z ON z.species = p.species`,
    [ANGLERS, POSTS, STATS_CATCHES, STATS_ANGLER],
  );
  await step('gen_posts index', 'CREATE INDEX ON gen_posts (author_n, created_at)');
  await step('analyze gen_posts', 'ANALYZE gen_posts');
}

/**
 * Likes: 5 M distinct (post, angler) pairs on public posts; posts drawn with power(random(), 1.6)
 * through a permutation of their numbers (so the liked posts are not all the first author's).
 * posts.likes is each post's count, as the like repository keeps it.
 */
async function likes(step: Step) {
  await step(
    'gen_likes',
    `CREATE TEMP TABLE gen_likes AS
     SELECT DISTINCT ON (post_n, angler_n) post_n, angler_n FROM (
       SELECT 1 + ((floor($1::int * power(random(), 1.6))::bigint * 7919 + 13) % $1::int)::int AS post_n,
              1 + floor(random() * $2)::int AS angler_n
         FROM generate_series(1, ($3 * 1.35)::int) g) d
      WHERE EXISTS (SELECT 1 FROM gen_posts p WHERE p.n = d.post_n AND p.privacy = 'public')
      LIMIT $3`,
    [POSTS, ANGLERS, LIKES],
  );
  await step(
    'posts',
    `INSERT INTO posts (id, author_id, type, privacy, species, weight, length, method, description, title, content_type,
                        location, latitude, longitude, is_personal_best, likes, created_at)
     SELECT p.id, p.author_id, p.type, p.privacy, p.species, p.weight, p.length, p.method, p.description, p.title,
            p.content_type, p.location, p.latitude, p.longitude,
            -- The server's rule: heavier than every earlier catch of that species by the same angler.
            p.type = 'catch' AND p.weight > coalesce(max(p.weight) OVER (PARTITION BY p.author_n, p.species ORDER BY p.created_at
                                                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), -1),
            coalesce(c.likes, 0), p.created_at
       FROM gen_posts p LEFT JOIN (SELECT post_n, count(*)::int AS likes FROM gen_likes GROUP BY post_n) c ON c.post_n = p.n`,
  );
  // The points each audience may see, at the new-angler defaults (as the location shield's migration backfilled them).
  await step('snapped points', SNAP_AT_NEW_ANGLER_DEFAULTS);
  await step(
    'post_likes',
    `INSERT INTO post_likes (post_id, angler_id, created_at, post_created_at)
     SELECT p.id, a.id, p.created_at + random() * (now() - p.created_at), p.created_at
       FROM gen_likes l JOIN gen_posts p ON p.n = l.post_n JOIN gen_ids a ON a.n = l.angler_n`,
  );
}

/**
 * The statistics' catch tallies, as the post repository keeps them (one row per angler, species and
 * privacy), from the posts just loaded — the statement of the migration that introduced them.
 * (Data sets of version 2, made before this table existed, got it from that migration.)
 */
async function tallies(step: Step) {
  await step(
    'catch_tallies',
    `INSERT INTO catch_tallies (author_id, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at)
     SELECT author_id, species, privacy, count(*)::int,
            max(weight), CASE WHEN max(weight) IS NOT NULL
              THEN (array_agg(created_at ORDER BY weight DESC NULLS LAST, created_at))[1] END,
            max(length), CASE WHEN max(length) IS NOT NULL
              THEN (array_agg(created_at ORDER BY length DESC NULLS LAST, created_at))[1] END
       FROM posts WHERE type = 'catch' GROUP BY author_id, species, privacy`,
  );
  // Discover's places (catch-place.sql.ts): every public catch's public point, as sharing writes them.
  await step(
    'catch_places',
    compile(
      sql`insert into catch_places (${CATCH_PLACE_COLUMNS}) ${catchPlaceRowsSql(sql`posts`, sql`type = 'catch' and privacy = 'public'`)}`,
    ).text,
  );
  // Inserted in posts' order, its indexes (by cell, then time) split pages all over and end about half
  // full (132 MB against 76 rebuilt); the data set before the location shield had them built whole by
  // its migration. Rebuilt, so a comparison of Discover or nearby with it reads indexes of one kind.
  await step('catch_places indexes', 'REINDEX TABLE catch_places');
}

/**
 * Home timelines as the app's fan-out would have written them (SharePost + KeepHomeTimelines):
 * every reader gets their own posts, their followees' public posts, and the mates-only posts of
 * followees who follow them back; private posts only the author. Capped at about TIMELINE_CAP
 * entries: created_at is uniform over two years, so a reader whose feed would hold F posts keeps
 * those newer than a cut-off at TIMELINE_CAP / F of the span — about the newest TIMELINE_CAP, with
 * no sort of the ~100 M candidates.
 */
async function timelines(step: Step) {
  await step(
    'gen_edges',
    `CREATE TEMP TABLE gen_edges AS
     SELECT f.follower, f.followee,
            EXISTS (SELECT 1 FROM gen_follows b WHERE b.follower = f.followee AND b.followee = f.follower) AS mutual
       FROM gen_follows f`,
  );
  await step(
    'gen_since',
    `CREATE TEMP TABLE gen_since AS
     WITH counts AS (
       SELECT author_n, count(*) FILTER (WHERE privacy = 'public') AS pub,
              count(*) FILTER (WHERE privacy = 'mates') AS mates, count(*) AS total
         FROM gen_posts GROUP BY author_n),
     fanout AS (
       SELECT e.follower, sum(c.pub + CASE WHEN e.mutual THEN c.mates ELSE 0 END) AS visible
         FROM gen_edges e JOIN counts c ON c.author_n = e.followee GROUP BY e.follower)
     SELECT u AS reader, (SELECT id FROM gen_ids WHERE n = u) AS reader_id,
            now() - interval '730 days' * least(1.0, $2::float8 / greatest(1, coalesce(f.visible, 0) + coalesce(c.total, 0))) AS since
       FROM generate_series(1, $1::int) u
       LEFT JOIN fanout f ON f.follower = u LEFT JOIN counts c ON c.author_n = u`,
    [ANGLERS, TIMELINE_CAP],
  );
  await step('analyze', 'ANALYZE gen_edges; ANALYZE gen_since');
  await step(
    'home_timelines',
    // Each row's copy of its post's precisions: the generated posts keep posts' defaults (public about 1 km, mates exact).
    `INSERT INTO home_timelines (angler_id, created_at, post_id, author_id, privacy, public_precision, mates_precision)
     SELECT s.reader_id, p.created_at, p.id, p.author_id, p.privacy, '1km', 'exact'
       FROM gen_edges e
       JOIN gen_since s ON s.reader = e.follower
       JOIN gen_posts p ON p.author_n = e.followee AND p.created_at > s.since
      WHERE p.privacy = 'public' OR (p.privacy = 'mates' AND e.mutual)
     UNION ALL
     SELECT p.author_id, p.created_at, p.id, p.author_id, p.privacy, '1km', 'exact'
       FROM gen_posts p JOIN gen_since s ON s.reader = p.author_n
      WHERE p.created_at > s.since`,
  );
}

/**
 * The real Tightlines backend on the bench's PostgreSQL, shared by every anglers-core scenario:
 * started once (its migrations create the schema), the data set generated (or reused) into that
 * schema, and a pool of generated anglers signed in through the real OIDC flow.
 *
 * Sessions: the development provider turns a typed name into a stable subject ('Bench Angler 7'
 * → 'bench-angler-7') and the app signs a subject in as whichever angler its identity link
 * (issuer, subject) names. The issuer is the app's own URL + /oidc, and the app picks a free port
 * each run, so before signing in we write identity links for THIS run's issuer that point the
 * subjects 'bench-angler-<k>' at generated anglers (numbers k · POOL_STEP). Then signing in by
 * typing 'Bench Angler <k>' goes through /api/login → provider page → /api/callback exactly as a
 * browser does, and lands in the generated angler's account. No backdoor in production code.
 */
import path from 'node:path';
import { signIn } from '../../../backend/test/support/sign-in.ts';
import { withClient } from '../../support/postgres.ts';
import type { BenchContext } from '../../support/scenario.ts';
import { anglersCore, POOL_SIZE, poolAngler, SCALE } from './dataset.ts';
import { scaledDatabase } from '../../support/scale.ts';
import { anglerId } from './ids.ts';
import { benchAppEnv } from '../../support/app-env.ts';

/** Each size of the data set (BENCH_ANGLERS_SCALE) in a database of its own. */
export const APP_DATABASE = scaledDatabase('tightlines_bench_app', SCALE);

export interface AnglersApp {
  url: string;
  databaseUrl: string;
  /** Cookie headers of the signed-in pool, index k-1 = pool angler k. */
  sessions: string[];
  /** The generated angler behind sessions[i]. */
  sessionAnglers: string[];
}

let shared: Promise<AnglersApp> | undefined;

/** The bench's app settings with the anglers' media kept beside the data set. */
export function appEnv(databaseUrl: string): Record<string, string> {
  return benchAppEnv(databaseUrl, { MEDIA_DIR: path.resolve(import.meta.dirname, '..', '..', '.data', 'media') });
}

/** Sets the app up on the first call (that scenario's report gets the data set and its time). */
export function anglersApp(ctx: BenchContext): Promise<AnglersApp> {
  shared ??= setUp(ctx);
  return shared;
}

async function setUp(ctx: BenchContext): Promise<AnglersApp> {
  const databaseUrl = await ctx.databaseUrl(APP_DATABASE);
  // Starting applies the app's new migrations to a reused data set first: rebuilding an index of its
  // 59.6 M timeline rows takes minutes on this machine.
  const server = await ctx.startServer({ entry: 'backend/src/main.ts', env: appEnv(databaseUrl), startTimeoutMs: 30 * 60_000 });
  // Stays up for every anglers-core scenario; the harness stops it at the end of the run.
  ctx.log(`app running at ${server.url} (pid ${server.pid})`);
  await ctx.dataset(databaseUrl, anglersCore);
  await withClient(databaseUrl, async (c) => {
    // Posts' copy of its authors' cards, as identity's AnglerCardChanged events (one per sign-up)
    // would have made it: written here, not by the generator, so data sets made before the table reuse.
    const started = performance.now();
    const { rowCount } = await c.query(
      `INSERT INTO post_authors (angler_id, display_name, first_name, last_name, profile_image_url, share_trip_locations)
       SELECT id, display_name, first_name, last_name, profile_image_url, share_trip_locations FROM users
       ON CONFLICT (angler_id) DO UPDATE SET display_name = excluded.display_name, first_name = excluded.first_name,
         last_name = excluded.last_name, profile_image_url = excluded.profile_image_url,
         share_trip_locations = excluded.share_trip_locations`,
    );
    await c.query('VACUUM ANALYZE post_authors');
    ctx.log(`post_authors: ${rowCount} cards copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // What autovacuum keeps up in production: the visibility map of the tables read index-only. The
    // generator's VACUUM can leave it unset (a snapshot still open somewhere while it ran), and the
    // like/unlike scenario of an earlier run leaves post_likes' pages changed, and posts' (its counters:
    // the feed probes posts' shield state and nearby walks its fine cells, both index-only); cheap when
    // already set. post_follows: posts' copy of the graph, which the pages' mates scan reads index-only.
    const vacuumed = performance.now();
    const tables = ['home_timelines', 'catch_places', 'follows', 'post_follows', 'post_likes', 'posts'];
    for (const table of tables) await c.query(`VACUUM ${table}`);
    ctx.log(`visibility maps refreshed in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
  });

  const issuer = `${server.url}/oidc`;
  const ks = Array.from({ length: POOL_SIZE }, (_, i) => i + 1);
  await withClient(databaseUrl, async (c) => {
    await c.query(`DELETE FROM identity_links WHERE subject LIKE 'bench-angler-%'`);
    await c.query(
      `INSERT INTO identity_links (issuer, subject, user_id)
       SELECT $1, 'bench-angler-' || k, id FROM unnest($2::int[], $3::uuid[]) AS t(k, id)`,
      [issuer, ks, ks.map((k) => anglerId(poolAngler(k)))],
    );
  });

  const started = performance.now();
  const sessions: string[] = [];
  for (let i = 0; i < ks.length; i += 8) {
    const clients = await Promise.all(ks.slice(i, i + 8).map((k) => signIn({ url: server.url }, `Bench Angler ${k}`)));
    sessions.push(...clients.map((client) => client.cookieHeader('/api/posts')));
  }
  const me = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: sessions[0]! } }).then((r) => r.json());
  if ((me as { id?: string }).id !== anglerId(poolAngler(1))) {
    throw new Error(`Bench Angler 1 signed in as ${JSON.stringify(me)}, not generated angler ${poolAngler(1)}`);
  }
  ctx.log(`${sessions.length} anglers signed in through the OIDC flow in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { url: server.url, databaseUrl, sessions, sessionAnglers: ks.map((k) => anglerId(poolAngler(k))) };
}

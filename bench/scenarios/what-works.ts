/**
 * "What works for me" on the real app: GET /api/stats/me/what-works as one of 8 signed-in anglers,
 * each with 10⁴ catches with recorded conditions (and 500 trips) among 10⁵ rows of other anglers:
 * one statement over the angler's rows of weather_conditions, read from its covering index
 * (weather_conditions_angler_idx), counted by each condition, per species and in pairs.
 */
import { signIn } from '../../backend/test/support/sign-in.ts';
import { withClient } from '../support/postgres.ts';
import type { Scenario } from '../support/scenario.ts';
import { benchAppEnv } from '../support/app-env.ts';

const ANGLERS = 8;
const CATCHES_EACH = 10_000;
const TRIPS_EACH = 500;
const OTHERS_ROWS = 100_000;
const sessions: string[] = [];

/** Rows of weather_conditions for these anglers (md5-derived ids for the others), spread over three years. */
const rowsSql = (kind: 'catch' | 'trip', count: string, angler: string, prefix: string) => `
  INSERT INTO weather_conditions (subject_kind, subject_id, angler_id, at, outing, species, caught, air_temperature_c,
    water_temperature_c, pressure_hpa, pressure_change_3h_hpa, pressure_trend, wind_kmh, wind_direction_deg, cloud_cover_pct,
    moon_phase, solunar, light, tide, water_band, month)
  SELECT '${kind}', md5('${prefix}' || k)::uuid, ${angler}, at, (at at time zone 'UTC')::date,
    ${kind === 'catch' ? `(ARRAY['walleye','largemouth-bass','northern-pike','yellow-perch','rainbow-trout','bluegill'])[1 + floor(random() * 6)::int]` : 'NULL'},
    ${kind === 'catch' ? 'true' : 'random() < 0.6'}, 5 + random() * 25, CASE WHEN random() < 0.3 THEN 4 + random() * 24 END,
    995 + random() * 35, change, CASE WHEN change <= -1 THEN 'falling' WHEN change >= 1 THEN 'rising' ELSE 'steady' END,
    random() * 40, floor(random() * 360)::int, floor(random() * 101)::int,
    (ARRAY['new','waxing crescent','first quarter','waxing gibbous','full','waning gibbous','last quarter','waning crescent'])[1 + floor(random() * 8)::int],
    (ARRAY['major','minor','none','none'])[1 + floor(random() * 4)::int], (ARRAY['dawn','day','day','dusk','night'])[1 + floor(random() * 5)::int],
    'none', NULL, extract(month from at at time zone 'UTC')::smallint
  FROM (SELECT k, now() - random() * interval '3 years' AS at, (random() * 8 - 4)::real AS change FROM generate_series(1, ${count}) k) g`;

const whatWorks: Scenario = {
  name: 'what works for me, 10⁴ catches (real app)',
  description: `GET /api/stats/me/what-works for an angler with ${CATCHES_EACH.toLocaleString('en')} catches and ${TRIPS_EACH} trips with conditions (${ANGLERS} such anglers, ${OTHERS_ROWS.toLocaleString('en')} rows of others)`,
  target: { maxP99xBaseline: 2 },
  async prepare(ctx) {
    const databaseUrl = await ctx.databaseUrl('tightlines_bench_what_works');
    const server = await ctx.startServer({ entry: 'backend/src/main.ts', env: benchAppEnv(databaseUrl), startTimeoutMs: 120_000 });
    const anglers = await Promise.all(Array.from({ length: ANGLERS }, (_, i) => signIn({ url: server.url }, `What Works Bench ${i + 1}`)));
    const ids = await Promise.all(anglers.map(async (a) => (await a.get<{ id: string }>('/api/auth/user')).json.id));
    await withClient(databaseUrl, async (c) => {
      await c.query('TRUNCATE weather_conditions');
      await c.query(rowsSql('catch', String(OTHERS_ROWS), `md5('bench-other-' || (k % 5000))::uuid`, 'bench-other-catch-'));
      for (const [i, id] of ids.entries()) {
        await c.query(rowsSql('catch', String(CATCHES_EACH), `'${id}'::uuid`, `bench-${i}-catch-`));
        await c.query(rowsSql('trip', String(TRIPS_EACH), `'${id}'::uuid`, `bench-${i}-trip-`));
      }
      // As autovacuum leaves an insert-mostly table: its visibility map set, so the aggregate reads the index alone.
      await c.query('VACUUM (ANALYZE) weather_conditions');
    });
    sessions.splice(0, sessions.length, ...anglers.map((a) => a.cookieHeader('/api/stats/me/what-works')));
    const first = await anglers[0]!.get<{ bySpecies: Array<{ catches: number }>; summary: string }>('/api/stats/me/what-works');
    const counted = first.json.bySpecies?.reduce((a, s) => a + s.catches, 0);
    if (first.status !== 200 || counted !== CATCHES_EACH) throw new Error(`what works answered ${first.status}: ${first.text.slice(0, 200)}`);
    ctx.note(`The first angler's summary: "${first.json.summary}"`);
    await ctx.explain(
      databaseUrl,
      "the angler's rows as the statement reads them (its CTE): an index-only scan of weather_conditions_angler_idx",
      `select subject_kind, species, outing, caught, pressure_trend, moon_phase, solunar, light, water_band, month
       from weather_conditions where angler_id = '${ids[0]}'::uuid`,
    );
    return { url: server.url, close: server.stop };
  },
  requests: () => () => ({ path: '/api/stats/me/what-works', headers: { cookie: sessions[Math.floor(Math.random() * sessions.length)]! } }),
};

export default whatWorks;

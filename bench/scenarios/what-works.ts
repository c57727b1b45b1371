/**
 * "What works for me" on the real app: GET /api/stats/me/what-works as one of 8 signed-in anglers,
 * each with 10⁴ catches with recorded conditions (and 500 trips) among 2·10⁴ rows of other anglers.
 * The app keeps each angler's tallies as it keeps conditions; here the rows are bulk-loaded and the
 * tallies worked out from them by the same keys (weather's domain tally-keys.ts, in SQL), so the
 * request reads what it reads in the app: one primary-key range of the angler's tallies.
 */
import { signIn } from '../../backend/test/support/sign-in.ts';
import { withClient } from '../support/postgres.ts';
import type { Scenario } from '../support/scenario.ts';
import { benchAppEnv } from '../support/app-env.ts';
import { talliesSql } from '../../backend/src/modules/weather/adapters/persistence/sql-conditions.store.ts';

const ANGLERS = 8;
const CATCHES_EACH = 10_000;
const TRIPS_EACH = 500;
const OTHERS_ROWS = 20_000;
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

/** Each row's tally keys, as weather's domain (tally-keys.ts) makes them when the app keeps a row. */
const TALLY_KEYS = `
  WITH r AS (SELECT angler_id, subject_kind, coalesce(species, '') AS species, outing, caught, pressure_trend, moon_phase, solunar, light,
               water_band, to_char(make_date(2000, month, 1), 'FMMonth') AS month_name FROM weather_conditions)
  SELECT angler_id, outing, caught, 'species' AS part, species, '' AS k1, '' AS v1, '' AS k2, '' AS v2 FROM r WHERE subject_kind = 'catch'
  UNION ALL
  SELECT angler_id, outing, caught, CASE WHEN subject_kind = 'trip' THEN 'trip' ELSE 'condition' END, s.sp, v.k, v.v, '', ''
  FROM r CROSS JOIN LATERAL (VALUES ('pressureTrend', pressure_trend), ('moonPhase', moon_phase), ('solunar', solunar), ('light', light),
    ('waterBand', water_band), ('month', month_name)) v(k, v)
  CROSS JOIN LATERAL (SELECT '' AS sp UNION ALL SELECT r.species WHERE r.subject_kind = 'catch') s
  WHERE v.v IS NOT NULL
  UNION ALL
  SELECT angler_id, outing, caught, 'pair', species, p.k1, p.v1, p.k2, p.v2
  FROM r CROSS JOIN LATERAL (VALUES ('pressureTrend', pressure_trend, 'light', light), ('solunar', solunar, 'light', light),
    ('pressureTrend', pressure_trend, 'solunar', solunar), ('moonPhase', moon_phase, 'light', light)) p(k1, v1, k2, v2)
  WHERE subject_kind = 'catch' AND p.v1 IS NOT NULL AND p.v2 IS NOT NULL`;

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
      await c.query('TRUNCATE weather_condition_days, weather_condition_tallies');
      await c.query(`INSERT INTO weather_condition_days (angler_id, part, species, k1, v1, k2, v2, outing, n)
        SELECT angler_id, part, species, k1, v1, k2, v2, outing, count(*) FROM (${TALLY_KEYS}) k GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`);
      await c.query(`INSERT INTO weather_condition_tallies (angler_id, part, species, k1, v1, k2, v2, n, outings, caught)
        SELECT angler_id, part, species, k1, v1, k2, v2, count(*), count(DISTINCT outing), count(*) FILTER (WHERE caught)
        FROM (${TALLY_KEYS}) k GROUP BY 1, 2, 3, 4, 5, 6, 7`);
      await c.query('VACUUM (ANALYZE) weather_conditions, weather_condition_days, weather_condition_tallies');
    });
    sessions.splice(0, sessions.length, ...anglers.map((a) => a.cookieHeader('/api/stats/me/what-works')));
    const first = await anglers[0]!.get<{ bySpecies: Array<{ catches: number }>; summary: string }>('/api/stats/me/what-works');
    const counted = first.json.bySpecies?.reduce((a, s) => a + s.catches, 0);
    if (first.status !== 200 || counted !== CATCHES_EACH)
      throw new Error(`what works answered ${first.status}: ${first.text.slice(0, 200)}`);
    ctx.note(`The first angler's summary: "${first.json.summary}"`);
    const tallies = talliesSql(null, { angler: ids[0]! });
    await ctx.explain(
      databaseUrl,
      "the request's one statement of weather: the angler's tallies (each species' best pair only), a primary-key range",
      tallies.text,
      [...tallies.values],
    );
    return { url: server.url, close: server.stop };
  },
  requests: () => () => ({ path: '/api/stats/me/what-works', headers: { cookie: sessions[Math.floor(Math.random() * sessions.length)]! } }),
};

export default whatWorks;

/**
 * PostgreSQL's CPU per execution of the Following feed's, Discover's and nearby posts' statements,
 * measured alone: each sent as the app sends it (a named prepared statement, so a generic plan after five custom
 * ones) on ONE connection to the bench's PostgreSQL and anglers-core data set, with random readers
 * (Discover: random circles around the busy waters, as the bench's load; nearby: random 10 km
 * circles there, as the bench's nearby scenario, read by its signed-in anglers). The backend's time on the
 * CPU is read from /proc/<pg_backend_pid()>/schedstat (ns) around each execution, and the statements
 * are interleaved call by call in a random order with the same reader, so the machine's load and
 * drift fall on all of them alike (in blocks, or always in the same order, they did not: the first
 * statement after the client's own work pays for cold caches). The bench's CPU per request under 32
 * connections moves more between runs than a change of a few µs in one statement; this does not.
 *
 *   BENCH_PG_DIR=… BENCH_PG_PORT=… BENCH_ANGLERS_SCALE=0.1 nice -n 19 node --import tsx bench/statement-cpu.ts \
 *     [--calls=2000] [--rounds=3] [--only=feed,discover,nearby] [--feed=<name>=<file.sql>]…
 *     [--discover=<name>=<file.sql>]… [--nearby=<name>=<file.sql>]…
 *
 * `--feed` adds a statement text to compare with the app's feed (every parameter is given the
 * reader, as in the app's); `--discover` one to compare with Discover's, `--nearby` one to compare
 * with nearby posts' (each given the app's values in order, as many as its text numbers). A text
 * written for another layout of values names its own on its first line, e.g. an older nearby text:
 * `-- values: $1 $2 radiusKm $5 $6 $7 $8 $9 $10 $11 $12 $13` (`$n` the app's n-th value; nearby's
 * words: latitude, longitude, radiusKm, viewer, twentyAnglers). The warm-up prints each variant whose
 * rows (ids, in order) differ from the app's statement's for the same values. `--only` measures the
 * app's statements of those reads alone (and the texts given for them); all three by default.
 * Linux only; the data set must exist (a bench run makes it).
 */
import fs from 'node:fs';
import pg from 'pg';
import { DISCOVER_RADIUS_KM } from '../backend/src/modules/posts/application/discover-catches.ts';
import { startBenchPostgres } from './support/postgres.ts';
import { scaledDatabase } from './support/scale.ts';
import { discoverNear, followingPage, postsNear } from './scenarios/anglers-core/app-sql.ts';
import { near } from './scenarios/anglers-core.ts';
import { POOL_SIZE, poolAngler, SCALE } from './scenarios/anglers-core/dataset.ts';
import { anglerId } from './scenarios/anglers-core/ids.ts';

interface Measured {
  name: string;
  /** Which read it is the app's statement of or a variant of: the warm-up compares their answers. */
  read?: string;
  text: string;
  values: (reader: string, call: number) => unknown[];
}

const option = (name: string) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const calls = Number(option('calls')[0] ?? 2000);
const reads = new Set((option('only')[0] ?? 'feed,discover,nearby').split(','));
const rounds = Number(option('rounds')[0] ?? 3);
const highestParameter = (text: string) => Math.max(0, ...(text.match(/\$\d+/g) ?? []).map((p) => Number(p.slice(1))));
const fromFile = (spec: string) => {
  const [name, file] = spec.split(/=(.*)/s) as [string, string];
  return { name, text: fs.readFileSync(file, 'utf8') };
};

const STAND_IN = '00000000-0000-0000-0000-000000000000';
const circles = Array.from({ length: 200 }, () => ({ ...near(), radiusKm: DISCOVER_RADIUS_KM }));
const discoverValues = (reader: string, call: number) => [...discoverNear(reader, circles[call % circles.length]!).values];
/** The named values a Discover text may ask for (`-- values:`): the call's circle. */
const discoverNamed = (call: number) => ({ ...circles[call % circles.length]! });
const feedLike = (name: string, text: string): Measured => ({
  name,
  text,
  values: (reader) => Array.from({ length: highestParameter(text) }, () => reader),
});
/**
 * A read's statement or a text to compare with it, given the app's values in order (as many as its
 * text numbers) — or, when its text begins `-- values: …`, the values that line names in order: `$n`
 * is the app's n-th, a word one of the call's `named` values (a text written for another layout).
 */
const withAppValues = (
  name: string,
  text: string,
  appValues: (reader: string, call: number) => unknown[],
  named: (call: number) => Record<string, unknown> = () => ({}),
): Measured => {
  const layout = /^-- values:(.*)$/m
    .exec(text.split('\n')[0] ?? '')?.[1]
    ?.trim()
    .split(/\s+/);
  return {
    name,
    text,
    values: (reader, call) => {
      const app = appValues(reader, call);
      if (!layout) return app.slice(0, highestParameter(text));
      const own = named(call);
      return layout.map((token) => {
        if (token.startsWith('$')) return app[Number(token.slice(1)) - 1];
        if (!(token in own)) throw new Error(`${name}: no value named ${token} (${Object.keys(own).join(', ')})`);
        return own[token];
      });
    },
  };
};

/** The bench's nearby scenario: a 10 km circle within ±0.1° of a busy water, read by one of its signed-in anglers. */
const NEARBY_RADIUS_KM = 10;
const nearbyText = (circle: ReturnType<typeof near>) => postsNear(STAND_IN, { ...circle, radiusKm: NEARBY_RADIUS_KM }).text;
const firstNearby = near();
// One prepared statement, as the app's for a shape: circles whose walk has another shape (cell level) are left out.
const nearbyCircles = [firstNearby, ...Array.from({ length: 400 }, near)]
  .filter((c) => nearbyText(c) === nearbyText(firstNearby))
  .slice(0, 200)
  .map((c) => ({ ...c, radiusKm: NEARBY_RADIUS_KM }));
const nearbyViewers = Array.from({ length: POOL_SIZE }, (_, i) => anglerId(poolAngler(i + 1)));
const nearbyCall = (call: number) => ({
  ...nearbyCircles[call % nearbyCircles.length]!,
  viewer: nearbyViewers[call % nearbyViewers.length]!,
});
/** The named values a nearby text may ask for (`-- values:`): the call's circle and viewer, and twenty anglers (as a page's authors). */
const nearbyNamed = (call: number) => ({
  ...nearbyCall(call),
  twentyAnglers: Array.from({ length: 20 }, (_, i) => nearbyViewers[(call * 7 + i) % nearbyViewers.length]!),
});
const nearbyValues = (_reader: string, call: number) => {
  const { viewer, ...circle } = nearbyCall(call);
  return [...postsNear(viewer, circle).values];
};

const variants = (
  read: string,
  appName: string,
  appText: string,
  appValues: (reader: string, call: number) => unknown[],
  named?: (call: number) => Record<string, unknown>,
) =>
  reads.has(read)
    ? [appName, ...option(read)].map((spec, i) => {
        const { name, text } = i === 0 ? { name: spec, text: appText } : fromFile(spec);
        return { ...withAppValues(name, text, appValues, named), read };
      })
    : [];

const statements: Measured[] = [
  ...(reads.has('feed')
    ? [
        feedLike('Following feed (the app)', followingPage(STAND_IN).text),
        ...option('feed')
          .map(fromFile)
          .map((f) => feedLike(f.name, f.text)),
      ].map((m) => ({ ...m, read: 'feed' }))
    : []),
  ...variants('discover', 'Discover (the app)', discoverNear(STAND_IN, circles[0]!).text, discoverValues, discoverNamed),
  ...variants('nearby', 'nearby posts (the app)', postsNear(STAND_IN, nearbyCircles[0]!).text, nearbyValues, nearbyNamed),
  feedLike('floor: select $1::uuid', 'select $1::uuid as id'),
];

const server = await startBenchPostgres();
const client = new pg.Client({ connectionString: await server.url(scaledDatabase('tightlines_bench_app', SCALE)) });
await client.connect();
try {
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const onCpuUs = () => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
  const readers = (
    await client.query<{ id: string }>(
      'select angler_id as id from (select distinct angler_id from home_timelines) a order by random() limit 200',
    )
  ).rows.map((r) => r.id);
  const run = (k: number, call: number, reader: string) =>
    client.query({ name: `statement-cpu-${k}`, text: statements[k]!.text, values: statements[k]!.values(reader, call) });

  // The warm-up also compares each variant's answer (its rows' ids, in order) with the app's for the same values.
  const differing = statements.map(() => 0);
  for (let call = 0; call < 50; call++) {
    const answers = new Map<string, string>();
    for (const [k, s] of statements.entries()) {
      const { rows } = await run(k, call, readers[call % readers.length]!);
      const answer = rows.map((r: { id?: unknown }) => String(r.id ?? JSON.stringify(r))).join();
      if (!s.read) continue;
      if (!answers.has(s.read)) answers.set(s.read, answer);
      else if (answers.get(s.read) !== answer) differing[k]!++;
    }
  }
  for (const [k, n] of differing.entries()) if (n) console.log(`${statements[k]!.name}: another answer than the app's in ${n} of 50 calls`);
  const spent = statements.map(() => [] as number[]);
  for (let call = 0; call < rounds * calls; call++) {
    const reader = readers[call % readers.length]!;
    const order = [...statements.keys()].sort(() => Math.random() - 0.5);
    for (const k of order) {
      const before = onCpuUs();
      await run(k, call, reader);
      spent[k]!.push(onCpuUs() - before);
    }
  }

  console.log(`\n${rounds * calls} executions each, interleaved; backend CPU per execution (µs)\n`);
  console.log('| statement | median | mean | p25 | p75 |\n| --- | ---: | ---: | ---: | ---: |');
  for (const [k, s] of statements.entries()) {
    const sorted = spent[k]!.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(0);
    const mean = (sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(0);
    console.log(`| ${s.name} | ${at(0.5)} | ${mean} | ${at(0.25)} | ${at(0.75)} |`);
  }
} finally {
  await client.end();
  await server.stop();
}

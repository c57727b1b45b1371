/**
 * PostgreSQL's CPU per execution of the Following feed's and Discover's statements, measured alone:
 * each sent as the app sends it (a named prepared statement, so a generic plan after five custom
 * ones) on ONE connection to the bench's PostgreSQL and anglers-core data set, with random readers
 * (Discover: random circles around the busy waters, as the bench's load). The backend's time on the
 * CPU is read from /proc/<pg_backend_pid()>/schedstat (ns) around each execution, and the statements
 * are interleaved call by call in a random order with the same reader, so the machine's load and
 * drift fall on all of them alike (in blocks, or always in the same order, they did not: the first
 * statement after the client's own work pays for cold caches). The bench's CPU per request under 32
 * connections moves more between runs than a change of a few µs in one statement; this does not.
 *
 *   BENCH_PG_DIR=… BENCH_PG_PORT=… BENCH_ANGLERS_SCALE=0.1 nice -n 19 node --import tsx bench/statement-cpu.ts \
 *     [--calls=2000] [--rounds=3] [--feed=<name>=<file.sql>]… [--discover=<name>=<file.sql>]…
 *
 * `--feed` adds a statement text to compare with the app's feed (every parameter is given the
 * reader, as in the app's); `--discover` one to compare with Discover's (given the app's values in
 * order, as many as its text numbers). Linux only; the data set must exist (a bench run makes it).
 */
import fs from 'node:fs';
import pg from 'pg';
import { DISCOVER_RADIUS_KM } from '../backend/src/modules/posts/application/discover-catches.ts';
import { startBenchPostgres } from './support/postgres.ts';
import { scaledDatabase } from './support/scale.ts';
import { discoverNear, followingPage } from './scenarios/anglers-core/app-sql.ts';
import { near } from './scenarios/anglers-core.ts';
import { SCALE } from './scenarios/anglers-core/dataset.ts';

interface Measured {
  name: string;
  text: string;
  values: (reader: string, call: number) => unknown[];
}

const option = (name: string) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const calls = Number(option('calls')[0] ?? 2000);
const rounds = Number(option('rounds')[0] ?? 3);
const highestParameter = (text: string) => Math.max(0, ...(text.match(/\$\d+/g) ?? []).map((p) => Number(p.slice(1))));
const fromFile = (spec: string) => {
  const [name, file] = spec.split(/=(.*)/s) as [string, string];
  return { name, text: fs.readFileSync(file, 'utf8') };
};

const STAND_IN = '00000000-0000-0000-0000-000000000000';
const circles = Array.from({ length: 200 }, () => ({ ...near(), radiusKm: DISCOVER_RADIUS_KM }));
const discoverValues = (reader: string, call: number) => [...discoverNear(reader, circles[call % circles.length]!).values];
const feedLike = (name: string, text: string): Measured => ({
  name,
  text,
  values: (reader) => Array.from({ length: highestParameter(text) }, () => reader),
});
const discoverLike = (name: string, text: string): Measured => ({
  name,
  text,
  values: (reader, call) => discoverValues(reader, call).slice(0, highestParameter(text)),
});

const statements: Measured[] = [
  feedLike('Following feed (the app)', followingPage(STAND_IN).text),
  ...option('feed')
    .map(fromFile)
    .map((f) => feedLike(f.name, f.text)),
  discoverLike('Discover (the app)', discoverNear(STAND_IN, circles[0]!).text),
  ...option('discover')
    .map(fromFile)
    .map((f) => discoverLike(f.name, f.text)),
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

  for (let call = 0; call < 50; call++) for (const k of statements.keys()) await run(k, call, readers[call % readers.length]!);
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

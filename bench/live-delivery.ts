/**
 * The live target: with 1,000 open streams, a message sent to a connected mate arrives in p99 ≤
 * 100 ms while 200 messages a second are being sent. `node --import tsx bench/live-delivery.ts`
 * (BENCH_LIVE_SECONDS, default 12; BENCH_LIVE_RATE, default 200; the bench's BENCH_PG_* variables).
 *
 * The real app on the community data set (bench/scenarios/community/dataset.ts: 10⁶ direct messages
 * already there), 200 anglers signed in through the real OIDC flow in 100 mate pairs, each with 5 open
 * streams (browser tabs) — 1,000 streams. Every angler sends its mate one message a second, spread
 * evenly (200 a second in all). A message's delay is from the moment its POST is sent to the moment the
 * first of the recipient's streams has it; every one of the recipient's 5 streams must get it (a lost
 * one is counted). Delivery goes the app's real way: the message, both anglers' live sequence numbers
 * and the notification in the send's transaction, a NOTIFY on commit, each stream reading its log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { signIn, type AnglerClient } from '../backend/test/support/sign-in.ts';
import { ensureDataset } from './support/dataset.ts';
import { startBenchPostgres, withClient } from './support/postgres.ts';
import { startServer } from './support/server.ts';
import { cpuMeter } from './support/cpu.ts';
import { statementCounter, statementsTable } from './support/statements.ts';
import { ownSignals, shutdown } from './support/shutdown.ts';
import { startCommunityApp } from './scenarios/community.ts';

const PAIRS = 100;
/** Open streams (browser tabs) per angler: 5 × 200 anglers = the 1,000 (BENCH_LIVE_TABS). */
const TABS = Number(process.env.BENCH_LIVE_TABS ?? 5);
/** Messages a second in all (the load is 200; BENCH_LIVE_RATE runs lighter or heavier). */
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 200);
const WARMUP_S = 3;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 12);

interface Angler {
  client: AnglerClient;
  id: string;
  mate?: Angler;
}

/** Sent messages by tag: when the POST went out, and when each of the recipient's tabs had it. */
const sent = new Map<string, { at: number; arrivals: number[]; measured: boolean }>();

/** One browser tab's stream: reads GET /api/live as EventSource would, timing each message's arrival. */
async function openStream(angler: Angler, url: string, stop: AbortSignal, opened: () => void): Promise<void> {
  const res = await fetch(`${url}/api/live`, {
    headers: { cookie: angler.client.cookieHeader('/api/live'), accept: 'text/event-stream' },
    signal: stop,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  opened();
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      for (end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: message')) continue;
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        const message = JSON.parse(data.slice(6)) as { content: string; recipientId: string };
        if (message.recipientId !== angler.id) continue;
        sent.get(message.content)?.arrivals.push(performance.now());
      }
    }
  } catch (error) {
    if (!stop.aborted) throw error;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  ownSignals();
  const postgres = await startBenchPostgres();
  const log = (m: string) => console.log(`bench [live delivery]: ${m}`);
  const ctx = {
    databaseUrl: (name: string) => postgres.url(name),
    startServer,
    dataset: (url: string, spec: Parameters<typeof ensureDataset>[1]) => ensureDataset(url, spec, process.argv.includes('--fresh')),
    log,
  };
  const app = await startCommunityApp(ctx);

  const anglers: Angler[] = [];
  for (let k = 0; k < PAIRS * 2; k += 10) {
    anglers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const client = await signIn({ url: app.url }, `Live Bench ${k + i + 1}`);
          return { client, id: (await client.get<{ id: string }>('/api/auth/user')).json.id };
        }),
      )),
    );
  }
  for (let i = 0; i < anglers.length; i += 2) [anglers[i]!.mate, anglers[i + 1]!.mate] = [anglers[i + 1]!, anglers[i]!];
  await withClient(app.databaseUrl, async (c) => {
    const ids = anglers.map((a) => a.id);
    const mates = anglers.map((a) => a.mate!.id);
    // Mates (follows both ways) of two days' standing (the regular limits, not a first day's).
    await c.query('INSERT INTO follows (follower_id, followee_id) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING', [
      ids,
      mates,
    ]);
    await c.query("UPDATE users SET created_at = now() - interval '2 days' WHERE id = ANY($1::uuid[])", [ids]);
  });
  log(`${anglers.length} anglers signed in as ${PAIRS} mate pairs`);

  const stop = new AbortController();
  let open = 0;
  // Opened 50 at a time, as browsers arrive (1,000 at the same millisecond queue for the app's 10 database
  // connections longer than their 3 s wait: a 503, which a browser's EventSource would simply retry).
  const streams: Array<Promise<void>> = [];
  for (const a of anglers) {
    for (let t = 0; t < TABS; t++) streams.push(openStream(a, app.url, stop.signal, () => open++));
    if (streams.length % 50 === 0) while (open < streams.length) await new Promise((r) => setTimeout(r, 20));
  }
  while (open < streams.length) await new Promise((r) => setTimeout(r, 50));
  log(`${open} streams open; sending ${RATE} messages a second for ${WARMUP_S + SECONDS} s (the first ${WARMUP_S} s unmeasured)`);

  // What a message costs, in figures the machine's other work barely moves: CPU by process, statements.
  const statements = await statementCounter(postgres);
  await statements?.reset();
  const cpu = cpuMeter();
  const started = performance.now();
  const failures: string[] = [];
  const posts: Array<Promise<void>> = [];
  for (let n = 0; ; n++) {
    const due = started + (n * 1000) / RATE;
    if (due > started + (WARMUP_S + SECONDS) * 1000) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const sender = anglers[n % anglers.length]!;
    const tag = `live-${n}`;
    sent.set(tag, { at: performance.now(), arrivals: [], measured: due >= started + WARMUP_S * 1000 });
    posts.push(
      sender.client.send('POST', '/api/messages', { recipientId: sender.mate!.id, content: tag }).then(
        (r) => {
          if (r.status !== 201) failures.push(`${r.status} ${r.text.slice(0, 120)}`);
        },
        (error: Error) => {
          failures.push(`${error.message} (${(error.cause as Error | undefined)?.message ?? ''})`);
        },
      ),
    );
  }
  await Promise.all(posts);
  const sendSeconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2000)); // stragglers
  const accepted = sent.size - failures.length;
  const spent = cpu?.stop(accepted);
  const counts = await statements?.perRequest(accepted);
  stop.abort();
  await Promise.allSettled(streams);

  const measured = [...sent.values()].filter((s) => s.measured);
  const delays = measured
    .filter((s) => s.arrivals.length > 0)
    .map((s) => Math.min(...s.arrivals) - s.at)
    .sort((a, b) => a - b);
  const allTabs = measured.filter((s) => s.arrivals.length >= TABS).length;
  const rate = sent.size / sendSeconds;
  const row = {
    streams: open,
    sentPerSecond: Math.round(rate),
    measured: measured.length,
    arrived: delays.length,
    everyTab: allTabs,
    refused: failures.length,
    p50: Math.round(percentile(delays, 50)),
    p95: Math.round(percentile(delays, 95)),
    p99: Math.round(percentile(delays, 99)),
    max: Math.round(delays.at(-1) ?? NaN),
  };
  const met = row.p99 <= 100 && row.arrived === row.measured && row.refused === 0;
  const lines = [
    '# Live delivery under load',
    '',
    `Run at ${new Date().toISOString()} (\`npm run bench:live\`, ${SECONDS} s measured after ${WARMUP_S} s): ${PAIRS * 2} anglers in ${PAIRS} mate pairs, ${TABS} open streams each.`,
    '',
    '| open streams | messages/s sent | measured | arrived | on every tab | refused | p50 ms | p95 ms | p99 ms | max ms | target | met? |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    `| ${row.streams} | ${row.sentPerSecond} | ${row.measured} | ${row.arrived} | ${row.everyTab} | ${row.refused} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.max} | p99 ≤ 100 ms at 200/s with 1,000 streams | ${met ? 'yes' : 'no'} |`,
    '',
    failures.length ? `First refusals: ${[...new Set(failures)].slice(0, 3).join('; ')}` : 'No send was refused.',
    '',
    ...(spent
      ? [
          `CPU per accepted message (sending, storing and delivering it to every tab; the heartbeats and the load generator's streams included): app ${Math.round(spent.appUs)} µs, PostgreSQL ${Math.round(spent.postgresUs)} µs, load generator ${Math.round(spent.loadUs)} µs.`,
          '',
        ]
      : []),
    ...(counts ? [statementsTable(counts).replaceAll('per request', 'per accepted message'), ''] : []),
  ];
  const out = path.join(import.meta.dirname, 'results', 'community-live.md');
  fs.appendFileSync(out, lines.join('\n'));
  console.log(lines.join('\n'));
  await shutdown();
}

main().catch(async (error) => {
  console.error(error);
  await shutdown();
  process.exit(1);
});

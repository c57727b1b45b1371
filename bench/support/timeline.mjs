/**
 * Lays a paced run's latencies second by second beside what the server, PostgreSQL and the kernel did in
 * the same second, and counts the stalls. Inputs (any may be left out):
 *   --paced=FILE    the generators' PACED_TIMELINE_OUT (send moment in epoch ms, latency ms, a line each)
 *   --stalls=FILE   stalls.preload.mjs's lines from the server under test
 *   --machine=FILE  machine-sampler.mjs's lines
 *   --from=EPOCHMS --to=EPOCHMS  only that window; --rows to print every second
 * A stall here: a second whose requests (by when they were sent) have a p99 over STALL_P99_MS (default 40).
 *
 *   node bench/support/timeline.mjs --paced=/tmp/paced.log --stalls=/tmp/stalls.log --machine=/tmp/m.log
 */
import fs from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const STALL_P99_MS = Number(process.env.STALL_P99_MS ?? 40);
const from = Number(args.from ?? 0);
const to = Number(args.to ?? Number.POSITIVE_INFINITY);
const lines = (file) => (file ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
const json = (file) =>
  lines(file).flatMap((l) => {
    try {
      return [JSON.parse(l)];
    } catch {
      return [];
    }
  });
const inWindow = (wall) => wall >= from && wall <= to;

const seconds = new Map();
const at = (wall) => {
  const s = Math.floor(wall / 1000);
  if (!seconds.has(s)) seconds.set(s, { latencies: [] });
  return seconds.get(s);
};

for (const line of lines(args.paced)) {
  const [sent, ms] = line.split(' ').map(Number);
  if (inWindow(sent)) at(sent).latencies.push(ms);
}
const paced = [...seconds.keys()];
if (paced.length === 0 && args.paced) throw new Error('no paced requests in the window');

for (const e of json(args.stalls)) {
  if (!e.wall || !inWindow(e.wall)) continue;
  // The per-second line covers the second before it was written.
  if (e.t !== undefined && e.loop) {
    const s = at(e.wall - 500);
    s.loop = e.loop;
    s.gc = e.gc;
    s.served = (s.served ?? 0) + e.requests;
    s.connections = e.connections;
    s.heapMb = e.heapMb;
    s.faults = e.kernel?.minorFaults;
    s.switches = e.kernel?.involuntarySwitches;
  } else if (e.major !== undefined) {
    const s = at(e.wall);
    s.majors = (s.majors ?? 0) + 1;
  } else if (e.stall !== undefined) {
    const s = at(e.wall);
    s.gaps = (s.gaps ?? 0) + 1;
    s.gapMax = Math.max(s.gapMax ?? 0, e.stall);
    s.gapCpuMs = (s.gapCpuMs ?? 0) + e.cpuMs;
    s.gapMs = (s.gapMs ?? 0) + e.stall;
  }
}
for (const e of json(args.machine)) {
  if (!inWindow(e.wall)) continue;
  const s = at(e.wall - 500);
  s.machine = e;
}

const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : undefined);
const round = (n) => (n === undefined ? '' : Math.round(n * 10) / 10);
const keys = [...seconds.keys()].sort((a, b) => a - b).filter((k) => !args.paced || (k >= Math.min(...paced) && k <= Math.max(...paced)));

const rows = keys.map((k) => {
  const s = seconds.get(k);
  const sorted = s.latencies.sort((a, b) => a - b);
  const m = s.machine;
  const allocstalls = m
    ? Object.entries(m.vm)
        .filter(([n]) => n.startsWith('allocstall'))
        .reduce((a, [, v]) => a + v, 0)
    : undefined;
  const pgWaits = m?.pgWaits ? Object.entries(m.pgWaits).filter(([n]) => n !== 'cpu' && n !== 'Client:ClientRead') : [];
  return {
    second: new Date(k * 1000).toISOString().slice(11, 19),
    sent: sorted.length,
    p50: round(pct(sorted, 0.5)),
    p99: round(pct(sorted, 0.99)),
    max: round(sorted.at(-1)),
    stall: sorted.length > 0 && pct(sorted, 0.99) > STALL_P99_MS,
    loopP99: round(s.loop?.p99),
    loopMax: round(s.loop?.max),
    gcMs: round(s.gc?.ms),
    gcMax: round(s.gc?.max),
    gcKinds: s.gc?.kinds?.join('+') ?? '',
    majors: s.majors ?? 0,
    gaps: s.gaps ?? 0,
    gapCpuShare: s.gapMs ? round((100 * s.gapCpuMs) / s.gapMs) : '',
    conns: s.connections ?? '',
    faults: s.faults ?? '',
    switches: s.switches ?? '',
    cpuSome: round(m?.pressureMs.cpu_some),
    memSome: round(m?.pressureMs.memory_some),
    memFull: round(m?.pressureMs.memory_full),
    ioSome: round(m?.pressureMs.io_some),
    allocstalls,
    compactStalls: m?.vm.compact_stall,
    kswapdScan: m?.vm.pgscan_kswapd,
    running: m?.running,
    checkpoints: m?.checkpointer ? m.checkpointer.num_timed + m.checkpointer.num_requested : '',
    autovacuum: m?.autovacuum ?? '',
    pgWaits: pgWaits.map(([n, v]) => `${n}×${v}`).join(' '),
  };
});

if (args.rows) {
  const cols = Object.keys(rows[0] ?? {});
  console.log(cols.join('\t'));
  for (const r of rows) console.log(cols.map((c) => r[c]).join('\t'));
}

// With and without a stall: what the seconds had on average.
const mean = (list, pick) => {
  const values = list.map(pick).filter((v) => typeof v === 'number' && !Number.isNaN(v));
  return values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : '';
};
const sum = (list, pick) =>
  list
    .map(pick)
    .filter((v) => typeof v === 'number')
    .reduce((a, b) => a + b, 0);
const summary = (label, list) => ({
  seconds: label,
  n: list.length,
  gcMsPerSecond: mean(list, (r) => r.gcMs),
  gcMax: mean(list, (r) => r.gcMax),
  majors: sum(list, (r) => r.majors),
  loopMax: mean(list, (r) => r.loopMax),
  gapCpuShare: mean(list, (r) => r.gapCpuShare),
  faults: mean(list, (r) => r.faults),
  switches: mean(list, (r) => r.switches),
  conns: mean(list, (r) => r.conns),
  cpuSomeMs: mean(list, (r) => r.cpuSome),
  memSomeMs: mean(list, (r) => r.memSome),
  ioSomeMs: mean(list, (r) => r.ioSome),
  allocstalls: sum(list, (r) => r.allocstalls),
  compactStalls: sum(list, (r) => r.compactStalls),
  checkpoints: sum(list, (r) => r.checkpoints),
  autovacuum: sum(list, (r) => r.autovacuum),
  running: mean(list, (r) => r.running),
});
const measured = rows.filter((r) => r.sent > 0);
const all = measured;
const latencies = keys.flatMap((k) => seconds.get(k).latencies).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    requests: latencies.length,
    p50: round(pct(latencies, 0.5)),
    p99: round(pct(latencies, 0.99)),
    stallSeconds: all.filter((r) => r.stall).length,
    stallsPerMinute: round((60 * all.filter((r) => r.stall).length) / Math.max(1, all.length)),
    gcMsTotal: round(sum(all, (r) => r.gcMs)),
  }),
);
console.table([
  summary(
    'stall',
    all.filter((r) => r.stall),
  ),
  summary(
    'calm',
    all.filter((r) => !r.stall),
  ),
]);

/**
 * A diagnostic sampler run beside a bench (not part of it): a JSON line a second with what the kernel and
 * PostgreSQL did in that second, to lay beside the generator's latencies (PACED_TIMELINE_OUT) and the
 * server's event loop and GC (stalls.preload.mjs) — see bench/support/timeline.mjs.
 * - the kernel: pressure stall time (/proc/pressure/cpu|memory|io, "some" and "full", ms in the second),
 *   direct reclaim and compaction stalls (/proc/vmstat allocstall_*, compact_stall, pgscan_direct),
 *   kswapd's scans, major faults, runnable tasks and the load average;
 * - PostgreSQL (SAMPLER_PG_URL): checkpoints and their write / sync time (pg_stat_checkpointer), the wait
 *   events of its active backends sampled every 50 ms, and autovacuum workers at work.
 *
 *   SAMPLER_PG_URL=postgres://postgres:password@127.0.0.1:54373/postgres \
 *   node_modules/.bin/node bench/support/machine-sampler.mjs /tmp/machine.log
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const out = fs.createWriteStream(process.argv[2] ?? '/tmp/machine.log', { flags: 'a' });
const VMSTAT = [
  'allocstall_dma',
  'allocstall_dma32',
  'allocstall_normal',
  'allocstall_movable',
  'compact_stall',
  'compact_fail',
  'compact_success',
  'pgscan_direct',
  'pgscan_kswapd',
  'pgmajfault',
  'thp_fault_alloc',
  'thp_fault_fallback',
];

function pressure() {
  const totals = {};
  for (const kind of ['cpu', 'memory', 'io']) {
    for (const line of fs.readFileSync(`/proc/pressure/${kind}`, 'utf8').trim().split('\n')) {
      const [which, ...fields] = line.split(' ');
      totals[`${kind}_${which}`] = Number(fields.find((f) => f.startsWith('total=')).slice(6)) / 1000;
    }
  }
  return totals;
}

function vmstat() {
  const values = {};
  for (const line of fs.readFileSync('/proc/vmstat', 'utf8').split('\n')) {
    const [name, value] = line.split(' ');
    if (VMSTAT.includes(name)) values[name] = Number(value);
  }
  return values;
}

function running() {
  const stat = fs.readFileSync('/proc/stat', 'utf8');
  return Number(/procs_running (\d+)/.exec(stat)[1]);
}

const delta = (now, before) => Object.fromEntries(Object.keys(now).map((k) => [k, Math.round((now[k] - (before[k] ?? 0)) * 10) / 10]));

let client;
let waits = {};
let waiting = {};
let autovacuum = 0;
let lastCheckpointer;
if (process.env.SAMPLER_PG_URL) {
  const pg = require('pg');
  client = new pg.Client({ connectionString: process.env.SAMPLER_PG_URL });
  client.on('error', () => {});
  await client.connect();
  const sampleWaits = async () => {
    try {
      const { rows } = await client.query(
        `SELECT backend_type, state, wait_event_type, wait_event, datname, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS query FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND (state = 'active' OR backend_type = 'autovacuum worker')`,
      );
      for (const row of rows) {
        if (row.backend_type === 'autovacuum worker') autovacuum++;
        if (row.backend_type !== 'client backend') continue;
        const key = row.wait_event_type ? `${row.wait_event_type}:${row.wait_event}` : 'cpu';
        waits[key] = (waits[key] ?? 0) + 1;
        // What waits on the WAL or a lock: a read path should not.
        if (row.wait_event_type && row.wait_event_type !== 'Client') {
          const what = `${key} ${row.datname}: ${row.query}`;
          waiting[what] = (waiting[what] ?? 0) + 1;
        }
      }
    } catch {}
    setTimeout(sampleWaits, 50);
  };
  void sampleWaits();
}

async function checkpointer() {
  if (!client) return undefined;
  try {
    const { rows } = await client.query(
      'SELECT num_timed, num_requested, write_time, sync_time, buffers_written FROM pg_stat_checkpointer',
    );
    return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
  } catch {
    return undefined;
  }
}

let lastPressure = pressure();
let lastVm = vmstat();
lastCheckpointer = await checkpointer();
setInterval(async () => {
  const p = pressure();
  const v = vmstat();
  const c = await checkpointer();
  const line = {
    wall: Date.now(),
    load: Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    running: running(),
    pressureMs: delta(p, lastPressure),
    vm: delta(v, lastVm),
    ...(c && lastCheckpointer ? { checkpointer: delta(c, lastCheckpointer) } : {}),
    ...(client ? { pgWaits: waits, waiting, autovacuum } : {}),
  };
  out.write(`${JSON.stringify(line)}\n`);
  lastPressure = p;
  lastVm = v;
  lastCheckpointer = c;
  waits = {};
  waiting = {};
  autovacuum = 0;
}, 1000);

/**
 * A diagnostic preload for the server under test (not loaded by default). It writes JSON lines:
 * - one a second: requests answered and connections accepted, the event loop's delay (p50 / p99 / max,
 *   sampled every millisecond), the GC pauses by kind, the heap by space, the statements run outside
 *   any request (relay, jobs, signals), the waits for a pool connection, every statement by name, the CPU
 *   of the main thread and of the process's other threads, its page faults;
 * - one for each gap of the event loop over STALL_MS (8) with the main thread's own CPU time in it, its
 *   run-queue wait and the GC pauses that overlapped it: a gap the main thread spent working is the app's
 *   (it would stall requests on an idle machine too), one it spent queued for a core is the machine's, one
 *   it spent neither running nor queued it was blocked (GC helpers, a lock, a page); `monoUs` finds the
 *   gap's samples in a `--cpu-prof` profile. `stall-summary.mjs` sorts them;
 * - one for each major GC, with the heap and off-heap memory after it.
 * How the half-load tails were told apart: bench/results/half-load-tails.md.
 *
 *   BENCH_SERVER_NODE_ARGS="--import $PWD/bench/support/stalls.preload.mjs" STALLS_OUT=/tmp/stalls.log \
 *   npm run bench -- "--only=forum list"
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import http from 'node:http';
import v8 from 'node:v8';
import { createRequire } from 'node:module';
import perf_hooks, { PerformanceObserver, monitorEventLoopDelay, performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const pgs = [...new Set([require('pg'), createRequire(require.resolve('@mikro-orm/postgresql'))('pg')])];
const out = fs.createWriteStream(process.env.STALLS_OUT ?? '/tmp/stalls.log', { flags: 'a' });
const inRequest = new AsyncLocalStorage();
const started = performance.now();
const SERVER = `${process.argv
  .slice(1)
  .map((a) => a.split('/').pop())
  .join(' ')} ${process.pid}`;
const round = (n) => Math.round(n * 100) / 100;
const GC = perf_hooks.constants;
const GC_KINDS = {
  [GC.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [GC.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [GC.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [GC.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
};

let second = fresh();
function fresh() {
  return { requests: 0, connections: 0, slowRequests: 0, gc: [], background: [], poolWaits: [], statements: {} };
}

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = GC_KINDS[entry.detail?.kind] ?? String(entry.detail?.kind);
    second.gc.push({ kind, ms: round(entry.duration) });
  }
}).observe({ entryTypes: ['gc'] });

for (const pg of pgs) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const result = query.call(this, config, values, callback);
    // Every statement by its name (a prepared one) or first words: how many of each a request costs at this load.
    const label =
      typeof config === 'object' && config?.name
        ? config.name
        : String(config?.text ?? config)
            .trim()
            .slice(0, 30);
    second.statements[label] = (second.statements[label] ?? 0) + 1;
    if (!inRequest.getStore() && typeof result?.then === 'function') {
      const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 70);
      const start = performance.now();
      const done = () => second.background.push({ ms: round(performance.now() - start), text });
      result.then(done, done);
    }
    return result;
  };
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (callback) {
    const start = performance.now();
    const idle = this.idleCount;
    const result = connect.call(this, callback);
    if (typeof result?.then === 'function' && idle === 0) {
      result.then(
        () => second.poolWaits.push(round(performance.now() - start)),
        () => {},
      );
    }
    return result;
  };
}

// Requests in the app at a moment: what a scavenge finds alive and copies.
let inFlight = 0;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (...args) {
  const [event, request, response] = args;
  if (event === 'connection') second.connections++;
  if (event !== 'request') return emit.apply(this, args);
  const start = performance.now();
  inFlight++;
  response.once('close', () => inFlight--);
  response.once('finish', () => {
    lastPaths.push(request.url?.split('?')[0]);
    if (lastPaths.length > 3) lastPaths.shift();
    second.requests++;
    if (performance.now() - start > 10) second.slowRequests++;
  });
  return inRequest.run(true, () => emit.apply(this, args));
};

// Each gap of the event loop over STALL_MS (default 8), with what overlapped it: the GC's pauses, and the
// main thread's own CPU time in it. A gap the main thread spent working (CPU ≈ gap) is the app's own —
// a block of JavaScript or GC that would stall requests on an idle machine too; one it spent waiting
// for a core is the machine's. `lastPaths`: the requests answered just before it.
const STALL_MS = Number(process.env.STALL_MS ?? 8);
const gcLog = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcLog.push({ start: entry.startTime, end: entry.startTime + entry.duration, kind: GC_KINDS[entry.detail?.kind] });
    // Each scavenge with the requests in flight when it ran: its cost grows with what is alive.
    if (entry.detail?.kind === GC.NODE_PERFORMANCE_GC_MINOR) {
      out.write(
        `${JSON.stringify({ server: SERVER, scavenge: round(entry.duration), inFlight, wall: Date.now(), at: round((performance.now() - started) / 1000) })}\n`,
      );
    }
    // Each major GC on its own line: its flags (why V8 ran it) and the heap and off-heap memory after it.
    if (entry.detail?.kind === GC.NODE_PERFORMANCE_GC_MAJOR) {
      const memory = process.memoryUsage();
      out.write(
        `${JSON.stringify({
          server: SERVER,
          major: round(entry.duration),
          wall: Date.now(),
          at: round((performance.now() - started) / 1000),
          flags: entry.detail.flags,
          heapMb: Math.round(memory.heapUsed / 2 ** 20),
          externalMb: Math.round(memory.external / 2 ** 20),
          arrayBuffersMb: Math.round(memory.arrayBuffers / 2 ** 20),
        })}\n`,
      );
    }
  }
  while (gcLog.length > 200) gcLog.shift();
}).observe({ entryTypes: ['gc'] });
const lastPaths = [];
let lastTick = performance.now();
let lastCpu = process.threadCpuUsage();
// The main thread's time waiting on a run queue (the kernel's schedstat, ns): of a gap, what the thread
// spent runnable but without a core. CPU + that wait short of the gap is time it was blocked — waiting
// for GC helper threads, a lock, or a page the kernel had to reclaim or compact memory for.
const schedstat = (() => {
  try {
    const fd = fs.openSync('/proc/thread-self/schedstat', 'r');
    const buffer = Buffer.alloc(64);
    return () => {
      const n = fs.readSync(fd, buffer, 0, 64, 0);
      return Number(buffer.toString('latin1', 0, n).split(' ')[1]) / 1e6;
    };
  } catch {
    return () => 0;
  }
})();
let lastWait = schedstat();
const gapTimer = setInterval(() => {
  const t = performance.now();
  const cpu = process.threadCpuUsage();
  const gap = t - lastTick;
  const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
  const wait = schedstat();
  if (gap > STALL_MS) {
    const gc = gcLog.filter((g) => g.end > lastTick && g.start < t);
    out.write(
      `${JSON.stringify({
        server: SERVER,
        stall: round(gap),
        wall: Date.now(),
        at: round((t - started) / 1000),
        // CLOCK_MONOTONIC µs, the clock of a --cpu-prof profile's sample times: the gap's samples can be found.
        monoUs: Number(process.hrtime.bigint() / 1000n),
        cpuMs: round(cpuMs),
        runQueueMs: round(wait - lastWait),
        gcMs: round(gc.reduce((a, g) => a + Math.min(g.end, t) - Math.max(g.start, lastTick), 0)),
        gcKinds: [...new Set(gc.map((g) => g.kind))],
        lastPaths: lastPaths.slice(-3),
      })}\n`,
    );
  }
  lastTick = t;
  lastCpu = cpu;
  lastWait = wait;
}, 1);
gapTimer.unref();

// Page faults and context switches of the whole process in the second: a fault that the kernel must
// reclaim or compact memory for stalls the thread that took it; involuntary switches are a core taken away.
let lastUsage = process.resourceUsage();
let lastProcessCpu = process.cpuUsage();
let lastMainCpu = process.threadCpuUsage();
const timer = setInterval(() => {
  const s = second;
  const usage = process.resourceUsage();
  // CPU of the main thread and of every other thread (V8's GC helpers and compilers, libuv's pool) in the second.
  const processCpu = process.cpuUsage();
  const mainCpu = process.threadCpuUsage();
  const cpuMs = (now, before) => round((now.user - before.user + now.system - before.system) / 1000);
  const threads = { mainMs: cpuMs(mainCpu, lastMainCpu), otherMs: round(cpuMs(processCpu, lastProcessCpu) - cpuMs(mainCpu, lastMainCpu)) };
  lastProcessCpu = processCpu;
  lastMainCpu = mainCpu;
  const kernel = {
    minorFaults: usage.minorPageFault - lastUsage.minorPageFault,
    majorFaults: usage.majorPageFault - lastUsage.majorPageFault,
    involuntarySwitches: usage.involuntaryContextSwitches - lastUsage.involuntaryContextSwitches,
  };
  lastUsage = usage;
  second = fresh();
  const ms = (ns) => round(ns / 1e6);
  const gcTotal = s.gc.reduce((a, g) => a + g.ms, 0);
  out.write(
    `${JSON.stringify({
      server: SERVER,
      t: Math.round((performance.now() - started) / 1000),
      wall: Date.now(),
      requests: s.requests,
      connections: s.connections,
      heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      externalMb: Math.round(process.memoryUsage().external / 2 ** 20),
      // Where the heap is: a space that grows by hundreds of MB between major GCs is where the garbage goes.
      spacesMb: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((space) => [space.space_name.replace('_space', ''), Math.round(space.space_used_size / 2 ** 20)]),
      ),
      slow: s.slowRequests,
      loop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      gc: { n: s.gc.length, ms: round(gcTotal), max: Math.max(0, ...s.gc.map((g) => g.ms)), kinds: [...new Set(s.gc.map((g) => g.kind))] },
      background: {
        n: s.background.length,
        ms: round(s.background.reduce((a, q) => a + q.ms, 0)),
        texts: [...new Set(s.background.map((q) => q.text))].slice(0, 4),
      },
      poolWaits: { n: s.poolWaits.length, max: Math.max(0, ...s.poolWaits) },
      statements: s.statements,
      kernel,
      cpu: threads,
    })}\n`,
  );
  delay.reset();
}, 1000);
timer.unref();

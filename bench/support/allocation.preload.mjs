/**
 * A diagnostic preload for the server under test (not loaded by default): what the process allocates
 * per request. One JSON line a second to ALLOCATION_OUT (default /tmp/allocation.log): requests
 * answered, bytes allocated on the JS heap (the heap's growth plus what every GC in the second freed,
 * from V8's own before/after statistics, so it does not depend on sampling), KB per request, the GC
 * pauses by kind, and what a scavenge copied on average (survived in the young generation, promoted to
 * the old one: a scavenge's pause grows with these, not with what was allocated). Allocation is a property of the code, not of the
 * machine's load: read it from the saturated phase, where background work is spread over most requests.
 *
 *   BENCH_SERVER_NODE_ARGS="--import $PWD/bench/support/allocation.preload.mjs" ALLOCATION_OUT=/tmp/alloc.log \
 *   npm run bench -- "--only=forum list"
 *
 * Summarise a run with `node bench/support/allocation-summary.mjs /tmp/alloc.log`.
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import v8 from 'node:v8';

const out = fs.createWriteStream(process.env.ALLOCATION_OUT ?? '/tmp/allocation.log', { flags: 'a' });
const server = `${process.argv
  .slice(1)
  .map((a) => a.split('/').pop())
  .join(' ')} ${process.pid}`;

let requests = 0;
diagnostics.subscribe('http.server.request.start', () => {
  requests += 1;
});

let profiler = new v8.GCProfiler();
profiler.start();
let usedAtStart = v8.getHeapStatistics().used_heap_size;
let startedAt = Date.now();

function tick() {
  const gcs = profiler.stop().statistics;
  profiler = new v8.GCProfiler();
  profiler.start();
  const used = v8.getHeapStatistics().used_heap_size;
  let freed = 0;
  let scavengeMs = 0;
  let majorMs = 0;
  let scavenges = 0;
  let majors = 0;
  let survived = 0;
  let promoted = 0;
  const spaceUsed = (stats, name) => stats.heapSpaceStatistics.find((space) => space.spaceName === name)?.spaceUsedSize ?? 0;
  for (const gc of gcs) {
    freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
    const ms = gc.cost / 1000;
    if (gc.gcType === 'Scavenge' || gc.gcType === 'MinorMarkSweep') {
      scavenges += 1;
      scavengeMs += ms;
      // What a scavenge copied: what stayed in the young generation, and what it moved to the old one.
      survived += spaceUsed(gc.afterGC, 'new_space');
      promoted += Math.max(0, spaceUsed(gc.afterGC, 'old_space') - spaceUsed(gc.beforeGC, 'old_space'));
    } else {
      majors += 1;
      majorMs += ms;
    }
  }
  const now = Date.now();
  const allocated = used - usedAtStart + freed;
  out.write(
    `${JSON.stringify({
      server,
      at: new Date(now).toISOString(),
      ms: now - startedAt,
      requests,
      allocatedKb: Math.round(allocated / 1024),
      kbPerRequest: requests ? Math.round(allocated / 1024 / requests) : null,
      scavenges,
      scavengeMs: Math.round(scavengeMs * 10) / 10,
      survivedKb: scavenges ? Math.round(survived / 1024 / scavenges) : null,
      promotedKb: scavenges ? Math.round(promoted / 1024 / scavenges) : null,
      majors,
      majorMs: Math.round(majorMs * 10) / 10,
      heapMb: Math.round(used / 1048576),
      newSpaceMb: Math.round((v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / 1048576),
      externalMb: Math.round(process.memoryUsage().external / 1048576),
    })}\n`,
  );
  requests = 0;
  usedAtStart = used;
  startedAt = now;
}

setInterval(tick, 1000).unref();

/**
 * Counts a run's stalls by what the server's main thread did in them, one block per paced run (the
 * windows come from the generators' PACED_TIMELINE_OUT) and per server (stalls.preload.mjs's lines):
 * every event-loop gap of MIN ms (20) or more is
 * - working: the main thread's own CPU ≥ 70 % of the gap (JavaScript or GC that would stall an idle machine),
 * - a core: its run-queue wait ≥ 50 % (runnable, no core free: the machine's load, or the process's own
 *   threads outnumbering the cores),
 * - blocked: neither running nor runnable ≥ 50 % (waiting for GC helper threads, a lock, a page fault),
 * - mixed: the rest;
 * with the scavenges and major GCs in the window and the CPU of the main thread and of the process's other
 * threads a request. Counts and CPU times, not latencies: they hold on a busy machine.
 *
 *   node bench/support/stall-summary.mjs /tmp/paced.log /tmp/stalls.log
 */
import fs from 'node:fs';

const [pacedFile, stallsFile] = process.argv.slice(2);
const MIN = Number(process.env.MIN ?? 20);
const round = (n) => Math.round(n);

// The paced runs: sends more than 3 s apart start a new one.
const sends = fs
  .readFileSync(pacedFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => Number(l.split(' ')[0]))
  .sort((a, b) => a - b);
const windows = [];
for (const t of sends) {
  const last = windows.at(-1);
  if (last && t - last.to <= 3000) last.to = t;
  else windows.push({ from: t, to: t });
}

const events = fs
  .readFileSync(stallsFile, 'utf8')
  .split('\n')
  .flatMap((l) => {
    try {
      return l ? [JSON.parse(l)] : [];
    } catch {
      return [];
    }
  })
  .filter((e) => e.wall);

for (const w of windows) {
  const by = {};
  // The per-second lines cover the second before them: up to a second after the last send.
  for (const e of events.filter((e) => e.wall >= w.from && e.wall <= w.to + 1000)) {
    by[e.server] ??= { seconds: 0, requests: 0, mainMs: 0, otherMs: 0, gaps: [], scavenges: [], majors: [] };
    const s = by[e.server];
    if (e.loop && e.requests > 0) {
      s.seconds++;
      s.requests += e.requests;
      s.mainMs += e.cpu?.mainMs ?? 0;
      s.otherMs += e.cpu?.otherMs ?? 0;
    }
    if (e.scavenge !== undefined) s.scavenges.push(e.scavenge);
    if (e.major !== undefined) s.majors.push(e.major);
    if (e.stall >= MIN) s.gaps.push(e);
  }
  console.log(`paced run ${new Date(w.from).toISOString().slice(11, 19)}–${new Date(w.to).toISOString().slice(11, 19)}`);
  for (const [server, s] of Object.entries(by)) {
    if (s.requests === 0) continue;
    const kinds = { working: 0, core: 0, blocked: 0, mixed: 0 };
    const ms = { gaps: 0, cpu: 0, runQueue: 0, blocked: 0 };
    for (const g of s.gaps) {
      const blocked = g.stall - g.cpuMs - (g.runQueueMs ?? 0);
      ms.gaps += g.stall;
      ms.cpu += g.cpuMs;
      ms.runQueue += g.runQueueMs ?? 0;
      ms.blocked += Math.max(0, blocked);
      if (g.cpuMs >= 0.7 * g.stall) kinds.working++;
      else if ((g.runQueueMs ?? 0) >= 0.5 * g.stall) kinds.core++;
      else if (blocked >= 0.5 * g.stall) kinds.blocked++;
      else kinds.mixed++;
    }
    const sum = (list) => list.reduce((a, b) => a + b, 0);
    console.log(
      `  ${server}: ${JSON.stringify({
        seconds: s.seconds,
        requests: s.requests,
        [`gaps≥${MIN}ms`]: s.gaps.length,
        perMinute: round((60 * s.gaps.length) / (s.seconds || 1)),
        ...kinds,
        ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, round(v)])),
        scavenges: s.scavenges.length,
        scavengeMs: round(sum(s.scavenges)),
        scavengesOver10ms: s.scavenges.filter((x) => x > 10).length,
        majors: s.majors.length,
        majorMs: round(sum(s.majors)),
        cpuUsPerRequest: { main: round((1000 * s.mainMs) / s.requests), otherThreads: round((1000 * s.otherMs) / s.requests) },
      })}`,
    );
  }
}

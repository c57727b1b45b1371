/**
 * Sums an allocation log (allocation.preload.mjs) per server: over its seconds with at least MIN requests
 * (default 100), leaving out the first SKIP of them (default 2: the warm-up's compilation and caches).
 *
 *   node bench/support/allocation-summary.mjs /tmp/alloc.log [MIN] [SKIP]
 */
import fs from 'node:fs';

const [file, min = '100', skip = '2'] = process.argv.slice(2);
const lines = fs
  .readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const byServer = new Map();
for (const line of lines) {
  const seconds = byServer.get(line.server) ?? [];
  seconds.push(line);
  byServer.set(line.server, seconds);
}
const sum = (seconds, pick) => seconds.reduce((total, s) => total + (pick(s) ?? 0), 0);
for (const [server, seconds] of byServer) {
  const busy = seconds.filter((s) => s.requests >= Number(min)).slice(Number(skip));
  const requests = sum(busy, (s) => s.requests);
  if (!requests) continue;
  const scavenges = sum(busy, (s) => s.scavenges);
  const scavengeMs = sum(busy, (s) => s.scavengeMs);
  const majorMs = sum(busy, (s) => s.majorMs);
  const wallMs = sum(busy, (s) => s.ms);
  const copied = (pick) => (scavenges ? Math.round(sum(busy, (s) => pick(s) * s.scavenges) / scavenges) : 0);
  console.log(
    [
      `${server}: ${busy.length} s, ${requests} requests`,
      `${(sum(busy, (s) => s.allocatedKb) / requests).toFixed(1)} KB allocated a request`,
      `${scavenges} scavenges (${(scavengeMs / scavenges || 0).toFixed(1)} ms mean, one per ${Math.round(requests / scavenges || 0)} requests, ${copied((s) => s.survivedKb)} KB survived, ${copied((s) => s.promotedKb)} KB promoted)`,
      `${sum(busy, (s) => s.majors)} major (${majorMs.toFixed(0)} ms)`,
      `GC ${((100 * (scavengeMs + majorMs)) / wallMs).toFixed(1)} % of the wall time`,
    ].join(', '),
  );
}

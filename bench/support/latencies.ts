/** The latencies of several generators as one sorted set: how many, and the latency at a quantile (ms, rounded). */
export function mergedLatencies(parts: Float64Array[]): { count: number; at(q: number): number } {
  const all = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  all.sort();
  return {
    count: all.length,
    at: (q) => (all.length ? Math.round(all[Math.min(all.length - 1, Math.floor(q * all.length))]!) : 0),
  };
}

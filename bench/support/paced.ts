import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PacedResult, RequestGenerator } from './load.ts';

export interface PacedOptions {
  url: string;
  requests?: RequestGenerator;
  /** Requests per second, sent evenly: an open loop, whatever the server answers. */
  rate: number;
  seconds: number;
}

/**
 * Latency at a fixed offered rate. autocannon's `overallRate` is a per-connection quota per second:
 * each connection sends its share back to back at the start of every second and then waits, so its
 * "half load" was a burst at full load and gave the saturated p99 again. Here every request has its
 * planned moment (start + n / rate) and goes then on a keep-alive pool that opens another connection
 * rather than queueing behind a slow answer: an open loop, where no send ever waits for an answer, so
 * a slow server cannot delay (and hide) the requests after it — no coordinated omission. Latency runs
 * from the send to the end of the answer. The generator shares the two cores with the app and
 * PostgreSQL: when it is starved it sends late (counted in `late`, > 5 ms), and that wait is the
 * load generator's, not the request's. (Counted from the planned moment instead, at ~2,000 requests/s
 * the generator's own stalls became the p99: 25–71 ms where the server answered in 2–6 ms.)
 */
export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (error: Error & { code?: string }) => {
    errors++;
    const kind = error.code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let non2xx = 0;
  let late = 0;
  let inFlight = 0;
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  let sent = 0;

  const fire = (planned: number) => {
    const r = options.requests?.() ?? { path: target.pathname + target.search };
    const body = r.body ?? '';
    if (performance.now() - planned > 5) late++;
    inFlight++;
    const sentAt = performance.now();
    const done = () => {
      inFlight--;
      latencies.push(performance.now() - sentAt);
    };
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: r.method ?? 'GET',
        path: r.path,
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...r.headers },
      },
      (response) => {
        if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx++;
        response.on('data', () => {});
        response.on('end', done);
        response.on('error', (error) => {
          failed(error);
          done();
        });
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      failed(error);
      done();
    });
    request.end(body);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) fire(start + sent++ * interval);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const deadline = performance.now() + 11_000;
  while (inFlight > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!) : 0;
  return { rate: Math.round(options.rate), p50Ms: at(0.5), p99Ms: at(0.99), errors, errorKinds, non2xx, late };
}

import autocannon from 'autocannon';
import { closedLoad } from './closed.ts';
import { generatorThreads, pacedLoad } from './paced.ts';

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, e.g. `/api/feed?limit=20`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Called once per request: a different user, cookie, id or method every time. */
export type RequestGenerator = () => LoadRequest;

export interface LoadOptions {
  /** Base URL of the server; must be on this machine (127.0.0.1 / localhost). */
  url: string;
  /** Per-request generator; without it every request is a GET of `url`. */
  requests?: RequestGenerator;
  connections?: number;
  /** Measured seconds (default BENCH_SECONDS, else 15). */
  seconds?: number;
  /** Unmeasured seconds first, to warm caches and the JIT (default BENCH_WARMUP, else 2). */
  warmupSeconds?: number;
  /** Called after the warm-up, right before the measured load (statement counters reset here). */
  onMeasureStart?: () => Promise<void>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  seconds: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Of `errors`, the requests that got no answer within 10 s. */
  timeouts: number;
  /** Responses outside 2xx. */
  non2xx: number;
  /** With BENCH_GENERATOR=threads: moments a connection had no request to send yet (the figure was partly the generator's). */
  starved?: number;
  /** The same requests at a fixed rate below saturation (see runPaced), where the scenario has a p99 target. */
  paced?: PacedResult;
}

/** Latency at a fixed offered rate: an open loop, as real traffic arrives, not 32 callers queueing (paced.ts). */
export interface PacedResult {
  /** Offered requests per second. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** `errors` by what went wrong (the socket's error code, or `timeout`): a reset of an idle keep-alive connection is the generator's, a timeout the server's. */
  errorKinds: Record<string, number>;
  non2xx: number;
  /** Answers timed (sent and answered or failed). */
  requests: number;
  /** Requests a generator sent more than 5 ms after their planned moment: where many are, the figure is the generator's. */
  late: number;
  /** The most a request was sent after its planned moment, ms. */
  latestMs: number;
  /** Generators (worker threads) that shared the schedule. */
  generators: number;
  /** The generators' own event-loop delay, the worst generator's p99 and max (ms). */
  generatorLoopP99Ms: number;
  generatorLoopMaxMs: number;
}

/**
 * The share of a scenario's own saturated throughput at which its latency is judged (BENCH_PACED,
 * default 0.5; 0 turns the paced run off). With 32 closed-loop connections p99 is mostly the queue
 * (32 ÷ throughput: the bare baseline's own p99 is 16–23 ms there), so a p99 target is judged as an
 * operator provisions: at half the capacity, evenly paced, each latency counted from its planned send.
 */
export function pacedShare(): number {
  return positive(process.env.BENCH_PACED, 0.5);
}

/**
 * `BENCH_PACED_RATE`: one fixed rate (requests a second) for every paced run instead of a share of each
 * scenario's own throughput — the same operating point for all, the baseline's control included.
 */
export function pacedRate(saturatedRate: number): number {
  const fixed = Number(process.env.BENCH_PACED_RATE);
  return Number.isFinite(fixed) && fixed > 0 ? fixed : saturatedRate * pacedShare();
}

export const CONNECTIONS = 32;

export function benchSeconds(): number {
  return positive(process.env.BENCH_SECONDS, 15);
}

/**
 * 32 concurrent keep-alive connections for a fixed time, against a server on this machine only.
 * Runs in this process (its worker threads with BENCH_GENERATOR=threads): the server under test runs in its own (see server.ts).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
    throw new Error(`Refusing to load ${target.hostname}: the bench only targets this machine`);
  }
  const warmup = options.warmupSeconds ?? positive(process.env.BENCH_WARMUP, 2);
  if (benchGenerator() === 'threads') {
    const result = await closedLoad({
      url: options.url,
      requests: options.requests,
      connections: options.connections ?? CONNECTIONS,
      warmupSeconds: warmup,
      seconds: options.seconds ?? benchSeconds(),
      onMeasureStart: options.onMeasureStart,
      generators: generatorThreads(),
    });
    return { ...result, requestsPerSecond: result.requests / result.seconds };
  }
  if (warmup > 0) await fire(options, warmup);
  await options.onMeasureStart?.();
  const result = await fire(options, options.seconds ?? benchSeconds());
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * BENCH_GENERATOR: what loads the server at saturation. `threads` (the default): worker threads on raw
 * keep-alive connections that read only where each answer ends and its status (closed.ts); `autocannon`:
 * one event loop that keeps every answer's body as a string, 300 µs a request for the heat map's
 * 50 KB, so it measured itself there (the figures before 2026-11-29 07:00 are autocannon's).
 */
export function benchGenerator(): 'threads' | 'autocannon' {
  return process.env.BENCH_GENERATOR === 'autocannon' ? 'autocannon' : 'threads';
}

/** The scenario's requests at `rate` per second, evenly spaced (paced.ts), for the measured seconds (no warm-up: it follows a run). */
export async function runPaced(options: LoadOptions, rate: number): Promise<PacedResult> {
  return pacedLoad({ url: options.url, requests: options.requests, rate: Math.max(1, rate), seconds: options.seconds ?? benchSeconds() });
}

function fire(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  const next = options.requests;
  return autocannon({
    url: options.url,
    connections: options.connections ?? CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: next
      ? [
          {
            setupRequest: (request) => {
              const r = next();
              return {
                ...request,
                method: r.method ?? 'GET',
                path: r.path,
                headers: { ...request.headers, ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
                body: r.body ?? '',
              };
            },
          },
        ]
      : undefined,
  });
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : fallback;
}

import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { LoadRequest, PacedResult, RequestGenerator } from './load.ts';
import { dealSchedule, mergeTallies, type GeneratorTally } from './paced-schedule.ts';

export interface PacedOptions {
  url: string;
  requests?: RequestGenerator;
  /** Requests per second, sent evenly: an open loop, whatever the server answers. */
  rate: number;
  seconds: number;
  /** Generators sharing the schedule (default BENCH_GENERATORS, else 2). */
  generators?: number;
}

/** Ms the generators get between the start signal and the first planned send (their pools and JIT are cold). */
const LEAD_MS = 100;

/**
 * Latency at a fixed offered rate. autocannon's `overallRate` is a per-connection quota per second:
 * each connection sends its share back to back at the start of every second and then waits, so its
 * "half load" was a burst at full load and gave the saturated p99 again. Here every request has its
 * planned moment (start + n / rate) and goes then on a keep-alive pool that opens another connection
 * rather than queueing behind a slow answer: an open loop, where no send ever waits for an answer, so
 * a slow server cannot delay (and hide) the requests after it — no coordinated omission. Latency runs
 * from the send to the end of the answer.
 *
 * The schedule is written out first (the scenario's generator runs here, so stateful generators keep
 * their order) and dealt to several generators, worker threads each with its own event loop, heap and
 * pool (paced-generator.ts): one Node event loop sends and reads about 8,000 requests a second at most,
 * fewer with big answers, and a single loop's GC pause or a descheduled moment delayed every send and
 * every answer behind it. A generator that is starved still sends late: counted (`late`, > 5 ms, with
 * the latest), with its own event-loop delay, so a reader sees when the generator limited a figure.
 */
export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const target = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const requests: LoadRequest[] = Array.from({ length: total }, () => options.requests?.() ?? { path: target.pathname + target.search });
  const shares = dealSchedule(options.url, requests, options.rate, options.generators ?? generatorThreads());
  const workers = shares.map((share) => new Worker(new URL('./paced-generator.ts', import.meta.url), { workerData: share }));
  try {
    await Promise.all(workers.map((worker) => message(worker)));
    const startAt = performance.timeOrigin + performance.now() + LEAD_MS;
    const tallies = workers.map((worker) => message<GeneratorTally>(worker));
    for (const worker of workers) worker.postMessage({ startAt });
    return mergeTallies(options.rate, await Promise.all(tallies));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** BENCH_GENERATORS: how many generator threads share a run's connections or schedule (default 2, one a core here). */
export function generatorThreads(): number {
  const n = Number(process.env.BENCH_GENERATORS);
  return Number.isInteger(n) && n > 0 ? n : 2;
}

function message<T = unknown>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    worker.once('error', fail);
    worker.once('message', (value: T) => {
      worker.off('error', fail);
      resolve(value);
    });
  });
}

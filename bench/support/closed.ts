import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { ClosedShare, ClosedTally, FromGenerator, ToGenerator } from './closed-generator.ts';
import { mergedLatencies } from './latencies.ts';
import type { LoadRequest, RequestGenerator } from './load.ts';

export interface ClosedOptions {
  url: string;
  requests?: RequestGenerator;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Called after the warm-up, right before the measured seconds. */
  onMeasureStart?: () => Promise<void>;
  generators: number;
}

export interface ClosedResult {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Moments a connection waited for the bench process to hand requests over: where many, the figure is the generator's. */
  starved: number;
}

/** Requests handed to a generator at a time; it asks again with fewer than this left. */
const BATCH = 1_000;

/**
 * `connections` keep-alive connections, each sending its next request when its answer ended (a closed
 * loop, as autocannon's), split over `generators` worker threads (closed-generator.ts). The scenario's
 * generator runs here, once a request, in order; its requests go over in batches.
 */
export async function closedLoad(options: ClosedOptions): Promise<ClosedResult> {
  const target = new URL(options.url);
  const next = (): LoadRequest => options.requests?.() ?? { path: target.pathname + target.search };
  const batch = () => Array.from({ length: BATCH }, next);
  const count = Math.max(1, Math.min(options.generators, options.connections));
  const workers = Array.from({ length: count }, (_, i) => {
    const share: ClosedShare = {
      url: options.url,
      // 32 over 3: 11, 11, 10.
      connections: Math.floor(options.connections / count) + (i < options.connections % count ? 1 : 0),
      lowWater: BATCH,
    };
    return new Worker(new URL('./closed-generator.ts', import.meta.url), { workerData: share });
  });
  const send = (worker: Worker, message: ToGenerator) => worker.postMessage(message);
  const tallies = workers.map(
    (worker) =>
      new Promise<ClosedTally>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (message: FromGenerator) => {
          if (message.type === 'more') send(worker, { type: 'requests', requests: batch() });
          else resolve(message);
        });
      }),
  );
  try {
    for (const worker of workers) send(worker, { type: 'requests', requests: [...batch(), ...batch()] });
    await sleep(options.warmupSeconds * 1000);
    await options.onMeasureStart?.();
    for (const worker of workers) send(worker, { type: 'measure' });
    await sleep(options.seconds * 1000);
    for (const worker of workers) send(worker, { type: 'stop' });
    return summed(await Promise.all(tallies));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

function summed(tallies: ClosedTally[]): ClosedResult {
  const latencies = mergedLatencies(tallies.map((t) => t.latencies));
  const sum = (pick: (t: ClosedTally) => number) => tallies.reduce((n, t) => n + pick(t), 0);
  return {
    requests: latencies.count,
    seconds: Math.max(...tallies.map((t) => t.ms)) / 1000,
    p50Ms: latencies.at(0.5),
    p99Ms: latencies.at(0.99),
    errors: sum((t) => t.errors),
    timeouts: sum((t) => t.timeouts),
    non2xx: sum((t) => t.non2xx),
    starved: sum((t) => t.starved),
  };
}

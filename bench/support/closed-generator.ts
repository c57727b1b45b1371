/**
 * One closed-loop generator: a worker thread that keeps its connections busy — each sends its next
 * request as soon as its answer ended — with requests the bench process writes and hands over in
 * batches (closed.ts). Answers are read as raw-client.ts does (where each ends, its status), so a
 * big answer costs the generator little more than a small one.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadRequest } from './load.ts';
import { Connection, requestBytes } from './raw-client.ts';

export interface ClosedShare {
  url: string;
  connections: number;
  /** Ask for more when fewer requests than this are left. */
  lowWater: number;
}

/** What the bench process sends: requests to send, the start of the measured seconds, the end. */
export type ToGenerator = { type: 'requests'; requests: LoadRequest[] } | { type: 'measure' } | { type: 'stop' };

/** What a generator sends back: it is running low on requests, or its figures at the end. */
export type FromGenerator = { type: 'more' } | ({ type: 'tally' } & ClosedTally);

export interface ClosedTally {
  /** Ms from each send to the end of its answer, over the measured seconds. */
  latencies: Float64Array;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Ms measured. */
  ms: number;
  /** Moments a connection had nothing to send (the bench process had not yet handed more over). */
  starved: number;
}

const share = workerData as ClosedShare;
const target = new URL(share.url);
const now = () => performance.now();
const queue: Buffer[] = [];
let head = 0;
let asked = false;
let running = true;
let latencies: number[] = [];
let counts = { errors: 0, timeouts: 0, non2xx: 0, starved: 0 };
let measuredFrom = now();
const connections: Connection[] = [];

const post = (message: FromGenerator, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer);

function take(): Buffer | undefined {
  if (queue.length - head < share.lowWater && !asked) {
    asked = true;
    post({ type: 'more' });
  }
  if (head === queue.length) return undefined;
  const bytes = queue[head++];
  // Drop what was sent now and then, not on every take (shift() would copy the whole queue each time).
  if (head > 4096) {
    queue.splice(0, head);
    head = 0;
  }
  return bytes;
}

function keepBusy(slot: number) {
  const next = () => {
    if (!running) return;
    const bytes = take();
    if (!bytes) {
      counts.starved++;
      setTimeout(next, 1);
      return;
    }
    const sentAt = now();
    connections[slot]!.send(bytes, (status, error) => {
      latencies.push(now() - sentAt);
      if (error) {
        counts.errors++;
        if (error.code === 'timeout') counts.timeouts++;
      } else if (status < 200 || status >= 300) counts.non2xx++;
      if (!connections[slot]!.open) connections[slot] = new Connection(target);
      next();
    });
  };
  connections[slot] = new Connection(target);
  next();
}

parentPort!.on('message', (message: ToGenerator) => {
  if (message.type === 'requests') {
    for (const r of message.requests) queue.push(requestBytes(target, r));
    asked = false;
    if (!connections.length) for (let slot = 0; slot < share.connections; slot++) keepBusy(slot);
  } else if (message.type === 'measure') {
    latencies = [];
    counts = { errors: 0, timeouts: 0, non2xx: 0, starved: 0 };
    measuredFrom = now();
  } else {
    running = false;
    const measured = Float64Array.from(latencies);
    post({ type: 'tally', latencies: measured, ...counts, ms: now() - measuredFrom }, [measured.buffer as ArrayBuffer]);
    for (const connection of connections) connection.close();
  }
});

/**
 * One paced generator: a worker thread with its own event loop, heap and keep-alive pool that sends its
 * share of a shared schedule (every k-th request, k generators) each at its planned moment and times
 * the answers on raw keep-alive connections (raw-client.ts): it finds where each answer ends and its
 * status and looks at nothing else, so its cost a request barely grows with the answer's size.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { ConnectionPool, requestBytes } from './raw-client.ts';
import { LATE_MS, plannedAt, type GeneratorShare, type GeneratorTally } from './paced-schedule.ts';

const share = workerData as GeneratorShare;
// Each request's bytes, written before the start: the run only sends them.
const wire = share.requests.map((r) => requestBytes(new URL(share.url), r));
const now = () => performance.timeOrigin + performance.now();

function run(startAt: number): Promise<GeneratorTally> {
  const target = new URL(share.url);
  const pool = new ConnectionPool(target);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const latencies = new Float64Array(wire.length);
  // PACED_TIMELINE_OUT: each request's send moment (epoch ms) and latency appended there, to lay the
  // latencies second by second beside the server's GC, its event loop and the kernel's stalls.
  const sentAts = process.env.PACED_TIMELINE_OUT ? new Float64Array(wire.length) : undefined;
  let answered = 0;
  const tally: Omit<GeneratorTally, 'latencies' | 'loopP99Ms' | 'loopMaxMs'> = {
    errors: 0,
    errorKinds: {},
    non2xx: 0,
    late: 0,
    latestMs: 0,
  };
  let inFlight = 0;
  let sent = 0;

  const fire = (bytes: Buffer, planned: number) => {
    const sentAt = now();
    const lateBy = sentAt - planned;
    if (lateBy > LATE_MS) tally.late++;
    if (lateBy > tally.latestMs) tally.latestMs = lateBy;
    inFlight++;
    pool.send(bytes, (status, error) => {
      inFlight--;
      if (sentAts) sentAts[answered] = sentAt;
      latencies[answered++] = now() - sentAt;
      if (error) {
        tally.errors++;
        const kind = error.code ?? error.message;
        tally.errorKinds[kind] = (tally.errorKinds[kind] ?? 0) + 1;
      } else if (status < 200 || status >= 300) tally.non2xx++;
    });
  };

  return new Promise((resolve) => {
    const finish = () => {
      loop.disable();
      pool.close();
      if (sentAts) writeTimeline(process.env.PACED_TIMELINE_OUT!, sentAts, latencies, answered);
      resolve({
        ...tally,
        latencies: latencies.subarray(0, answered),
        loopP99Ms: loop.count ? loop.percentile(99) / 1e6 : 0,
        loopMaxMs: loop.count ? loop.max / 1e6 : 0,
      });
    };
    const drain = (deadline: number) => {
      if (inFlight === 0 || now() > deadline) finish();
      else setTimeout(() => drain(deadline), 5);
    };
    const tick = () => {
      const t = now();
      while (sent < wire.length && plannedAt(share, startAt, sent) <= t) {
        fire(wire[sent]!, plannedAt(share, startAt, sent));
        sent++;
      }
      if (sent < wire.length) setTimeout(tick, 1);
      else drain(now() + 11_000);
    };
    loop.enable();
    setTimeout(tick, Math.max(0, startAt - now()));
  });
}

function writeTimeline(file: string, sentAts: Float64Array, latencies: Float64Array, answered: number) {
  const lines: string[] = [];
  for (let i = 0; i < answered; i++) lines.push(`${sentAts[i]!.toFixed(1)} ${latencies[i]!.toFixed(2)}`);
  fs.appendFileSync(file, `${lines.join('\n')}\n`);
}

parentPort!.once('message', (message: { startAt: number }) => {
  void run(message.startAt).then((tally) => parentPort!.postMessage(tally, [tally.latencies.buffer as ArrayBuffer]));
});
parentPort!.postMessage('ready');

/**
 * A diagnostic preload for the server under test (not loaded by default): for every request whose
 * method and path match, one JSON line with its total time, each pg query it ran (start offset, time,
 * text; pool waits as 'POOL CONNECT'), the GC pauses and event-loop stalls (> 10 ms) that overlapped
 * it; queries outside any request that took > 5 ms (the job worker, signals) as `bg` lines. How the
 * share's round trips, GC and stalls were told apart (bench/results/share-request-timing.md).
 *
 *   BENCH_SERVER_NODE_ARGS="--import $PWD/bench/support/request-timing.preload.mjs" \
 *   REQUEST_TIMING_OUT=/tmp/timing.log REQUEST_TIMING_MATCH="POST /api/posts" npm run bench -- --only="fan-out:"
 */
import { createRequire } from 'node:module';
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import fs from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
// The app's own pg and the copy MikroORM's driver brings: both are patched.
const pgs = [...new Set([require('pg'), createRequire(require.resolve('@mikro-orm/postgresql'))('pg')])];
const out = fs.createWriteStream(process.env.REQUEST_TIMING_OUT ?? '/tmp/request-timing.log', { flags: 'a' });
const [method, prefix] = (process.env.REQUEST_TIMING_MATCH ?? 'POST /api/posts').split(' ');
const requests = new AsyncLocalStorage();
const now = () => performance.now();
const round = (n) => Math.round(n * 100) / 100;

for (const pg of pgs) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const request = requests.getStore();
    const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 90);
    const start = now();
    const result = query.call(this, config, values, callback);
    const done = () => {
      const q = { s: round(start), ms: round(now() - start), text };
      if (request) request.queries.push(q);
      else if (q.ms > 5) out.write(`${JSON.stringify({ bg: q })}\n`);
    };
    if (typeof result?.then === 'function') result.then(done, done);
    return result;
  };
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (callback) {
    const request = requests.getStore();
    const start = now();
    const result = connect.call(this, callback);
    if (request && typeof result?.then === 'function') {
      const waiting = this.waitingCount;
      result.then(
        () => request.queries.push({ s: round(start), ms: round(now() - start), text: 'POOL CONNECT', waiting }),
        () => {},
      );
    }
    return result;
  };
}

const recent = (list, entry) => {
  list.push(entry);
  if (list.length > 500) list.shift();
};
const gcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) recent(gcs, { s: e.startTime, ms: e.duration, kind: e.detail?.kind });
}).observe({ entryTypes: ['gc'] });
const stalls = [];
let last = now();
setInterval(() => {
  const t = now();
  if (t - last > 10) recent(stalls, { s: last, ms: t - last });
  last = t;
}, 1).unref();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  const [req, res] = args;
  if (event !== 'request' || req.method !== method || !req.url.startsWith(prefix)) return emit.call(this, event, ...args);
  const request = { start: now(), queries: [] };
  res.on('finish', () => {
    const end = now();
    const during = (list) =>
      list.filter((x) => x.s + x.ms >= request.start && x.s <= end).map((x) => ({ ...x, s: round(x.s - request.start), ms: round(x.ms) }));
    out.write(
      `${JSON.stringify({
        req: req.url,
        at: round(request.start),
        ms: round(end - request.start),
        status: res.statusCode,
        q: request.queries.map((q) => ({ ...q, s: round(q.s - request.start) })),
        gc: during(gcs),
        stalls: during(stalls),
      })}\n`,
    );
  });
  return requests.run(request, () => emit.call(this, event, ...args));
};

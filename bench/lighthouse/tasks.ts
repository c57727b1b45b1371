/**
 * `node --import tsx bench/lighthouse/tasks.ts <run.trace.json>`: what each long task of a Lighthouse
 * run did, from the trace `npm run lighthouse` keeps beside each report (LIGHTHOUSE_JSON_DIR). Lighthouse's
 * own long-tasks audit names only a script URL or "Unattributable"; this splits every task over 50 ms
 * (unthrottled time: Lighthouse multiplies it by 4 for the mobile preset) into its self time by kind —
 * script evaluation and compilation by file, style, layout, paint, HTML and CSS parsing, garbage collection.
 */
import fs from 'node:fs';
import type { TraceEvent } from './trace-event.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: tasks.ts <trace.json>');
const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
const events = trace.traceEvents;

// The page's main thread: the renderer thread named CrRendererMain with the most top-level work.
const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const workOn = (pid: number, tid: number) =>
  events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0);
const main = mains.sort((a, b) => workOn(b.pid, b.tid) - workOn(a.pid, a.tid))[0]!;
const onMain = events
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0]!.ts;

const short = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');
function label(e: TraceEvent): string {
  const url = short(e.args?.data?.url ?? e.args?.url ?? e.args?.fileName);
  if (e.name === 'FunctionCall') return `FunctionCall ${url}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
  return url ? `${e.name} ${url}` : e.name;
}

const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! >= 50_000);
let blocked = 0;
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
  // Self time: each event's duration minus its direct children's (events nest by time on one thread).
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; childTime: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= upTo) {
      const done = stack.pop()!;
      const key = label(done.e);
      self.set(key, (self.get(key) ?? 0) + done.e.dur! - done.childTime);
      if (stack.length) stack[stack.length - 1]!.childTime += done.e.dur!;
    }
  };
  let topLevel = 0;
  for (const e of inside) {
    close(e.ts);
    if (stack.length === 0) topLevel += e.dur!;
    stack.push({ e, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  self.set('(task, nothing traced)', task.dur! - topLevel);
  blocked += task.dur! - 50_000;
  const parts = [...self.entries()]
    .filter(([, us]) => us >= 5_000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log(
    `${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} ms  task ${(task.dur! / 1000).toFixed(0)} ms: ${parts.map(([k, us]) => `${k} ${(us / 1000).toFixed(0)}`).join(' · ')}`,
  );
}
console.log(`${tasks.length} tasks ≥ 50 ms; ${(blocked / 1000).toFixed(0)} ms over 50 ms (unthrottled)`);

/**
 * `node --import tsx bench/lighthouse/main-thread.ts <LIGHTHOUSE_JSON_DIR>`: each kept run's main-thread
 * work as Lighthouse's mobile preset reports it (mainthread-work-breakdown and bootup-time, in simulated
 * 4x time), its benchmarkIndex, and the run's own tasks over 50 ms at 1x (from the trace beside the
 * report: the processor is not slowed while Lighthouse records; it multiplies afterwards). The goal for a
 * signed-in screen: main-thread work ≤ 2 × the landing's in the same run, no task over 50 ms at 1x.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TraceEvent } from './trace-event.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: main-thread.ts <LIGHTHOUSE_JSON_DIR>');

/** The renderer's main thread: the CrRendererMain with the most task time. */
function longTasksAt1x(events: TraceEvent[]): number[] {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ph === 'X');
  const busiest = mains.map((m) => ({ m, total: tasks(m).reduce((sum, e) => sum + (e.dur ?? 0), 0) })).sort((a, b) => b.total - a.total)[0];
  if (!busiest) return [];
  return tasks(busiest.m)
    .map((e) => (e.dur ?? 0) / 1000)
    .filter((ms) => ms > 50)
    .sort((a, b) => b - a);
}

console.log('| run | main-thread work (simulated 4x) | of which script evaluation | bootup-time | tasks > 50 ms at 1x | benchmarkIndex |');
console.log('|---|---:|---:|---:|---|---:|');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !f.includes('.trace.') && !f.includes('.devtools.'))) {
  const lhr = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const work = lhr.audits['mainthread-work-breakdown'];
  const script = (work?.details?.items ?? []).find((i: { group: string }) => i.group === 'scriptEvaluation')?.duration ?? 0;
  const tracePath = path.join(dir, file.replace(/\.json$/, '.trace.json'));
  const long = fs.existsSync(tracePath) ? longTasksAt1x(JSON.parse(fs.readFileSync(tracePath, 'utf8')).traceEvents) : [];
  console.log(
    `| ${file.replace(/\.json$/, '')} | ${Math.round(work?.numericValue ?? NaN)} ms | ${Math.round(script)} ms | ${Math.round(lhr.audits['bootup-time']?.numericValue ?? NaN)} ms | ${long.length === 0 ? 'none' : `${long.map((ms) => Math.round(ms)).join(', ')} ms`} | ${lhr.environment?.benchmarkIndex ?? '—'} |`,
  );
}

/**
 * `node --import tsx bench/lighthouse/main-thread.ts <LIGHTHOUSE_JSON_DIR>`: each kept run's main-thread
 * work as Lighthouse's mobile preset reports it (mainthread-work-breakdown and bootup-time, in simulated
 * 4x time), its benchmarkIndex, and the run's own tasks over 50 ms at 1x (from the trace beside the
 * report: the processor is not slowed while Lighthouse records; it multiplies afterwards). The goal for a
 * signed-in screen: main-thread work ≤ 2 × the landing's in the same run, no task over 50 ms at 1x
 * (the "× the landing's" column: against the median of the landing's runs kept beside it).
 *
 * Beside them, the same tasks' CPU time (the trace's thread time, at 1x, and its ratio to the landing's): on a
 * busy machine a task's wall time grows while its thread waits for a core (at a load average of 20 the home's
 * main-thread work read 7.5–13.5 s where its CPU time read 334–362 ms), so before/after pairs taken while other
 * work runs are compared by CPU time.
 *
 * And the display compositor's CPU (the GPU process's VizCompositorThread) with the frames it drew: Lighthouse's
 * Chromium draws every frame in software (--disable-gpu), so whatever keeps animating during the load (a pulse,
 * a spinner, a blur redrawn each frame) takes a share of the two cores the page's main thread then waits for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TraceEvent } from './trace-event.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: main-thread.ts <LIGHTHOUSE_JSON_DIR>');

/** The renderer's main thread's tasks: the CrRendererMain with the most task time. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ph === 'X');
  const busiest = mains.map((m) => ({ m, total: tasks(m).reduce((sum, e) => sum + (e.dur ?? 0), 0) })).sort((a, b) => b.total - a.total)[0];
  return busiest ? tasks(busiest.m) : [];
}

/** The display compositor's outermost tasks (the GPU process's VizCompositorThread). */
function compositorTasks(events: TraceEvent[]): TraceEvent[] {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'VizCompositorThread');
  return events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && threads.some((t) => t.pid === e.pid && t.tid === e.tid));
}

/** A compositor task that drew a frame in software takes over a millisecond of CPU; the rest only schedule. */
const framesDrawn = (tasks: TraceEvent[]): number => tasks.filter((e) => (e.tdur ?? 0) > 1000).length;

/** Tasks over 50 ms of wall time at 1x. */
const longTasksAt1x = (tasks: TraceEvent[]): number[] =>
  tasks
    .map((e) => (e.dur ?? 0) / 1000)
    .filter((ms) => ms > 50)
    .sort((a, b) => b - a);

/** The main thread's CPU time in its outermost tasks, ms at 1x (a task nested in another is inside its parent's). */
function cpuAt1x(tasks: TraceEvent[]): number {
  let total = 0;
  let end = -1;
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    total += task.tdur ?? 0;
  }
  return total / 1000;
}

interface Row {
  folder: string;
  name: string;
  work: number;
  script: number;
  bootup: number;
  long: number[];
  /** Main-thread CPU time at 1x, ms (NaN without a trace). */
  cpu: number;
  /** Total blocking time as Lighthouse reports it (simulated 4x), ms. */
  tbt: number;
  benchmarkIndex: number | undefined;
  /** The display compositor's CPU time, ms, and the frames it drew (NaN without a trace). */
  compositor: number;
  frames: number;
}

/** Every kept report under dir: a run of each protocol sits in a folder of its own (LIGHTHOUSE_PROTOCOL=both). */
const reports = fs
  .readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && !f.includes('.trace.') && !f.includes('.devtools.'))
  .sort();
const rows: Row[] = reports.map((file) => {
  const lhr = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const work = lhr.audits['mainthread-work-breakdown'];
  const script = (work?.details?.items ?? []).find((i: { group: string }) => i.group === 'scriptEvaluation')?.duration ?? 0;
  const tracePath = path.join(dir, file.replace(/\.json$/, '.trace.json'));
  const events: TraceEvent[] | undefined = fs.existsSync(tracePath)
    ? JSON.parse(fs.readFileSync(tracePath, 'utf8')).traceEvents
    : undefined;
  const tasks = events ? mainThreadTasks(events) : undefined;
  const drawing = events ? compositorTasks(events) : undefined;
  return {
    folder: path.dirname(file),
    name: file.replace(/\.json$/, ''),
    work: work?.numericValue ?? NaN,
    script,
    bootup: lhr.audits['bootup-time']?.numericValue ?? NaN,
    long: tasks ? longTasksAt1x(tasks) : [],
    cpu: tasks ? cpuAt1x(tasks) : Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    compositor: drawing ? cpuAt1x(drawing) : Number.NaN,
    frames: drawing ? framesDrawn(drawing) : Number.NaN,
  };
});

/** The landing's main-thread work in the same folder (the median of its runs): what the goal compares with. */
function landingIn(folder: string, figure: (row: Row) => number = (row) => row.work): number {
  const works = rows
    .filter((r) => r.folder === folder && path.basename(r.name).startsWith('landing-'))
    .map(figure)
    .sort((a, b) => a - b);
  return works.length === 0 ? NaN : works[Math.floor(works.length / 2)]!;
}

console.log(
  "| run | main-thread work (simulated 4x) | × the landing's | of which script evaluation | bootup-time | tasks > 50 ms at 1x | main-thread CPU at 1x | × the landing's CPU | display compositor CPU, frames drawn | TBT | benchmarkIndex |",
);
console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|');
const ratio = (value: number, landing: number) => (Number.isFinite(landing) && Number.isFinite(value) ? (value / landing).toFixed(2) : '—');
for (const row of rows) {
  const landing = landingIn(row.folder);
  const landingCpu = landingIn(row.folder, (r) => r.cpu);
  console.log(
    `| ${row.name} | ${Math.round(row.work)} ms | ${Number.isFinite(landing) ? (row.work / landing).toFixed(1) : '—'} | ${Math.round(row.script)} ms | ${Math.round(row.bootup)} ms | ${row.long.length === 0 ? 'none' : `${row.long.map((ms) => Math.round(ms)).join(', ')} ms`} | ${Math.round(row.cpu)} ms | ${ratio(row.cpu, landingCpu)} | ${Math.round(row.compositor)} ms, ${row.frames} | ${Math.round(row.tbt)} ms | ${row.benchmarkIndex ?? '—'} |`,
  );
}

/**
 * `node --import tsx bench/lighthouse/main-thread.ts <LIGHTHOUSE_JSON_DIR>`: each kept run's main-thread
 * work as Lighthouse's mobile preset reports it (mainthread-work-breakdown and bootup-time, in simulated
 * 4x time), its benchmarkIndex, and the run's own tasks over 50 ms at 1x (from the trace beside the
 * report: the processor is not slowed while Lighthouse records; it multiplies afterwards). The goal for a
 * signed-in screen: main-thread work ≤ 2 × the landing's in the same run, no task over 50 ms at 1x
 * (the "× the landing's" column: against the median of the landing's runs kept beside it).
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

interface Row {
  folder: string;
  name: string;
  work: number;
  script: number;
  bootup: number;
  long: number[];
  benchmarkIndex: number | undefined;
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
  return {
    folder: path.dirname(file),
    name: file.replace(/\.json$/, ''),
    work: work?.numericValue ?? NaN,
    script,
    bootup: lhr.audits['bootup-time']?.numericValue ?? NaN,
    long: fs.existsSync(tracePath) ? longTasksAt1x(JSON.parse(fs.readFileSync(tracePath, 'utf8')).traceEvents) : [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
});

/** The landing's main-thread work in the same folder (the median of its runs): what the goal compares with. */
function landingIn(folder: string): number {
  const works = rows
    .filter((r) => r.folder === folder && path.basename(r.name).startsWith('landing-'))
    .map((r) => r.work)
    .sort((a, b) => a - b);
  return works.length === 0 ? NaN : works[Math.floor(works.length / 2)]!;
}

console.log(
  "| run | main-thread work (simulated 4x) | × the landing's | of which script evaluation | bootup-time | tasks > 50 ms at 1x | benchmarkIndex |",
);
console.log('|---|---:|---:|---:|---:|---|---:|');
for (const row of rows) {
  const landing = landingIn(row.folder);
  console.log(
    `| ${row.name} | ${Math.round(row.work)} ms | ${Number.isFinite(landing) ? (row.work / landing).toFixed(1) : '—'} | ${Math.round(row.script)} ms | ${Math.round(row.bootup)} ms | ${row.long.length === 0 ? 'none' : `${row.long.map((ms) => Math.round(ms)).join(', ')} ms`} | ${row.benchmarkIndex ?? '—'} |`,
  );
}

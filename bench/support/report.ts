import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetResult } from './dataset.ts';
import type { ExplainedQuery } from './explain.ts';
import type { LoadResult, PacedResult } from './load.ts';
import type { Target } from './scenario.ts';

export interface ScenarioReport {
  name: string;
  description: string;
  target: Target;
  result?: LoadResult;
  /** Why the scenario could not be measured. */
  error?: string;
  datasets: DatasetResult[];
  plans: ExplainedQuery[];
  notes: string[];
}

export interface RunInfo {
  postgres: string;
  connections: number;
  seconds: number;
  startedAt: Date;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAverage: number;
}

const RESULTS_DIR = path.resolve(import.meta.dirname, '..', 'results');

/** The baseline's p99 in this run (the mean of its first and last measure), saturated and at half load. */
export interface BaselineP99 {
  saturated: number;
  paced: number | undefined;
}

/** scenario | requests/s | p50 ms | p99 ms | % of baseline | target | met? — against `base` requests/s. */
export function table(reports: ScenarioReport[], base: number | undefined, baseP99?: BaselineP99): string {
  const lines = [
    '| scenario | requests/s | p50 ms | p99 ms | % of baseline | p99 ms at half load (rate) | errors / non-2xx | target | met? |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const report of reports) {
    const r = report.result;
    if (!r) {
      lines.push(`| ${report.name} | — | — | — | — | — | — | ${describeTarget(report.target)} | failed: ${report.error ?? '?'} |`);
      continue;
    }
    const ratio = base ? r.requestsPerSecond / base : undefined;
    lines.push(
      `| ${report.name} | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ` +
        `${ratio === undefined ? '—' : `${(ratio * 100).toFixed(0)} %`} | ` +
        `${r.paced ? `${r.paced.p99Ms} (${r.paced.rate.toLocaleString('en')}/s${lateSaid(r.paced)})` : '—'} | ` +
        `${r.errors + (r.paced?.errors ?? 0)}${errorsSaid(r)} / ${r.non2xx + (r.paced?.non2xx ?? 0)} | ` +
        `${describeTarget(report.target)} | ${met(report.target, r, ratio, baseP99)} |`,
    );
  }
  return lines.join('\n');
}

function describeTarget(target: Target): string {
  const parts = [
    target.minRatio !== undefined ? `≥ ${Math.round(target.minRatio * 100)} % of baseline` : '',
    target.maxP99Ms !== undefined ? `p99 ≤ ${target.maxP99Ms} ms` : '',
    target.maxP99xBaseline !== undefined ? `p99 ≤ ${target.maxP99xBaseline} × baseline's` : '',
  ].filter(Boolean);
  return parts.join(', ') || '—';
}

/** Whether a p99 is within k × the baseline's: saturated against saturated, or half load against half load. */
function withinBaselineP99(k: number, r: LoadResult, baseP99: BaselineP99 | undefined): boolean {
  if (!baseP99) return false;
  const paced = r.paced && baseP99.paced !== undefined ? r.paced.p99Ms <= k * baseP99.paced : false;
  return r.p99Ms <= k * baseP99.saturated || paced;
}

function met(target: Target, r: LoadResult, ratio: number | undefined, baseP99?: BaselineP99): string {
  if (target.minRatio === undefined && target.maxP99Ms === undefined && target.maxP99xBaseline === undefined) return '—';
  const misses = [
    target.minRatio !== undefined && (ratio === undefined || ratio < target.minRatio) ? 'throughput' : '',
    // Met when either load shows it: saturated (the harder condition, when its queue allows) or at half
    // load (see pacedShare in load.ts), where the queue of 32 closed-loop callers is gone.
    target.maxP99Ms !== undefined && Math.min(r.p99Ms, r.paced?.p99Ms ?? Infinity) > target.maxP99Ms ? 'p99' : '',
    target.maxP99xBaseline !== undefined && !withinBaselineP99(target.maxP99xBaseline, r, baseP99) ? "p99 against the baseline's" : '',
    r.errors + r.non2xx + (r.paced ? r.paced.errors + r.paced.non2xx : 0) > 0 ? 'errors' : '',
  ].filter(Boolean);
  return misses.length ? `no (${misses.join(', ')})` : 'yes';
}

/** The whole run as markdown: conditions, the table, data sets, and each scenario's plans. */
export function document(reports: ScenarioReport[], base: number | undefined, info: RunInfo, baseP99?: BaselineP99): string {
  const cpu = os.cpus();
  const out = [
    '# Benchmark results (latest run)',
    '',
    `Run ${info.startedAt.toISOString()} — ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ` +
      `${info.connections} connections, ${info.seconds} s per scenario after a warm-up; ` +
      `load average ${info.loadAverage.toFixed(2)} at the start.`,
    '',
    `PostgreSQL: ${info.postgres}`,
    '',
    table(reports, base, baseP99),
    '',
    'The baseline is measured first and again last; "% of baseline" is against the mean of the two, ' +
      'and the two baseline rows show how much the machine drifted during the run.',
    '',
    '## Data sets',
    '',
    '| data set | generation | this run |',
    '| --- | ---: | --- |',
    ...unique(reports.flatMap((r) => r.datasets)).map(
      (d) => `| ${d.name} | ${d.seconds.toFixed(1)} s | ${d.reused ? 'reused' : 'generated'} |`,
    ),
  ];
  for (const report of reports) {
    if (!report.plans.length && !report.notes.length) continue;
    out.push('', `## ${report.name}`, '', report.description);
    for (const note of report.notes) out.push('', note);
    for (const plan of report.plans) {
      out.push('', `### ${plan.title}`, '', '```sql', plan.sql, '```');
      if (plan.params.length) out.push('', `Parameters: ${JSON.stringify(plan.params)}`);
      out.push('', '```', plan.plan, '```');
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * A full run writes results/latest.md; a run of some scenarios (`--only=<text>`) writes
 * results/only-<text>.md, so a partial run never replaces the full run's figures and plans.
 */
export function writeDocument(text: string, only?: string): string {
  const name = only
    ? `only-${only
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}.md`
    : 'latest.md';
  const file = path.join(RESULTS_DIR, name);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

function unique(datasets: DatasetResult[]): DatasetResult[] {
  return [...new Map(datasets.map((d) => [d.name, d])).values()];
}

/** Where a scenario's errors came from, when it had any: the saturated run's (timeouts among them) and the paced run's by kind. */
function errorsSaid(r: LoadResult): string {
  const parts: string[] = [];
  if (r.errors) parts.push(`saturated ${r.errors}${r.timeouts ? `, ${r.timeouts} timed out` : ''}`);
  if (r.paced?.errors) {
    const kinds = Object.entries(r.paced.errorKinds).map(([kind, n]) => `${n} ${kind}`);
    parts.push(`paced ${kinds.join(', ')}`);
  }
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/**
 * A share of requests sent late large enough to move the p99 (over 0.5 %): the figure is partly the
 * generator's, and the table says so beside it.
 */
function lateSaid(paced: PacedResult): string {
  return paced.requests && paced.late / paced.requests > 0.005 ? `; ${((paced.late / paced.requests) * 100).toFixed(1)} % sent late` : '';
}

/** How the paced run's generators kept to the schedule: requests sent late, the latest, their own event-loop delay. */
export function generatorSaid(paced: PacedResult): string {
  return (
    `${paced.generators} generators, ${paced.late.toLocaleString('en')} of ${paced.requests.toLocaleString('en')} requests sent > 5 ms late ` +
    `(the latest by ${paced.latestMs} ms), the generators' event-loop delay p99 ${paced.generatorLoopP99Ms} ms, max ${paced.generatorLoopMaxMs} ms`
  );
}

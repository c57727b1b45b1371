/**
 * `npm run bench:scaling`: the reads that must stay flat as data grows — the Following feed, Discover,
 * a random angler's profile, forum search and the conversation list — at several sizes of their data
 * sets. Each size is a whole bench run (bench/run.ts in a child process, its own baseline first and last)
 * on databases of that size (BENCH_ANGLERS_SCALE, BENCH_COMMUNITY_SCALE); this compares the runs and
 * writes results/scaling.md and results/scaling.svg.
 *
 * BENCH_SCALES (default `0.01,0.1,1`): the sizes as shares of the full data sets (1 = 10⁶ posts and
 * 10⁵ questions). Throughput is compared as the share of each run's own baseline, so a busier minute
 * for one size does not read as the data's cost.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './support/load.ts';
import { scalingChart } from './support/scaling-chart.ts';

/** The reads, by the start of their scenario's name (bench/scenarios/). */
const FLAT_READS = [
  { label: 'Following feed', scenario: 'Following feed (real' },
  { label: 'Discover', scenario: 'Discover near a point (real' },
  { label: 'profile', scenario: 'profile of a random angler' },
  { label: 'forum search', scenario: 'forum search' },
  { label: 'conversation list', scenario: 'conversation list' },
] as const;

interface ReadFigures {
  ratio: number;
  rps: number;
  p99: number;
  appUs: number;
  postgresUs: number;
}

interface RunFigures {
  base: number | undefined;
  loadAverage: number;
  reports: Array<{ name: string; result?: LoadResult; error?: string; notes: string[] }>;
}

export interface SizeFigures {
  scale: number;
  loadAverage: number;
  /** Per read: share of the run's baseline, requests/s, p99 ms (saturated), CPU µs per request of the app and PostgreSQL. */
  reads: Map<string, ReadFigures | undefined>;
}

const RESULTS = path.join(import.meta.dirname, 'results');
const scales = (process.env.BENCH_SCALES ?? '0.01,0.1,1').split(',').map(Number);

function runAtScale(scale: number): Promise<RunFigures> {
  const json = path.join(os.tmpdir(), `bench-scaling-${process.pid}-${scale}.json`);
  const only = FLAT_READS.map((r) => r.scenario).join('|');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'run.ts'), `--only=${only}`], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_ANGLERS_SCALE: String(scale), BENCH_COMMUNITY_SCALE: String(scale), BENCH_RESULTS_JSON: json },
    });
    child.on('error', reject);
    child.on('exit', () => {
      if (!fs.existsSync(json)) return reject(new Error(`the run at scale ${scale} wrote no figures`));
      resolve(JSON.parse(fs.readFileSync(json, 'utf8')) as RunFigures);
      fs.rmSync(json);
    });
  });
}

function figuresOf(scale: number, run: RunFigures): SizeFigures {
  const reads = new Map<string, ReadFigures | undefined>();
  for (const read of FLAT_READS) {
    const report = run.reports.find((r) => r.name.startsWith(read.scenario));
    const result = report?.result;
    // What each request cost, which other work on a shared machine barely moves (run.ts's note).
    const cpu = /CPU per request: app (\d+) µs, PostgreSQL (\d+) µs/.exec(report?.notes.join('\n') ?? '');
    reads.set(
      read.label,
      result && run.base
        ? {
            ratio: result.requestsPerSecond / run.base,
            rps: result.requestsPerSecond,
            p99: result.p99Ms,
            appUs: Number(cpu?.[1] ?? NaN),
            postgresUs: Number(cpu?.[2] ?? NaN),
          }
        : undefined,
    );
  }
  return { scale, loadAverage: run.loadAverage, reads };
}

const SIZE = (scale: number) =>
  `${Math.round(1_000_000 * scale).toLocaleString('en')} posts / ${Math.round(100_000 * scale).toLocaleString('en')} questions`;
const pct = (x: number) => `${Math.round(x * 100)} %`;

/** The table: each read at each size, then largest against smallest with the targets (≥ 80 %, p99 ≤ 1.5×). */
function scalingTable(sizes: SizeFigures[]): string {
  const smallest = sizes[0]!;
  const largest = sizes.at(-1)!;
  const head = [
    `| read | ${sizes.map((s) => `${SIZE(s.scale)}: % of baseline, req/s, p99 ms, CPU µs app + PostgreSQL`).join(' | ')} | largest ÷ smallest: throughput (≥ 80 %), p99 (≤ 1.5×), CPU per request | flat? |`,
    `| --- | ${sizes.map(() => '---:').join(' | ')} | ---: | --- |`,
  ];
  const rows = FLAT_READS.map(({ label }) => {
    const cells = sizes.map((s) => {
      const f = s.reads.get(label);
      return f ? `${pct(f.ratio)}, ${Math.round(f.rps).toLocaleString('en')}, ${f.p99}, ${f.appUs} + ${f.postgresUs}` : 'failed';
    });
    const a = smallest.reads.get(label);
    const b = largest.reads.get(label);
    const throughput = a && b ? b.ratio / a.ratio : undefined;
    const p99 = a && b ? b.p99 / a.p99 : undefined;
    const cpu = a && b ? (b.appUs + b.postgresUs) / (a.appUs + a.postgresUs) : undefined;
    const compared =
      throughput !== undefined && p99 !== undefined && cpu !== undefined
        ? `${pct(throughput)}, ${p99.toFixed(2)}×, ${cpu.toFixed(2)}×`
        : '—';
    const flat = throughput !== undefined && p99 !== undefined ? (throughput >= 0.8 && p99 <= 1.5 ? 'yes' : 'no') : '—';
    return `| ${label} | ${cells.join(' | ')} | ${compared} | ${flat} |`;
  });
  return [...head, ...rows].join('\n');
}

async function main() {
  const sizes: SizeFigures[] = [];
  for (const scale of scales) {
    console.log(`bench:scaling: the reads at ${SIZE(scale)}…`);
    sizes.push(figuresOf(scale, await runAtScale(scale)));
  }
  const started = new Date().toISOString();
  const text = [
    '# The reads as data grows (`npm run bench:scaling`)',
    '',
    `Run ${started}, ${os.cpus().length} cores, load average at the start of each size: ${sizes.map((s) => s.loadAverage.toFixed(1)).join(' / ')}; ` +
      `${process.env.BENCH_SECONDS ?? 15} s per scenario. Each size is its own bench run with its own baseline; "% of baseline" is against that run's.`,
    '',
    scalingTable(sizes),
    '',
    '![throughput as % of baseline at each size](scaling.svg)',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(RESULTS, 'scaling.md'), text);
  fs.writeFileSync(
    path.join(RESULTS, 'scaling.svg'),
    scalingChart(
      sizes,
      FLAT_READS.map((r) => r.label),
    ),
  );
  console.log(`\n${scalingTable(sizes)}\n\nbench:scaling: written to bench/results/scaling.md and scaling.svg`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench [-- --fresh] [-- --only=<text>]`: starts PostgreSQL, measures the baseline, then
 * every scenario in bench/scenarios/, prints the table and writes bench/results/latest.md.
 * BENCH_SECONDS (default 15) per scenario; BENCH_DATABASE_URL to use an existing server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { baseline } from './baseline.ts';
import { contextFor } from './support/context.ts';
import { benchSeconds, CONNECTIONS, pacedRate, pacedShare, runLoad, runPaced } from './support/load.ts';
import { startBenchPostgres, type BenchPostgres } from './support/postgres.ts';
import { document, generatorSaid, table, writeDocument, type BaselineP99, type ScenarioReport } from './support/report.ts';
import type { Scenario } from './support/scenario.ts';
import { ownSignals, shutdown } from './support/shutdown.ts';
import { statementCounter, statementsTable } from './support/statements.ts';
import { cpuMeter } from './support/cpu.ts';

const SCENARIOS = path.join(import.meta.dirname, 'scenarios');

async function loadScenarios(only: string | undefined): Promise<Scenario[]> {
  const files = fs
    .readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(SCENARIOS, file)).href)) as { default?: Scenario | Scenario[] };
    if (!module.default) throw new Error(`bench/scenarios/${file} has no default export (a Scenario or Scenario[])`);
    scenarios.push(...[module.default].flat());
  }
  // `--only=feed|like`: scenarios whose name contains any of the parts.
  return scenarios.filter((s) => !only || only.split('|').some((part) => s.name.includes(part)));
}

async function measure(scenario: Scenario, postgres: BenchPostgres, fresh: boolean): Promise<ScenarioReport> {
  const report: ScenarioReport = { ...scenario, datasets: [], plans: [], notes: [] };
  const ctx = contextFor(report, postgres, fresh);
  try {
    const prepared = await scenario.prepare(ctx);
    try {
      ctx.log(`loading ${prepared.url} for ${benchSeconds()} s with ${CONNECTIONS} connections…`);
      // What each request costs, in figures other work on the machine barely moves: CPU time by process, statements.
      const statements = await statementCounter(postgres);
      let cpu: ReturnType<typeof cpuMeter>;
      const onMeasureStart = async () => {
        await statements?.reset();
        cpu = cpuMeter();
      };
      report.result = await runLoad({ url: prepared.url, requests: scenario.requests(ctx), onMeasureStart });
      const spent = cpu?.stop(report.result.requests);
      if (spent) {
        const line = `CPU per request: app ${Math.round(spent.appUs)} µs, PostgreSQL ${Math.round(spent.postgresUs)} µs, load generator ${Math.round(spent.loadUs)} µs.`;
        report.notes.push(line);
        ctx.log(line);
      }
      if (report.result.starved) {
        report.notes.push(
          `The generators had no request ready ${report.result.starved.toLocaleString('en')} times (the bench process handed them over late).`,
        );
      }
      if (statements) report.notes.push(statementsTable(await statements.perRequest(report.result.requests)));
      ctx.log(`${Math.round(report.result.requestsPerSecond)} req/s, p50 ${report.result.p50Ms} ms, p99 ${report.result.p99Ms} ms`);
      // A latency target is judged below saturation too (see pacedShare): the same requests at a fixed rate.
      const p99Target = scenario.target.maxP99Ms !== undefined || scenario.target.maxP99xBaseline !== undefined;
      if ((p99Target || scenario.pacedControl) && pacedShare() > 0 && report.result.requestsPerSecond > 0) {
        const rate = pacedRate(report.result.requestsPerSecond);
        ctx.log(`then at a fixed ${Math.round(rate)} requests/s…`);
        report.result.paced = await runPaced({ url: prepared.url, requests: scenario.requests(ctx) }, rate);
        const { paced } = report.result;
        ctx.log(`at ${paced.rate} req/s: p50 ${paced.p50Ms} ms, p99 ${paced.p99Ms} ms; ${generatorSaid(paced)}`);
        report.notes.push(`At half load (${paced.rate.toLocaleString('en')} requests/s): ${generatorSaid(paced)}.`);
      }
    } finally {
      await prepared.close();
    }
  } catch (error) {
    report.error = (error as Error).message.split('\n')[0];
    console.error(`bench [${scenario.name}] failed:`, error);
  }
  return report;
}

/** The baseline's p99 over its measures of this run (mean), for targets relative to it. */
function baselineP99(measures: ScenarioReport[]): BaselineP99 | undefined {
  const results = measures.flatMap((r) => (r.result ? [r.result] : []));
  if (!results.length) return undefined;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const paced = results.flatMap((r) => (r.paced ? [r.paced.p99Ms] : []));
  return { saturated: mean(results.map((r) => r.p99Ms)), paced: paced.length ? mean(paced) : undefined };
}

async function main() {
  ownSignals();
  const args = process.argv.slice(2);
  const fresh = args.includes('--fresh');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const startedAt = new Date();
  const loadAverage = os.loadavg()[0];
  const scenarios = await loadScenarios(only);

  const postgres = await startBenchPostgres();
  const first = await measure({ ...baseline, name: `${baseline.name}, first` }, postgres, fresh);
  const reports = [first];
  for (const scenario of scenarios) reports.push(await measure(scenario, postgres, fresh));
  // Again at the end: on a shared machine the ceiling moves; the mean of both is fairer to every scenario.
  const last = await measure({ ...baseline, name: `${baseline.name}, last` }, postgres, false);
  reports.push({ ...last, plans: [], datasets: [] });
  const baselines = [first, last].flatMap((r) => (r.result ? [r.result.requestsPerSecond] : []));
  const base = baselines.length ? baselines.reduce((a, b) => a + b) / baselines.length : undefined;
  const baseP99 = baselineP99([first, last]);

  console.log(`\n${table(reports, base, baseP99)}\n`);
  const info = { postgres: postgres.description, connections: CONNECTIONS, seconds: benchSeconds(), startedAt, loadAverage };
  const file = writeDocument(document(reports, base, info, baseP99), only);
  // For a runner of runs (bench/scaling.ts): the figures without the plans, as data.
  if (process.env.BENCH_RESULTS_JSON) {
    const figures = reports.map(({ name, result, error, notes }) => ({ name, result, error, notes }));
    fs.writeFileSync(process.env.BENCH_RESULTS_JSON, JSON.stringify({ base, baseP99, loadAverage, reports: figures }, null, 2));
  }
  console.log(`bench: results and query plans written to ${path.relative(process.cwd(), file)}`);
  console.log(`bench: total ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s`);
  return reports.every((r) => r.result) ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await shutdown();
    process.exit(code);
  });

import { ensureDataset } from './dataset.ts';
import { explain } from './explain.ts';
import type { BenchPostgres } from './postgres.ts';
import type { ScenarioReport } from './report.ts';
import type { BenchContext } from './scenario.ts';
import { startServer } from './server.ts';

/** A scenario's context: everything it generates, explains or notes lands in its report. */
export function contextFor(report: ScenarioReport, postgres: BenchPostgres, fresh: boolean): BenchContext {
  return {
    fresh,
    databaseUrl: (name) => postgres.url(name),
    async dataset(url, spec) {
      const result = await ensureDataset(url, spec, fresh);
      report.datasets.push(result);
      return result;
    },
    startServer,
    async explain(url, title, sql, params = []) {
      const explained = await explain(url, title, sql, params);
      report.plans.push(explained);
      return explained;
    },
    note: (text) => report.notes.push(text),
    log: (message) => console.log(`bench [${report.name}]: ${message}`),
  };
}

import type { DatasetResult, DatasetSpec } from './dataset.ts';
import type { ExplainedQuery } from './explain.ts';
import type { RequestGenerator } from './load.ts';
import type { RunningServer, ServerOptions } from './server.ts';

/** What a scenario must reach; the ratio is to the baseline measured in the same run. */
export interface Target {
  /** Minimum requests/s as a fraction of the baseline's (0.5 = 50 %). */
  minRatio?: number;
  /** Maximum p99 latency in ms. */
  maxP99Ms?: number;
  /**
   * Maximum p99 as a multiple of the baseline's p99 in the same run (2 = at most twice the bare
   * server's): saturated against saturated, half load against half load. A target for reads whose
   * cost must not grow with the data behind them, judged on the machine as it is during the run.
   */
  maxP99xBaseline?: number;
}

/** What `prepare` hands back: the server to load, and how to take it down. */
export interface Prepared {
  /** Base URL of the server under test (127.0.0.1). */
  url: string;
  close(): Promise<void>;
}

/** Everything a scenario may use; one per scenario, so its EXPLAIN plans land under its name. */
export interface BenchContext {
  /** `--fresh` was given: regenerate data sets. */
  fresh: boolean;
  /** Connection URL of a database on the bench server (created on first use). */
  databaseUrl(name: string): Promise<string>;
  /** Generates a data set once, reuses it afterwards; generation time goes to the report. */
  dataset(url: string, spec: DatasetSpec): Promise<DatasetResult>;
  /** Starts a server under test in its own process (stopped at the end of the run anyway). */
  startServer(options: ServerOptions): Promise<RunningServer>;
  /** Runs EXPLAIN (ANALYZE, BUFFERS) and keeps the plan for the report. */
  explain(url: string, title: string, sql: string, params?: unknown[]): Promise<ExplainedQuery>;
  /** A line for the report under this scenario (e.g. the shape of its data). */
  note(text: string): void;
  log(message: string): void;
}

/**
 * One benchmark scenario: a module in bench/scenarios/ whose default export is a Scenario (or an
 * array of them). The runner calls prepare, loads the server with requests() for BENCH_SECONDS
 * over 32 connections, then closes it.
 */
export interface Scenario {
  name: string;
  /** One line for the report: what is measured. */
  description: string;
  target: Target;
  /** Generate/reuse data, start the server, record EXPLAIN plans. */
  prepare(ctx: BenchContext): Promise<Prepared>;
  /** The request generator: called per request (random user, cookie, like/unlike…). */
  requests(ctx: BenchContext): RequestGenerator;
  /**
   * Also measured at half load without a p99 target of its own: the baseline is, so every run shows
   * the machine's own half-load p99 (a bare server, one indexed read) beside the scenarios' — a
   * control for judging theirs on two cores shared with PostgreSQL and the generator.
   */
  pacedControl?: boolean;
}

/** Uniform random integer in [1, max]. */
export function randomId(max: number): number {
  return 1 + Math.floor(Math.random() * max);
}

import pg from 'pg';
import type { BenchPostgres } from './postgres.ts';

/** One statement text and how often a measured request ran it. */
export interface StatementCount {
  database: string;
  /** Calls during the measured load divided by the requests answered. */
  perRequest: number;
  calls: number;
  /** Mean execution time (ms): what PostgreSQL itself spent, without the round trip. */
  meanMs: number;
  /** Plans made per call (1: planned on every execution; near 0: a prepared statement's cached plan). */
  plansPerCall: number;
  /** Mean planning time (ms) of the plans made. */
  meanPlanMs: number;
  /** Shared buffers a call found in PostgreSQL's cache, and read from outside it (the OS's page cache or the disk). */
  hitsPerCall: number;
  readsPerCall: number;
  query: string;
}

export interface StatementCounter {
  /** Forgets every count: called when the measured load starts (after the warm-up). */
  reset(): Promise<void>;
  /** What each request cost in statements (round trips) since the reset, most frequent first. */
  perRequest(requests: number): Promise<StatementCount[]>;
}

/**
 * BENCH_PG_STATEMENTS=1: counts the statements each measured request makes PostgreSQL run, from
 * pg_stat_statements (loaded by support/postgres.ts when the variable is set) — a figure the other
 * work on the machine cannot move, unlike requests per second. Every statement is a round trip
 * (BEGIN and COMMIT included: utility statements are tracked). Counts cover every database of the
 * server, so the app's job worker, limiter pool and listening connection are included.
 */
export async function statementCounter(postgres: BenchPostgres): Promise<StatementCounter | undefined> {
  if (process.env.BENCH_PG_STATEMENTS !== '1') return undefined;
  const url = await postgres.url('postgres');
  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  await query('create extension if not exists pg_stat_statements');
  return {
    async reset() {
      await query('select pg_stat_statements_reset()');
    },
    async perRequest(requests) {
      const rows = await query<{
        database: string;
        calls: string;
        plans: string;
        mean_ms: number;
        mean_plan_ms: number;
        hits: string;
        reads: string;
        query: string;
      }>(
        `select d.datname as database, s.calls, s.plans, s.mean_exec_time as mean_ms, s.mean_plan_time as mean_plan_ms,
                s.shared_blks_hit as hits, s.shared_blks_read as reads, s.query
           from pg_stat_statements s join pg_database d on d.oid = s.dbid
          where d.datname <> 'postgres'
          order by s.calls desc limit 40`,
      );
      return rows.map((r) => ({
        database: r.database,
        calls: Number(r.calls),
        perRequest: requests ? Number(r.calls) / requests : 0,
        meanMs: r.mean_ms,
        plansPerCall: Number(r.calls) ? Number(r.plans) / Number(r.calls) : 0,
        meanPlanMs: r.mean_plan_ms,
        hitsPerCall: Number(r.calls) ? Number(r.hits) / Number(r.calls) : 0,
        readsPerCall: Number(r.calls) ? Number(r.reads) / Number(r.calls) : 0,
        query: r.query.replace(/\s+/g, ' ').trim(),
      }));
    },
  };
}

/** Markdown: statements per request (≥ 0.01), the total first. */
export function statementsTable(counts: StatementCount[]): string {
  const shown = counts.filter((c) => c.perRequest >= 0.01);
  const total = shown.reduce((sum, c) => sum + c.perRequest, 0);
  return [
    `Statements per request (pg_stat_statements, BENCH_PG_STATEMENTS=1): **${total.toFixed(2)}** in all.`,
    '',
    '| per request | mean ms | plans per call | mean plan ms | buffers hit / read per call | database | statement |',
    '| ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...shown.map(
      (c) =>
        `| ${c.perRequest.toFixed(2)} | ${c.meanMs.toFixed(3)} | ${c.plansPerCall.toFixed(2)} | ${c.meanPlanMs.toFixed(3)} | ${c.hitsPerCall.toFixed(1)} / ${c.readsPerCall.toFixed(1)} | ${c.database} | \`${c.query.slice(0, 160).replace(/\|/g, '\\|').replace(/`/g, "'")}\` |`,
    ),
  ].join('\n');
}

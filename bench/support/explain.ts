import { withClient } from './postgres.ts';

export interface ExplainedQuery {
  title: string;
  sql: string;
  params: unknown[];
  /** Output of EXPLAIN (ANALYZE, BUFFERS), one plan line per line. */
  plan: string;
}

/**
 * Runs the query for real under EXPLAIN (ANALYZE, BUFFERS) — with the same bound parameters the
 * server sends, so the planner sees what it sees under load — and returns the plan text.
 * ANALYZE executes the statement: explain writes inside a transaction that is rolled back.
 */
export async function explain(url: string, title: string, sql: string, params: unknown[] = []): Promise<ExplainedQuery> {
  return withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const plan = rows.map((row) => row['QUERY PLAN'] as string).join('\n');
      return { title, sql: sql.trim(), params, plan };
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

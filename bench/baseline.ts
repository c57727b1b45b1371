/**
 * The baseline: the ceiling of any 20-row read on this machine. A bare Koa handler (sql-server.ts)
 * doing ONE indexed 20-row range scan with plain `pg` on a 1M-row table, a random owner per
 * request. Every scenario's throughput is reported as a share of this one, measured in the same
 * run, so the figures survive a busier or faster machine.
 */
import type { DatasetSpec } from './support/dataset.ts';
import { randomId, type Scenario } from './support/scenario.ts';
import { intParam, type SqlRoute } from './support/sql-server.ts';

export const BENCH_DATABASE = 'tightlines_bench';
const ROWS = 1_000_000;
const OWNERS = 10_000; // ~100 rows per owner: a 20-row page is a true range scan, not the whole owner

/**
 * Rows are inserted in random owner order, so an owner's 20 rows sit on ~20 different heap pages,
 * as a real user's posts do; payload ~100 bytes like a short caption.
 */
const dataset: DatasetSpec = {
  name: 'baseline-rows',
  version: 2,
  tables: ['bench_rows'],
  async generate(client) {
    await client.query(`CREATE TABLE bench_rows (
      id bigint NOT NULL, owner int NOT NULL, created_at timestamptz NOT NULL, payload text NOT NULL)`);
    await client.query(
      `INSERT INTO bench_rows (id, owner, created_at, payload)
       SELECT g, 1 + floor(random() * $2)::int, now() - random() * interval '365 days', repeat(md5(g::text), 3)
         FROM generate_series(1, $1::int) g`,
      [ROWS, OWNERS],
    );
    await client.query('ALTER TABLE bench_rows ADD PRIMARY KEY (id)');
    await client.query('CREATE INDEX bench_rows_owner_created ON bench_rows (owner, created_at DESC)');
  },
};

const SQL = `SELECT id, owner, created_at, payload FROM bench_rows
  WHERE owner = $1 ORDER BY created_at DESC LIMIT 20`;

/** Served by sql-server.ts in the baseline's own process. */
export const routes: SqlRoute[] = [{ path: '/rows', sql: SQL, params: (q) => [intParam(q, 'owner')] }];

export const baseline: Scenario = {
  name: 'baseline: one indexed 20-row range scan (bare Koa + pg)',
  description: `GET /rows?owner=<random of ${OWNERS.toLocaleString('en')}> on ${ROWS.toLocaleString('en')} rows, index (owner, created_at desc)`,
  target: {},
  pacedControl: true,
  async prepare(ctx) {
    const url = await ctx.databaseUrl(BENCH_DATABASE);
    await ctx.dataset(url, dataset);
    await ctx.explain(url, "one owner's 20 newest rows", SQL, [randomId(OWNERS)]);
    return ctx
      .startServer({ entry: 'bench/support/sql-server.ts', args: ['bench/baseline.ts'], env: { DATABASE_URL: url } })
      .then((server) => ({ url: server.url, close: server.stop }));
  },
  requests: () => () => ({ path: `/rows?owner=${randomId(OWNERS)}` }),
};

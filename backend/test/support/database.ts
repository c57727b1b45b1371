import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.ts';
import { freePort } from './own-postgres.ts';

/**
 * Where test databases come from, in order: DATABASE_URL when set (CI's server); a throw-away
 * container when a Docker engine answers; else one embedded PostgreSQL per test process (in a temp
 * directory, on a free port, removed when the process exits). Every caller gets a fresh, empty
 * database of its own, so suites never see each other's rows.
 */
let serverUrl: Promise<string> | undefined;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database: empty, or a copy of `template` (a database made a template by
 * `markAsTemplate`) — copying a migrated database takes milliseconds where migrating takes seconds.
 */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  serverUrl ??= findServer();
  const admin = await serverUrl;
  const name = `tl_test_${randomBytes(6).toString('hex')}`;
  await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * Makes a database a template others are copied from: nobody may connect to it any more (a copy
 * needs a template nobody is using), and `drop` first makes it an ordinary database again.
 */
export async function markAsTemplate(database: TestDatabase): Promise<{ name: string; drop(): Promise<void> }> {
  serverUrl ??= findServer();
  const admin = await serverUrl;
  const name = new URL(database.url).pathname.slice(1);
  await withClient(admin, async (c) => {
    await c.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  });
  return {
    name,
    drop: () =>
      withClient(admin, async (c) => {
        await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }).then(() => undefined),
  };
}

async function findServer(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const docker = await startContainer().catch(() => undefined);
  if (docker) return docker;
  return startEmbedded();
}

async function startContainer(): Promise<string> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:18-alpine').start();
  process.once('exit', () => void container.stop());
  return container.getConnectionUri();
}

async function startEmbedded(): Promise<string> {
  sweepLeftovers();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_PREFIX));
  fs.chmodSync(root, 0o755); // the postgres user must be able to enter it
  const running = await startEmbeddedPostgres({
    dir: path.join(root, 'data'),
    port: await freePort(),
    database: 'postgres',
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'warn' }),
    throwaway: true,
  });
  process.once('exit', () => {
    // 'exit' allows no waiting: the package's own exit hook has already signalled postgres to stop.
    fs.rmSync(root, { recursive: true, force: true });
  });
  return running.adminUrl;
}

const TEMP_PREFIX = 'tl-test-pg-';

/**
 * At exit there is no time to wait for postgres to finish stopping, so a few files can outlive the
 * removal of its temp directory. Later runs sweep directories older than ten minutes whose server is gone.
 */
function sweepLeftovers() {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(TEMP_PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs < 10 * 60_000) continue;
      const pidFile = path.join(dir, 'data', 'postmaster.pid');
      const pid = fs.existsSync(pidFile) ? Number.parseInt(fs.readFileSync(pidFile, 'utf8'), 10) : NaN;
      if (Number.isInteger(pid) && isRunning(pid)) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another test process got there first
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

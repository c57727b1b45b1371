import 'reflect-metadata';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { createLogger } from './platform/logging/logger.ts';
import { openDatabase } from './platform/db/database.ts';
import { platformMigrations } from './platform/db/migrations/index.ts';
import { installJobQueue } from './platform/jobs/job-worker.ts';
import { backendModules } from './modules/index.ts';
import { demoMigrations } from './seed/migrations/index.ts';

/**
 * Brings the schema up to date and exits: the deploy's migrations Job (`npm run migrate -w backend`).
 * It does exactly what a starting server does before it listens — every checked-in migration and the
 * job queue's install, under the same PostgreSQL advisory lock — so it is safe while servers run or
 * start beside it, and a server starting afterwards finds nothing left to do. It reads DATABASE_URL
 * and LOG_LEVEL only. Exit 0 when the schema is current, 1 otherwise.
 */
async function migrate(): Promise<void> {
  // Only what migrating needs: the Job is given no session secret, OpenID client or bucket keys.
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: process.env.LOG_LEVEL });
  const log = createLogger(config);
  if (!config.databaseUrl) {
    throw new Error('DATABASE_URL is not set: the embedded database is migrated by the app itself when it starts');
  }
  const modules = backendModules;
  const db = await openDatabase({
    url: config.databaseUrl,
    entities: modules.flatMap((m) => m.entities),
    migrations: [...platformMigrations, ...demoMigrations, ...modules.flatMap((m) => m.migrations)],
    log,
    poolMax: 2,
  });
  try {
    await installJobQueue(config.databaseUrl, log);
    await db.releaseStartupLock();
    if (!(await db.migrationsApplied())) throw new Error('migrations still pending after migrating');
    log.info('schema is current');
  } finally {
    await db.releaseStartupLock().catch(() => undefined);
    await db.close();
  }
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    console.error(`Tightlines could not migrate: ${message}`);
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  },
);

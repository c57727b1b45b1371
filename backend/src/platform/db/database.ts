import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { requestForkOf } from './request-forks.ts';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { Pool } from 'pg';
import type { Logger } from '../logging/logger.ts';
import type { PoolStats } from '../http/metrics.ts';
import { KyselySql, type Sql } from './sql.ts';

/** A checked-in migration, named `<yyyymmddhhmmss>_<what>` so that names sort in the order they apply. */
export interface NamedMigration {
  name: string;
  class: new (...args: ConstructorParameters<typeof Migration>) => Migration;
}

export interface Database {
  orm: MikroORM;
  em: EntityManager;
  /** Prepared-statement reads on the same pool (hot read paths). */
  sql: Sql;
  poolStats(): PoolStats | undefined;
  ping(): Promise<void>;
  /** Every checked-in migration is applied. */
  migrationsApplied(): Promise<boolean>;
  /**
   * Ends the start-up critical section: `openDatabase` took a PostgreSQL advisory lock before
   * migrating, so replicas starting together migrate (and install the job queue, and seed) one after
   * another, never side by side. Call once start-up's schema work is done.
   */
  releaseStartupLock(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  url: string;
  entities: EntitySchema[];
  migrations: NamedMigration[];
  log: Logger;
  poolMax?: number;
}

/** The advisory lock key replicas take around start-up's schema work (any constant unique to the app). */
const STARTUP_LOCK = 7_246_813_501;

/**
 * Connects MikroORM to PostgreSQL and applies every pending checked-in migration — the only way the
 * schema changes. Migrations of all modules run in name (timestamp) order.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log.child({ component: 'db' });
  const migrationsList = [...options.migrations].sort((a, b) => a.name.localeCompare(b.name));
  const orm = await MikroORM.init({
    clientUrl: options.url,
    entities: options.entities,
    extensions: [Migrator],
    // A pod keeps the connections it has opened (min = max turns pg-pool's idle closing off): a fresh
    // backend costs a connection set-up and cold catalog and plan caches on its first statements, which
    // showed as p99 spikes whenever a load below the peak let idle connections close and reopen.
    pool: { min: options.poolMax ?? 10, max: options.poolMax ?? 10 },
    // With the database away, a request waits at most this long for a connection, then answers 503.
    driverOptions: { connectionTimeoutMillis: 3_000 },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // The app only touches the database inside a request context or an explicit fork.
    allowGlobalContext: false,
    // A request's fork is made when the request first uses the ORM (request-forks.ts).
    context: requestForkOf,
    debug: false,
  });
  const pool = (await orm.em.getConnection().getNativeClient()) as Pool;
  const lock = await pool.connect();
  let locked = true;
  const releaseStartupLock = async () => {
    if (!locked) return;
    locked = false;
    await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).finally(() => lock.release());
  };
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    const applied = await orm.migrator.up();
    for (const m of applied) log.info({ migration: m.name }, 'migration applied');
  } catch (error) {
    await releaseStartupLock().catch(() => undefined);
    await orm.close(true);
    throw error;
  }

  return {
    orm,
    em: orm.em,
    sql: new KyselySql(orm.em, pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    migrationsApplied: async () => (await orm.migrator.getPending()).length === 0,
    releaseStartupLock,
    close: () => orm.close(true),
  };
}

import pg from 'pg';

/**
 * A pg pool of a platform part's own (the job queue's, the limiter's, the signals' sender). A
 * connection the database ends — a restart, a failover, an administrator's terminate — is reported to
 * `lost` whether it sits idle in the pool (pg-pool's own 'error') or is checked out between two
 * queries: pg-pool does not listen to a checked-out client, and a client's 'error' nobody hears
 * ends the process.
 */
export function ownPool(config: pg.PoolConfig, lost: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

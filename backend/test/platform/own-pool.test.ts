import { expect } from 'chai';
import pg from 'pg';
import { ownPool } from '../../src/platform/db/own-pool.ts';
import { createTestDatabase, type TestDatabase } from '../support/index.ts';

/**
 * A platform pool's connection ended by the database (a restart, a terminate) is reported, never
 * thrown: pg-pool hears its idle clients only, and a checked-out client's unheard 'error' ended the
 * test process ("Uncaught error: terminating connection due to administrator command").
 */
describe('platform: a pool of a part’s own (ownPool)', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.drop();
  });

  it('reports a checked-out connection the database ends, and one idle in the pool, and throws nothing', async () => {
    const lost: string[] = [];
    const pool = ownPool({ connectionString: database.url, max: 2 }, (error) => lost.push(error.message));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const held = await pool.connect(); // checked out, between two queries
    try {
      const idle = await pool.connect();
      const pids = await Promise.all(
        [held, idle].map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid),
      );
      idle.release();
      for (const pid of pids) await admin.query('select pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 100 && (lost.length < 2 || pool.idleCount > 0); i++) await new Promise((r) => setTimeout(r, 20));
      expect(lost.length, 'both reported').to.be.at.least(2);
      expect(lost.every((m) => /terminat/i.test(m))).to.equal(true);
      expect((await pool.query('select 1 as one')).rows[0].one, 'the pool opens another').to.equal(1);
    } finally {
      held.release(true);
      await admin.end();
      await pool.end();
    }
  });
});

import { expect } from 'chai';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../support/index.ts';
import { TransactionsToken, type Transactions } from '../../src/platform/transactions/transactions.ts';
import { EntityManagerToken } from '../../src/platform/db/tokens.ts';
import { sql, SqlToken, type Sql } from '../../src/platform/db/sql.ts';

/**
 * The unit of work's promises (platform/transactions): nested calls join the transaction under way —
 * no savepoint of their own (MikroORM's nested `transactional` opened and released one, two round
 * trips of nothing on every keyed POST) — effects wait for the outermost commit, and a failure that
 * leaves the outermost run undoes everything written in it.
 */
describe('platform: transactions', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('joins a nested run to the transaction under way, without a savepoint, effects after the commit', async () => {
    await app.inContext(async (get) => {
      const tx = get<Transactions>(TransactionsToken);
      const db = get<Sql>(SqlToken);
      const em = get<EntityManager>(EntityManagerToken);
      const opened: string[] = [];
      const transactional = em.transactional.bind(em);
      em.transactional = ((work: never, options?: never) => {
        opened.push('transactional');
        return transactional(work, options);
      }) as typeof em.transactional;
      const order: string[] = [];
      try {
        await tx.run(async () => {
          const [outer] = await db.rows<{ xid: string }>(sql`select pg_current_xact_id()::text as xid`);
          await tx.run(async () => {
            const [inner] = await db.rows<{ xid: string }>(sql`select pg_current_xact_id()::text as xid`);
            expect(inner!.xid).to.equal(outer!.xid);
            tx.afterCommit(() => order.push('effect'));
          });
          order.push('outer work done');
        });
      } finally {
        em.transactional = transactional;
      }
      expect(opened).to.deep.equal(['transactional']);
      expect(order).to.deep.equal(['outer work done', 'effect']);
    });
  });

  it('undoes what a nested run wrote when its failure leaves the outermost run, and runs no effect', async () => {
    await app.inContext(async (get) => {
      const tx = get<Transactions>(TransactionsToken);
      const db = get<Sql>(SqlToken);
      await db.run(sql`create table if not exists test_nested_writes (id text primary key)`);
      let effects = 0;
      const failed = await tx
        .run(async () => {
          await db.run(sql`insert into test_nested_writes values ('outer')`);
          await tx.run(async () => {
            await db.run(sql`insert into test_nested_writes values ('inner')`);
            tx.afterCommit(() => (effects += 1));
            throw new Error('the nested work fails');
          });
        })
        .catch((error: Error) => error.message);
      expect(failed).to.equal('the nested work fails');
      expect(await db.rows(sql`select id from test_nested_writes`)).to.deep.equal([]);
      expect(effects).to.equal(0);
    });
  });
});

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transactions } from '../transactions/transactions.ts';

/** Transactions on MikroORM's EntityManager: statements through `Sql.rows`/`run` (its Kysely) join them too. */
export class OrmTransactions implements Transactions {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  active(): boolean {
    return this.em.getContext(false)?.isInTransaction() ?? false;
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A unit of work for use cases, without naming the ORM: everything `work` writes — through the
 * EntityManager or `Sql.rows`/`Sql.run`, events published on the way included — commits together or
 * not at all. Nested calls join the outer transaction.
 */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the caller is inside one (events may only be published there). */
  active(): boolean;
}
export const TransactionsToken = Symbol.for('platform.Transactions');

export class OrmTransactions implements Transactions {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  active(): boolean {
    return this.em.getContext(false)?.isInTransaction() ?? false;
  }
}

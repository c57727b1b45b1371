import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transactions } from '../transactions/transactions.ts';
import { inTransaction } from './request-forks.ts';

/**
 * Transactions on MikroORM's EntityManager: statements through `Sql.rows`/`run` (its Kysely) join
 * them too. The outermost `run` keeps the effects to run after its commit.
 */
export class OrmTransactions implements Transactions {
  readonly #outermost = new AsyncLocalStorage<Array<() => void>>();

  constructor(private readonly em: EntityManager) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#outermost.getStore()) return this.em.transactional(() => work());
    const effects: Array<() => void> = [];
    const result = await this.#outermost.run(effects, () => this.em.transactional(() => work()));
    for (const effect of effects) effect();
    return result;
  }

  active(): boolean {
    return inTransaction(this.em);
  }

  afterCommit(effect: () => void): void {
    const effects = this.#outermost.getStore();
    if (effects && this.active()) effects.push(effect);
    else effect();
  }
}

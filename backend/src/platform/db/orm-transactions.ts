import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transactions } from '../transactions/transactions.ts';
import { inTransaction } from './request-forks.ts';

/**
 * Transactions on MikroORM's EntityManager: statements through `Sql.rows`/`run` (its Kysely) join
 * them too. The outermost `run` keeps the effects to run after its commit. A nested `run` joins the
 * transaction under way, as the port promises — not MikroORM's nested `transactional`, which opens a
 * savepoint and releases it: two round trips of nothing on every keyed POST whose use case runs a
 * transaction inside the Idempotency-Key's. (A failure inside still fails the whole transaction.)
 */
export class OrmTransactions implements Transactions {
  readonly #outermost = new AsyncLocalStorage<Array<() => void>>();

  constructor(private readonly em: EntityManager) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    // Work begun inside a transaction but still running after it ended (not awaited) starts its own.
    if (this.#outermost.getStore() && this.active()) return work();
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

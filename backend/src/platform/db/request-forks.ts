import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, TransactionContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Each HTTP request's own EntityManager (identity map, unit of work), made the first time the request
 * asks for it. MikroORM's RequestContext forks one for every request; most hot calls never touch the
 * ORM (prepared statements on the pool), and the fork was ~3 % of the signed-in floor's app CPU (a
 * profile). MikroORM finds it through its `context` setting (`requestForkOf`),
 * which also serves the job worker's, the seed's and other explicit RequestContexts.
 */
class ForkOnFirstUse {
  #fork: EntityManager | undefined;

  constructor(private readonly em: EntityManager) {}

  #forking = false;

  get(name: string): EntityManager | undefined {
    if (name !== this.em.name || this.#forking) return undefined; // fork() itself asks for the context: the global one
    if (!this.#fork) {
      this.#forking = true;
      try {
        this.#fork = this.em.fork({ useContext: true });
      } finally {
        this.#forking = false;
      }
    }
    return this.#fork;
  }
}

const forks = new AsyncLocalStorage<ForkOnFirstUse>();

/** Runs `next` (the rest of a request) with a fork of `em` made on first use. */
export function withRequestFork<T>(em: EntityManager, next: () => T): T {
  return forks.run(new ForkOnFirstUse(em), next);
}

/**
 * MikroORM's `context` setting: an explicit RequestContext first (the job worker's, the seed's, or one
 * opened inside a request on purpose — as MikroORM's default does), else the request's fork, made now
 * if need be.
 */
export function requestForkOf(name: string): EntityManager | undefined {
  return (RequestContext.getEntityManager(name) as EntityManager | undefined) ?? forks.getStore()?.get(name);
}

/** Whether a transaction of `em` is open here — asked without making the request's fork. */
export function inTransaction(em: EntityManager): boolean {
  return TransactionContext.getEntityManager(em.name)?.isInTransaction() ?? false;
}

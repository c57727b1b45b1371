import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.ts';

/** Work a module wants done now and then, away from any request (upkeep, not user-visible actions). */
export interface BackgroundJob {
  readonly name: string;
  /** How often, in milliseconds. */
  readonly everyMs: number;
  run(): Promise<void>;
}
/** Multi-bound: a module binds its jobs here; the composition root starts them after start-up. */
export const BackgroundJobToken = Symbol.for('platform.BackgroundJob');

/**
 * Runs each job on its own timer: never two runs of one job at once, each in its own database
 * context (as a request has), a failure logged and tried again next time. The timers do not keep the
 * process alive; `stop` waits for runs in progress.
 */
export function startBackgroundJobs(jobs: readonly BackgroundJob[], em: EntityManager, log: Logger): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = RequestContext.create(em, () => job.run())
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}

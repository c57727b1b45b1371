import type pg from 'pg';
import { ownPool } from '../../src/platform/db/own-pool.ts';
import { MAX_ATTEMPTS } from '../../src/platform/events/event-relay.ts';

/**
 * Waits until an app's job queue and event relay have nothing due or running: the durable events and deferred work
 * caused by a request have been applied. Tests read what an angler would see a moment later — so a
 * reaction that never happens (or fails: a failed job waits for its retry, which is not "due") makes
 * the test fail, and the test never sleeps a fixed time.
 */
export class QueueWatcher {
  readonly #pool: pg.Pool;

  constructor(databaseUrl: string) {
    // A database restart in a test: the next query reconnects.
    this.#pool = ownPool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 1_000 });
  }

  /**
   * Many requests finishing at once (200 likes) share one polling loop: a waiter is released by the
   * first poll that STARTED after it began waiting and found the queue quiet.
   */
  readonly #waiters: Array<{ since: number; until: number; resolve: () => void; reject: (e: Error) => void }> = [];
  #polls = 0;
  #looping = false;

  // The bound only ends a wait that would never end: a busy machine may take minutes over a large seed's jobs.
  settled(timeoutMs = 300_000): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#waiters.push({ since: this.#polls, until: Date.now() + timeoutMs, resolve, reject });
      if (!this.#looping) void this.#loop();
    });
  }

  async #loop(): Promise<void> {
    this.#looping = true;
    try {
      while (this.#waiters.length) {
        const poll = ++this.#polls;
        const answer = await this.#pool
          .query<{ busy: boolean }>(
            `select exists (
               select 1 from graphile_worker.jobs
               where locked_at is not null or (attempts < max_attempts and run_at <= now())
             ) or exists (
               select 1 from event_deliveries where attempts < ${MAX_ATTEMPTS} and run_at <= now()
             ) or exists (
               select 1 from event_letters where attempts < ${MAX_ATTEMPTS} and run_at <= now()
             ) as busy`,
          )
          .catch(() => undefined);
        // No database to ask (a test restarting it): nothing can be waited for.
        const quiet = !answer || !answer.rows[0]!.busy;
        for (const w of [...this.#waiters]) {
          if (quiet && w.since < poll) {
            this.#waiters.splice(this.#waiters.indexOf(w), 1);
            w.resolve();
          } else if (Date.now() > w.until) {
            this.#waiters.splice(this.#waiters.indexOf(w), 1);
            w.reject(new Error('The job queue did not settle in time'));
          }
        }
        if (this.#waiters.length && !quiet) await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      this.#looping = false;
    }
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}

const watchers = new Map<string, QueueWatcher>();

/** The app at this base URL settles its queue after each of a test client's requests. */
export function watchQueue(baseUrl: string, watcher: QueueWatcher): void {
  watchers.set(new URL(baseUrl).origin, watcher);
}
export function unwatchQueue(baseUrl: string): void {
  watchers.delete(new URL(baseUrl).origin);
}
export function settledQueueOf(baseUrl: string): Promise<void> {
  return watchers.get(new URL(baseUrl).origin)?.settled() ?? Promise.resolve();
}

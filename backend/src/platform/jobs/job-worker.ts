import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, parseCronItems, run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { ownPool } from '../db/own-pool.ts';
import { inSpan } from '../telemetry/spans.ts';
import { finishesWithin, sleep } from '../time/time-limits.ts';
import type { Logger } from '../logging/logger.ts';
import type { JobHandler, ScheduledJob } from './job-queue.ts';

export interface JobWorkerOptions {
  databaseUrl: string;
  handlers: readonly JobHandler[];
  scheduled: readonly ScheduledJob[];
  em: EntityManager;
  log: Logger;
  /** Jobs run at once by this process. */
  concurrency: number;
}

export interface JobWorker {
  stop(): Promise<void>;
}

/** The queue's own tables (schema graphile_worker), installed or upgraded before anything enqueues. */
export async function installJobQueue(databaseUrl: string, log: Logger): Promise<void> {
  const pool = queuePool(databaseUrl, 1, log);
  try {
    await runMigrations({ pgPool: pool, logger: workerLogger(log) });
  } finally {
    await pool.end();
  }
}

/**
 * This process's worker: takes jobs as they are committed (LISTEN/NOTIFY; a poll as back-up), runs
 * each in a database context of its own (as a request has), on a small pool of its own so jobs never
 * starve requests of connections. `stop` lets running jobs finish (up to STOP_MS) and hands the rest back.
 *
 * Supervised: graphile-worker shuts its worker pool down for good when it cannot write a batch of
 * completions or failures (0.18 gives up at the first error, graphile/worker#636) — a database
 * restart at the wrong moment, and this process would run no job again while its heartbeat kept its
 * taken jobs locked. When a runner gives up without being asked, a new one starts at once (retried
 * with back-off while the database is away), and the old one's jobs are handed back as soon as none
 * is running in it (they ran, or not: handlers are idempotent) — not when its shutdown ends, which
 * can hang on a database that went away.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const log = options.log.child({ component: 'jobs' });
  const pool = queuePool(options.databaseUrl, options.concurrency + 2, log);
  const taskList: TaskList = {};
  for (const handler of options.handlers) {
    if (taskList[handler.task]) throw new Error(`Two handlers for the job ${handler.task}`);
    taskList[handler.task] = (payload) =>
      inSpan(`job ${handler.task}`, { 'job.task': handler.task }, () =>
        RequestContext.create(options.em, () => handler.run(payload as Record<string, unknown>)),
      );
  }
  /** The worker pools of this process's runners not yet handed back: the heartbeat speaks for them. */
  const workerIds = new Set<string>();
  /**
   * Runners that gave up, until none of their jobs is running any more: stop() waits for those, not
   * for their shutdown, which can hang well past 10 s on a database that went away.
   */
  const givingUp = new Set<Promise<void>>();
  let current: Runner | undefined;
  let stopping = false;
  let relaunching: Promise<void> | undefined;

  const launch = async () => {
    const events = new EventEmitter() as NonNullable<Parameters<typeof run>[0]['events']>;
    const ids = new Set<string>();
    let runner: Runner | undefined;
    let gone = false;
    let running = 0;
    let handedBack: Promise<void> | undefined;
    const handBackOnce = () => (handedBack ??= handBackWhenPossible([...ids]));
    let idle!: () => void;
    const noneRunning = new Promise<void>((resolve) => (idle = resolve));
    // The runner gives up without being asked (its pool's graceful shutdown begins): another starts at
    // once, not when this one has finished shutting down (that can take long, retrying against a
    // database that is away). Its jobs are handed back as soon as none of them is running in it any
    // more — those it ran but could not mark done, those fetched and never started — or when it ends.
    const handBackIfIdle = () => {
      if (!gone || running > 0) return;
      idle();
      if (!stopping) void handBackOnce();
    };
    const gaveUp = (why: unknown) => {
      if (stopping || gone) return;
      gone = true;
      if (runner && current === runner) current = undefined;
      log.error({ why: String(why) }, 'the job worker stopped on its own; starting another');
      givingUp.add(noneRunning);
      void noneRunning.then(() => givingUp.delete(noneRunning));
      relaunch();
      handBackIfIdle();
    };
    events.on('job:start', () => running++);
    events.on('job:complete', () => {
      running--;
      handBackIfIdle();
    });
    events.on('pool:create', ({ workerPool }) => {
      ids.add(workerPool.id);
      workerIds.add(workerPool.id);
    });
    events.on('pool:gracefulShutdown', ({ message }) => gaveUp(message));
    runner = await run({
      events,
      pgPool: pool,
      taskList,
      parsedCronItems: parseCronItems(options.scheduled.map((s) => ({ task: s.task, match: s.cron, identifier: s.task }))),
      concurrency: options.concurrency,
      // Batching (graphile-worker's own, docs/performance#batching): a like's notification is a job, and
      // fetching and completing each job alone would be two of its ~6 statements. Jobs are fetched a few at a
      // time and completions written together; a crash leaves at most those jobs locked, which the
      // heartbeat below hands back, and every handler is idempotent (handled_events), so a job run
      // twice changes nothing. Named queues stay serial (the batch keeps one job per queue). Failures
      // are batched too: unbatched, a failure that cannot be written is an unhandled rejection.
      preset: {
        worker: {
          localQueue: { size: options.concurrency + 1 },
          completeJobBatchDelay: COMPLETE_BATCH_MS,
          failJobBatchDelay: COMPLETE_BATCH_MS,
        },
      },
      noHandleSignals: true,
      pollInterval: 2_000,
      logger: workerLogger(log),
    });
    const ended = runner.promise.then(
      () => undefined,
      () => undefined,
    );
    void ended.then(async () => {
      gaveUp('its runner ended');
      idle();
      if (!stopping) await handBackOnce();
    });
    if (stopping) {
      // stop() came while this one was starting.
      await runner.stop().catch(() => undefined);
      return;
    }
    if (!gone) current = runner;
  };

  /** Starts runners until one runs (the database may be away), once at a time. */
  const relaunch = () => {
    relaunching ??= (async () => {
      for (let waitMs = RESTART_MIN_MS; !stopping && !current; waitMs = Math.min(waitMs * 2, RESTART_MAX_MS)) {
        try {
          await launch();
          if (current) log.info('job worker started again');
          else await sleep(waitMs); // it gave up at once: not in a tight loop
        } catch (error) {
          log.warn({ err: error, waitMs }, 'job worker could not start again yet; retrying');
          await sleep(waitMs);
        }
      }
    })().finally(() => (relaunching = undefined));
  };

  /** A runner that ended by itself: its jobs (run or not: handlers are idempotent) go back to the queue. */
  const handBackWhenPossible = async (ids: string[]) => {
    for (let waitMs = RESTART_MIN_MS; !stopping; waitMs = Math.min(waitMs * 2, RESTART_MAX_MS)) {
      try {
        await handBack(pool, ids);
        for (const id of ids) workerIds.delete(id);
        return;
      } catch {
        await sleep(waitMs);
      }
    }
  };

  await launch();
  const liveness = keepAlive(pool, () => [...workerIds], log);
  return {
    stop: async () => {
      stopping = true;
      liveness.stop();
      await relaunching;
      const runner = current;
      current = undefined;
      const stopped = Promise.all([
        runner?.stop().catch((error: unknown) => log.warn({ err: error }, 'job worker stopped with an error')),
        ...givingUp,
      ]);
      if (!(await finishesWithin(stopped, STOP_MS)))
        log.warn({ waitedMs: STOP_MS }, 'jobs still running at shutdown: handed back unfinished');
      // A job taken but not finished when the stop came stays locked by us: hand it back at once.
      await handBack(pool, [...workerIds]).catch((error: unknown) => log.warn({ err: error }, "could not hand back this process's jobs"));
      // A runner that gave up may still hold a connection in its hung shutdown: the pool's end does not wait for it.
      if (!(await finishesWithin(pool.end(), POOL_END_MS)))
        log.warn({ waitedMs: POOL_END_MS }, 'the job queue pool did not end: a connection is still held');
    },
  };
}

/** Unlocks the jobs (and named queues) these worker pools had taken, and forgets their heartbeats. */
async function handBack(pool: pg.Pool, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [ids]);
  await pool.query('delete from job_workers where worker_id = any($1::text[])', [ids]);
}

/** How long `stop` waits for running jobs before handing them back unfinished. */
const STOP_MS = 10_000;
/** How long `stop` waits for the pool's connections to close. */
const POOL_END_MS = 2_000;
/**
 * Back-off between attempts to start a runner again while the database is away: one connection
 * attempt every 2 s at most costs nothing, and jobs resume within 2 s of the database's return.
 */
const RESTART_MIN_MS = 250;
const RESTART_MAX_MS = 2_000;
/** How long a completed job waits for others to be marked done in the same statement. */
const COMPLETE_BATCH_MS = 5;
const HEARTBEAT_MS = 5_000;
/** A worker silent this long is taken for dead (its process killed): its jobs are unlocked for others. */
const PRESUMED_DEAD = '30 seconds';

/** This process says it is alive, and hands back the jobs of workers that stopped saying so. */
function keepAlive(pool: pg.Pool, ids: () => string[], log: Logger): { stop(): void } {
  const beat = async () => {
    await pool.query(
      `insert into job_workers (worker_id) select unnest($1::text[])
       on conflict (worker_id) do update set seen_at = now()`,
      [ids()],
    );
    const { rows } = await pool.query<{ worker_id: string }>(
      `delete from job_workers where seen_at < now() - $1::interval returning worker_id`,
      [PRESUMED_DEAD],
    );
    if (rows.length) {
      await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [rows.map((r) => r.worker_id)]);
      log.warn({ workers: rows.map((r) => r.worker_id) }, 'unlocked the jobs of job workers that stopped answering');
    }
  };
  const timer = setInterval(() => beat().catch((error: unknown) => log.warn({ err: error }, 'job worker heartbeat failed')), HEARTBEAT_MS);
  timer.unref();
  void beat().catch(() => undefined);
  return { stop: () => clearInterval(timer) };
}

/** A pool of the queue's own; a connection lost (database restart) is logged, and the pool reconnects. */
function queuePool(connectionString: string, max: number, log: Logger): pg.Pool {
  return ownPool({ connectionString, max }, (error) => log.warn({ err: error }, 'job queue connection lost'));
}

function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const at = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    log[at](meta ?? {}, message);
  });
}

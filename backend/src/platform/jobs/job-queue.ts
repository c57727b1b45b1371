import { sql, type Query, type Sql } from '../db/sql.ts';

/**
 * Deferred work on PostgreSQL (graphile-worker): a job is a row written in the transaction of its
 * cause — it exists exactly when the cause committed — and is run at least once by some process's
 * worker, retried with back-off when it fails, and survives restarts. Handlers must therefore be
 * idempotent. Why graphile-worker rather than pg-boss: jobs are added by a plain SQL function call
 * (`graphile_worker.add_job`) inside our own transaction, so "enqueued with its cause" needs no
 * second client; workers wake on LISTEN/NOTIFY (a job starts within milliseconds, not at the next
 * poll); named queues run their jobs one at a time in order, which ordered reactions need.
 */
export interface JobQueue {
  /** Adds a job inside the caller's transaction (it commits or rolls back with it). */
  enqueue(task: string, payload: Record<string, unknown>, options?: JobOptions): Promise<void>;
  /**
   * Runs the caller's write and adds the jobs in one statement (one round trip instead of one per
   * part), inside the caller's transaction: the outbox writes an event and its deliveries this way.
   */
  enqueueWith(write: Query<unknown>, jobs: readonly Job[]): Promise<void>;
}

export interface Job {
  task: string;
  payload: Record<string, unknown>;
  options?: JobOptions;
}
export const JobQueueToken = Symbol.for('platform.JobQueue');

export interface JobOptions {
  /** Jobs of one queue run one at a time, oldest first (keep the number of distinct queues modest). */
  queue?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** A later job with the same key replaces a pending one (debouncing). */
  key?: string;
  /** With a key: 'replace' (default) moves the pending job to the new run time; 'preserve_run_at' keeps its time (under a steady stream of causes, the job still runs). */
  keyMode?: 'replace' | 'preserve_run_at';
}

/** Multi-bound: what runs a task. `run` gets the job's payload, in a database context of its own. */
export interface JobHandler {
  readonly task: string;
  run(payload: Record<string, unknown>): Promise<void>;
}
export const JobHandlerToken = Symbol.for('platform.JobHandler');

/** Multi-bound: a task to run on a schedule (crontab syntax, e.g. every ten minutes: `*\/10 * * * *`), once across all processes. */
export interface ScheduledJob {
  readonly task: string;
  readonly cron: string;
}
export const ScheduledJobToken = Symbol.for('platform.ScheduledJob');

export class SqlJobQueue implements JobQueue {
  constructor(private readonly db: Sql) {}

  async enqueue(task: string, payload: Record<string, unknown>, options: JobOptions = {}): Promise<void> {
    await this.db.rows(sql`select ${addJob({ task, payload, options })}`);
  }

  async enqueueWith(write: Query<unknown>, jobs: readonly Job[]): Promise<void> {
    // A data-modifying WITH runs once whether or not the rest reads it.
    if (jobs.length === 0) await this.db.run(write);
    else await this.db.rows(sql`with cause as (${write}) select ${sql.join(jobs.map(addJob))}`);
  }
}

function addJob({ task, payload, options = {} }: Job): Query<unknown> {
  return addJobSql(task, sql`${JSON.stringify(payload)}::json`, options);
}

/**
 * The `add_job` call of one job as an SQL expression whose payload is itself SQL (a json expression
 * over the rows of the statement it sits in): for a write that queues its jobs in its own statement.
 */
export function addJobSql(task: string, payload: Query<unknown>, options: JobOptions = {}): Query<unknown> {
  return sql`graphile_worker.add_job(
      ${task},
      ${payload},
      queue_name => ${options.queue ?? null}::text,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int,
      job_key => ${options.key ?? null}::text,
      job_key_mode => ${options.keyMode ?? 'replace'}::text
    )`;
}

import { Gauge, type Registry } from 'prom-client';
import { sql, type Sql } from '../db/sql.ts';
import { MAX_ATTEMPTS } from '../events/event-relay.ts';

interface Backlog {
  jobs_due: number;
  jobs_running: number;
  jobs_scheduled: number;
  jobs_failed: number;
  jobs_oldest_due_seconds: number;
  deliveries_due: number;
  deliveries_retrying: number;
  deliveries_failed: number;
  deliveries_oldest_due_seconds: number;
}

/** Several gauges read one statement per scrape: a reading is shared for this long. */
const SHARED_MS = 1_000;

/**
 * What waits in PostgreSQL, read when /metrics is scraped (one statement, shared by every gauge of
 * one scrape): the job queue's jobs by state and the age of the oldest due one, and the event relay's
 * deliveries (rows and letters) by state and its lag (the age of the oldest due one). These tables hold only work
 * not yet done, so the statement stays cheap. The numbers are the whole database's, the same from
 * every process: take max(), not sum(), across processes.
 */
export class BacklogGauges {
  #reading: { at: number; backlog: Promise<Backlog | undefined> } | undefined;

  constructor(
    registry: Registry,
    private readonly db: Sql,
  ) {
    const gauge = (name: string, help: string, labelNames: string[], fill: (g: Gauge<string>, b: Backlog) => void) => {
      const read = () => this.#read();
      return new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const backlog = await read();
          this.reset();
          if (backlog) fill(this, backlog);
        },
      });
    };
    gauge(
      'tightlines_job_queue_jobs',
      'Jobs in the queue by state: due (waiting for a worker), running, scheduled (later), failed (out of attempts)',
      ['state'],
      (g, b) => {
        g.set({ state: 'due' }, b.jobs_due);
        g.set({ state: 'running' }, b.jobs_running);
        g.set({ state: 'scheduled' }, b.jobs_scheduled);
        g.set({ state: 'failed' }, b.jobs_failed);
      },
    );
    gauge(
      'tightlines_job_queue_oldest_due_seconds',
      'How long the oldest due job has waited for a worker (0 when none waits)',
      [],
      (g, b) => g.set(b.jobs_oldest_due_seconds),
    );
    gauge(
      'tightlines_event_deliveries',
      'Event deliveries waiting by state: due, retrying (backing off after a failure), failed (out of attempts)',
      ['state'],
      (g, b) => {
        g.set({ state: 'due' }, b.deliveries_due);
        g.set({ state: 'retrying' }, b.deliveries_retrying);
        g.set({ state: 'failed' }, b.deliveries_failed);
      },
    );
    gauge(
      'tightlines_event_relay_lag_seconds',
      'How long the oldest due event delivery has waited for the relay (0 when none waits)',
      [],
      (g, b) => g.set(b.deliveries_oldest_due_seconds),
    );
  }

  #read(): Promise<Backlog | undefined> {
    const now = Date.now();
    if (!this.#reading || now - this.#reading.at > SHARED_MS) {
      // The database away: the gauges say nothing (no series) rather than an old number.
      this.#reading = { at: now, backlog: this.#query().catch(() => undefined) };
    }
    return this.#reading.backlog;
  }

  async #query(): Promise<Backlog> {
    const due = sql`locked_at is null and attempts < max_attempts and run_at <= now()`;
    const deliveryDue = sql`attempts < ${sql.lit(MAX_ATTEMPTS)} and run_at <= now()`;
    const [row] = await this.db.prepared<Backlog>(
      'platform.backlog-gauges',
      sql`
      with jobs as (
        select
          count(*) filter (where ${due})::int as jobs_due,
          count(*) filter (where locked_at is not null)::int as jobs_running,
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now())::int as jobs_scheduled,
          count(*) filter (where attempts >= max_attempts)::int as jobs_failed,
          coalesce(extract(epoch from now() - min(run_at) filter (where ${due})), 0)::float8 as jobs_oldest_due_seconds
        from graphile_worker.jobs
      ), deliveries as (
        select
          count(*) filter (where ${deliveryDue})::int as deliveries_due,
          count(*) filter (where attempts < ${sql.lit(MAX_ATTEMPTS)} and run_at > now())::int as deliveries_retrying,
          count(*) filter (where attempts >= ${sql.lit(MAX_ATTEMPTS)})::int as deliveries_failed,
          coalesce(extract(epoch from now() - min(run_at) filter (where ${deliveryDue})), 0)::float8 as deliveries_oldest_due_seconds
        from (select run_at, attempts from event_deliveries union all select run_at, attempts from event_letters) waiting
      )
      select * from jobs cross join deliveries`,
    );
    return row!;
  }
}

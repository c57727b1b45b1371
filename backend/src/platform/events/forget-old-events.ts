import { sql, type Sql } from '../db/sql.ts';
import type { JobHandler, ScheduledJob } from '../jobs/job-queue.ts';

/** How long an event and the records of its handling are kept: far longer than any delivery's retries (about a day at most). */
export const KEEP_EVENTS_DAYS = 7;
const BATCH = 5_000;

/**
 * The outbox and the handled records would otherwise grow by a row or two per like forever. Hourly,
 * events older than a week go — never one a delivery row still waits for — and then the handled
 * records of events that are gone (a record is kept while its event is: a late redelivery of a kept
 * event must still find it). In batches, so no run holds many row locks at once.
 */
export class ForgetOldEvents implements JobHandler, ScheduledJob {
  readonly task = 'platform.forget-old-events';
  readonly cron = '37 * * * *';

  constructor(private readonly db: Sql) {}

  async run(): Promise<void> {
    const old = sql`now() - make_interval(days => ${KEEP_EVENTS_DAYS})`;
    while (
      (await this.db.run(sql`
        delete from domain_events where id in (
          select e.id from domain_events e
          where e.occurred_at < ${old} and not exists (select 1 from event_deliveries d where d.event_id = e.id)
          order by e.occurred_at limit ${sql.lit(BATCH)})`)) === BATCH
    );
    while (
      (await this.db.run(sql`
        delete from handled_events where ctid in (
          select h.ctid from handled_events h
          where h.handled_at < ${old} and not exists (select 1 from domain_events e where e.id = h.event_id)
          limit ${sql.lit(BATCH)})`)) === BATCH
    );
  }
}

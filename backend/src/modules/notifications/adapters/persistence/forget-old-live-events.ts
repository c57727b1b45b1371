import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import type { JobHandler, ScheduledJob } from '../../../../platform/jobs/job-queue.ts';

export const ForgetOldLiveEventsToken = Symbol.for('notifications.ForgetOldLiveEvents');

/**
 * How long the live log keeps an event: what a reconnect needs. A browser resumes from its
 * Last-Event-ID within seconds (EventSource's retry, 3 s) or, after a closed stream, within the kit's
 * back-off (30 s at most); a laptop woken from sleep within a day still catches up from the log. A tab
 * away longer reads its lists afresh (they are refetched when it comes back), so nothing is lost
 * for the angler: the log is only the way live updates travel, not where anything is kept.
 */
export const KEEP_LIVE_EVENTS_MS = 86_400_000;

/** Rows removed per statement: short transactions, no long lock on a busy table. */
const BATCH = 10_000;

/**
 * Every ten minutes, once across all processes: forgets live events older than a day. Each angler's
 * sequence (live_sequences) is kept, so numbers never repeat and a stream opened afresh starts after
 * the newest one.
 */
export class ForgetOldLiveEvents implements JobHandler, ScheduledJob {
  readonly task = 'notifications.forget-old-live-events';
  readonly cron = '*/10 * * * *';

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - KEEP_LIVE_EVENTS_MS);
    for (;;) {
      const removed = await this.db.run(sql`delete from live_events where (angler_id, seq) in (
          select angler_id, seq from live_events where created_at < ${before} limit ${sql.lit(BATCH)})`);
      if (removed < BATCH) return;
    }
  }
}

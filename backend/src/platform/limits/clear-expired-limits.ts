import { sql, type Sql } from '../db/sql.ts';
import type { JobHandler, ScheduledJob } from '../jobs/job-queue.ts';

/** Counters whose window ended an hour ago are forgotten, every ten minutes, once across all processes. */
export class ClearExpiredLimits implements JobHandler, ScheduledJob {
  readonly task = 'platform.clear-expired-limits';
  readonly cron = '*/10 * * * *';

  constructor(private readonly db: Sql) {}

  async run(): Promise<void> {
    await this.db.run(sql`delete from rate_limits where expire < ${Date.now() - 3_600_000}`);
  }
}

import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import type { JobHandler, ScheduledJob } from '../../../../platform/jobs/job-queue.ts';

/** How long a served ad's row is kept: past its token's life, the frequency cap's day and the click-rate hour. */
export const ForgetOldServesToken = Symbol.for('advertising.ForgetOldServes');

export const KEEP_SERVES_MS = 3 * 86_400_000;

/**
 * Every hour, once across all processes: forgets ad_serves rows older than three days (the counts and
 * money live on in the campaigns and the day rollups) and advertiser sessions that expired.
 */
export class ForgetOldServes implements JobHandler, ScheduledJob {
  readonly task = 'advertising.forget-old-serves';
  readonly cron = '17 * * * *';

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    const now = this.clock.now();
    await this.db.run(sql`delete from ad_serves where served_at < ${new Date(now.getTime() - KEEP_SERVES_MS)}`);
    await this.db.run(sql`delete from advertiser_sessions where expires_at < ${now}`);
  }
}

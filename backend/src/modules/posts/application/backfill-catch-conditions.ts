import { inject } from 'inversify';
import type { JobHandler, ScheduledJob } from '../../../platform/jobs/job-queue.ts';
import { attachMissingPageByPage, ConditionsFacade } from '../../weather/index.ts';
import { PlacedCatches } from './ports.ts';

export const BACKFILL_CATCH_CONDITIONS = 'posts.backfill-catch-conditions';

/**
 * Catches shared before conditions were recorded get theirs: every catch with a place and none kept
 * is handed to weather, which queues one keyed lookup each (a second run queues nothing for a catch
 * already filled or waiting). Nightly, and at once on demand:
 * `select graphile_worker.add_job('posts.backfill-catch-conditions')`.
 */
export class BackfillCatchConditions implements JobHandler, ScheduledJob {
  readonly task = BACKFILL_CATCH_CONDITIONS;
  readonly cron = '23 4 * * *';

  constructor(
    @inject(PlacedCatches) private readonly catches: PlacedCatches,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async run(): Promise<void> {
    await attachMissingPageByPage((after, limit) => this.catches.after(after, limit), this.conditions);
  }
}

import { inject } from 'inversify';
import type { JobHandler, ScheduledJob } from '../../../platform/jobs/job-queue.ts';
import { attachMissingPageByPage, ConditionsFacade } from '../../weather/index.ts';
import { PlacedTrips } from './placed-trips.ts';

export const BACKFILL_TRIP_CONDITIONS = 'spots.backfill-trip-conditions';

/**
 * Trips logged before conditions were recorded get theirs, as catches do: every trip with a place
 * (its own point, else its spot's — where Log Trip looks them up) and none kept is handed to weather,
 * which queues one keyed lookup each (a second run queues nothing for a trip already filled or
 * waiting). Nightly, and at once on demand:
 * `select graphile_worker.add_job('spots.backfill-trip-conditions')`.
 */
export class BackfillTripConditions implements JobHandler, ScheduledJob {
  readonly task = BACKFILL_TRIP_CONDITIONS;
  readonly cron = '37 4 * * *';

  constructor(
    @inject(PlacedTrips) private readonly trips: PlacedTrips,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async run(): Promise<void> {
    await attachMissingPageByPage((after, limit) => this.trips.after(after, limit), this.conditions);
  }
}

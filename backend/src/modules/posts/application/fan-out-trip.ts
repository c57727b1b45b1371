import { inject } from 'inversify';
import type { JobHandler } from '../../../platform/jobs/job-queue.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TripTimelines } from './trip-timelines.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';

export const FAN_OUT_TRIP = 'posts.fan-out-trip';
/** Readers written per transaction: short transactions, however large the audience. */
const BATCH = 2_000;

/**
 * Puts a logged trip (or one whose privacy widened) into the home timelines of its audience, as
 * FanOutPost does for a post: queued in the reaction that wrote the trip's entry, run in batches by
 * reader id, each batch deciding from the entry as it then is; a retry starts over and rewrites nothing.
 */
export class FanOutTrip implements JobHandler {
  readonly task = FAN_OUT_TRIP;

  constructor(
    @inject(TripTimelines) private readonly timelines: TripTimelines,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async run(payload: Record<string, unknown>): Promise<void> {
    const tripId = String(payload.tripId);
    let after: string | null = null;
    for (;;) {
      const readers = await this.transactions.run(async () => {
        const batch = await this.timelines.fanOutBatch(tripId, after, BATCH);
        if (batch.length) await this.trimming.soon();
        return batch;
      });
      if (readers.length < BATCH) return;
      after = readers.at(-1)!;
    }
  }
}

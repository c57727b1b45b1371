import { inject } from 'inversify';
import type { JobHandler } from '../../../platform/jobs/job-queue.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TimelineRepository } from './ports.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';

export const FAN_OUT_POST = 'posts.fan-out';
/** Readers written per transaction: short transactions, however large the audience. */
const BATCH = 2_000;

/**
 * Puts a newly shared post into the home timelines of its audience (followers, or mates; the privacy
 * rule's fan-out) — a job queued in the share's own transaction, so the share answers at once even
 * for an angler followed by a hundred thousand, and the post still reaches every allowed reader. Runs
 * in batches by reader id; a retry after a crash starts over and rewrites nothing twice.
 */
export class FanOutPost implements JobHandler {
  readonly task = FAN_OUT_POST;

  constructor(
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async run(payload: Record<string, unknown>): Promise<void> {
    const postId = String(payload.postId);
    let after: string | null = null;
    for (;;) {
      const readers = await this.transactions.run(async () => {
        const batch = await this.timelines.fanOutBatch(postId, after, BATCH);
        if (batch.length) await this.trimming.soon();
        return batch;
      });
      if (readers.length < BATCH) return;
      after = readers.at(-1)!;
    }
  }
}

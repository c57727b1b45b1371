import { inject } from 'inversify';
import type { Config } from '../../../platform/config/config.ts';
import type { JobHandler } from '../../../platform/jobs/job-queue.ts';
import { ConfigToken } from '../../../platform/tokens.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { timelineDelivery } from '../domain/timeline-delivery.ts';
import { TimelineRepository } from './ports.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';

export const FAN_OUT_POST = 'posts.fan-out';
/** Readers written per transaction: short transactions, however large the audience. */
const BATCH = 2_000;

/**
 * Puts a newly shared post into the home timelines of its audience (followers, or mates; the privacy
 * rule's fan-out) — a job queued in the share's own transaction, so the share answers at once, and the
 * post still reaches every allowed reader. Runs in batches by reader id; a retry after a crash starts
 * over and rewrites nothing twice.
 *
 * An author with more followers than `HOME_TIMELINE_FAN_OUT_MAX` is a wide author instead
 * (domain/timeline-delivery.ts): nothing is written, and every follower's Following page merges their
 * posts on read — in the feed as soon as the share has committed, whatever the audience.
 */
export class FanOutPost implements JobHandler {
  readonly task = FAN_OUT_POST;
  readonly #maxFanOut: number;

  constructor(
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ConfigToken) config: Config,
  ) {
    this.#maxFanOut = config.homeTimelines.fanOutMax;
  }

  async run(payload: Record<string, unknown>): Promise<void> {
    const postId = String(payload.postId);
    const reach = await this.transactions.run(() => this.timelines.reachOfPostAuthor(postId, this.#maxFanOut + 1));
    if (!reach) return; // deleted before its fan-out ran
    if (timelineDelivery(reach, this.#maxFanOut) === 'merged on read') {
      if (!reach.wide) await this.transactions.run(() => this.timelines.becomeWide(reach.authorId));
      return;
    }
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

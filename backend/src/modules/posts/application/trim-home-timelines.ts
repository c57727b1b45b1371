import { inject } from 'inversify';
import type { Config } from '../../../platform/config/config.ts';
import { JobQueueToken, type JobHandler, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ConfigToken } from '../../../platform/tokens.ts';
import { TimelineRepository } from './ports.ts';
import { TripTimelines } from './trip-timelines.ts';

/** Readers trimmed per statement. */
const BATCH = 500;
const TASK = 'posts.trim-home-timelines';

/**
 * Keeps home timelines bounded, as Mastodon keeps 800 posts per home feed: readers whose timelines
 * grew (a share fanned out to them, a follow backfilled them) are noted in timeline_growth, and a job
 * — at most one pending, run HOME_TIMELINE_TRIM_SECONDS after the first growth it covers — trims them
 * to their newest `keep` posts and their newest `keep` trips. The Following feed then ends after `keep`
 * posts; older posts and trips stay on their authors' profiles. Any process's worker may run it; a
 * restart forgets nobody.
 */
export class TrimHomeTimelines implements JobHandler {
  readonly task = TASK;
  readonly #keep: number;
  readonly #afterMs: number;

  constructor(
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(JobQueueToken) private readonly jobs: JobQueue,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ConfigToken) config: Config,
    @inject(TripTimelines) private readonly trips: TripTimelines,
  ) {
    this.#keep = config.homeTimelines.keep;
    this.#afterMs = config.homeTimelines.trimSeconds * 1000;
  }

  /** These readers' timelines got rows (inside the caller's transaction): they are trimmed soon. */
  async grew(readerIds: readonly string[]): Promise<void> {
    await this.timelines.grew(readerIds);
    await this.soon();
  }

  /**
   * Makes sure a trimming run is pending (one at a time; its time is not pushed back by later growth).
   * A run this process queued (and committed) that is still ahead covers any growth before it, so
   * until then nothing is queued again: every queued job wakes every worker for a fetch (~1 ms to add,
   * ~5 ms of PostgreSQL to fetch on a small database), and shares and fan-out batches asked it every
   * time. The tolerance, with several processes: when another process's run was already pending
   * earlier than ours, growth noted here after that run waits for this process's next growth past its
   * own remembered time — a timeline may then stay over `keep` for up to twice
   * HOME_TIMELINE_TRIM_SECONDS (a timeline_growth row is never lost: the next run of any process takes it).
   */
  async soon(): Promise<void> {
    if (Date.now() < this.#pendingUntil) return;
    await this.#queue();
  }

  async #queue(): Promise<void> {
    const runAt = Date.now() + this.#afterMs;
    await this.jobs.enqueue(TASK, {}, { key: TASK, keyMode: 'preserve_run_at', runAt: new Date(runAt) });
    this.transactions.afterCommit(() => {
      this.#pendingUntil = Math.max(this.#pendingUntil, runAt);
    });
  }

  /** Until when a trimming run queued by this process is known to be pending (epoch ms). */
  #pendingUntil = 0;

  async run(): Promise<void> {
    let trimmed = false;
    for (;;) {
      const done = await this.transactions.run(async () => {
        const readers = await this.timelines.takeGrown(BATCH);
        if (readers.length) {
          trimmed = true;
          await this.timelines.trim(readers, this.#keep);
          await this.trips.trim(readers, this.#keep);
        }
        return readers.length < BATCH;
      });
      if (done) break;
    }
    // Growth whose `soon` found this run pending may commit only after the run took its rows (a slow
    // fan-out batch): it would wait for the next growth. So a run that found work queues one more a
    // period later, which takes such rows; a run that finds nothing ends the chain.
    if (trimmed) await this.transactions.run(() => this.#queue());
  }
}

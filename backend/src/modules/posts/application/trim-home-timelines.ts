import { inject } from 'inversify';
import type { Config } from '../../../platform/config/config.ts';
import type { BackgroundJob } from '../../../platform/jobs/background-jobs.ts';
import { ConfigToken } from '../../../platform/tokens.ts';
import { TimelineRepository } from './ports.ts';

/** Readers trimmed per statement. */
const BATCH = 500;

/**
 * Keeps home timelines bounded, as Mastodon keeps 800 posts per home feed: every few minutes, the
 * readers whose timelines grew since the last run (a share fanned out to them, a follow backfilled
 * them) lose their rows beyond the newest `keep`. The Following feed then ends after `keep` posts;
 * older posts stay on their authors' profiles. Which readers grew is remembered in this process only:
 * after a restart they are trimmed the next time they grow.
 */
export class TrimHomeTimelines implements BackgroundJob {
  readonly name = 'trim home timelines';
  readonly everyMs: number;
  readonly #keep: number;
  #grown = new Set<string>();

  constructor(
    @inject(TimelineRepository) private readonly timelines: TimelineRepository,
    @inject(ConfigToken) config: Config,
  ) {
    this.everyMs = config.homeTimelines.trimSeconds * 1000;
    this.#keep = config.homeTimelines.keep;
  }

  /** These readers' timelines got rows. */
  grew(readerIds: Iterable<string>): void {
    for (const id of readerIds) this.#grown.add(id);
  }

  async run(): Promise<void> {
    const readers = [...this.#grown];
    this.#grown = new Set();
    for (let i = 0; i < readers.length; i += BATCH) {
      const batch = readers.slice(i, i + BATCH);
      try {
        await this.timelines.trim(batch, this.#keep);
      } catch (error) {
        this.grew(readers.slice(i)); // tried again next run
        throw error;
      }
    }
  }
}

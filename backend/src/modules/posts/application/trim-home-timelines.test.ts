import { expect } from 'chai';
import { TrimHomeTimelines } from './trim-home-timelines.ts';
import type { Config } from '../../../platform/config/config.ts';
import type { JobOptions, JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { Transactions } from '../../../platform/transactions/transactions.ts';
import type { TimelineRepository } from './ports.ts';
import type { TripTimelines } from './trip-timelines.ts';

/** A trimmer whose job queue only records, inside a transaction that commits when told. */
function aTrimmer(trimSeconds: number, grownReaders: string[][] = []) {
  const queued: JobOptions[] = [];
  const timelines = { takeGrown: async () => grownReaders.shift() ?? [], trim: async () => undefined } as unknown as TimelineRepository;
  const trips = { trim: async () => undefined } as unknown as TripTimelines;
  let effects: Array<() => void> = [];
  const jobs = {
    enqueue: async (_task: string, _payload: object, options: JobOptions = {}) => void queued.push(options),
  } as unknown as JobQueue;
  const transactions: Transactions = { run: (work) => work(), active: () => true, afterCommit: (effect) => void effects.push(effect) };
  const config = { homeTimelines: { keep: 800, trimSeconds, fanOutMax: 10_000 } } as Config;
  const trimmer = new TrimHomeTimelines(timelines, jobs, transactions, config, trips);
  return {
    trimmer,
    queued,
    commit: () => {
      for (const effect of effects) effect();
      effects = [];
    },
    rollBack: () => (effects = []),
  };
}

describe('posts: trimming runs queued for grown timelines', () => {
  it('queues one run per trim period: a run already queued and committed covers later growth', async () => {
    const { trimmer, queued, commit } = aTrimmer(600);
    await trimmer.soon();
    commit();
    await trimmer.soon();
    await trimmer.soon();
    expect(queued).to.have.length(1);
    expect(queued[0]).to.include({ key: 'posts.trim-home-timelines', keyMode: 'preserve_run_at' });
  });

  it('queues again when the transaction that queued the run rolled back', async () => {
    const { trimmer, queued, rollBack } = aTrimmer(600);
    await trimmer.soon();
    rollBack();
    await trimmer.soon();
    expect(queued).to.have.length(2);
  });

  it('queues again once the queued run is due', async () => {
    const { trimmer, queued, commit } = aTrimmer(0.05);
    await trimmer.soon();
    commit();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await trimmer.soon();
    expect(queued).to.have.length(2);
  });

  it('a run that trimmed queues one more a period later, for growth that committed after it took its rows', async () => {
    const { trimmer, queued, commit } = aTrimmer(600, [['finn']]);
    await trimmer.soon();
    commit();
    await trimmer.run();
    expect(queued).to.have.length(2);
    expect(queued[1]).to.include({ key: 'posts.trim-home-timelines', keyMode: 'preserve_run_at' });
  });

  it('a run that found nothing to trim ends the chain', async () => {
    const { trimmer, queued } = aTrimmer(600, []);
    await trimmer.run();
    expect(queued).to.have.length(0);
  });
});

import { expect } from 'chai';
import { OutboxEventBus, orderBucket } from './event-bus.ts';
import { compile, sql, type Sql } from '../db/sql.ts';
import type { Transactions } from '../transactions/transactions.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

describe('durable events', () => {
  it('refuses an event published outside the transaction of its cause (it could outlive a rollback)', async () => {
    const writes: unknown[] = [];
    const db = {
      rows: async (q: unknown) => {
        writes.push(q);
        return [];
      },
    } as unknown as Sql;
    const outside: Transactions = { run: (work) => work(), active: () => false, afterCommit: (effect) => effect() };
    const jobs: JobQueue = { enqueue: async () => void writes.push('job'), enqueueWith: async () => void writes.push('event and jobs') };
    const bus = new OutboxEventBus(db, outside, jobs, () => []);
    let error: unknown;
    await bus.publish({ type: 'x.Happened' }).catch((e: unknown) => (error = e));
    expect(String(error)).to.contain('outside the transaction');
    expect(writes).to.deep.equal([]);
  });

  it('queues one delivery per reaction of the type, in the same statement as the event (in its transaction)', async () => {
    const writes: string[] = [];
    const db = {} as unknown as Sql;
    const inside: Transactions = { run: (work) => work(), active: () => true, afterCommit: (effect) => effect() };
    const jobs: JobQueue = {
      enqueue: async () => void writes.push('a job alone'),
      enqueueWith: async (write, queued) => {
        expect(compile(write).text).to.contain('insert into domain_events');
        writes.push('event', ...queued.map((job) => `${job.payload.reaction}@${job.options?.queue ?? '-'}`));
      },
    };
    const reactions = [
      { name: 'a', reactsTo: ['x.Happened'], react: async () => {} },
      { name: 'b', reactsTo: ['x.Happened', 'y.Other'], react: async () => {} },
      { name: 'c', reactsTo: ['y.Other'], react: async () => {} },
    ];
    const bus = new OutboxEventBus(db, inside, jobs, () => reactions);
    await bus.publish({ type: 'x.Happened' }, { orderKey: 'k' });
    expect(writes).to.deep.equal(['event', `a@a:${orderBucket('k')}`, `b@b:${orderBucket('k')}`]);
  });

  it('keeps one order key in one bucket, and spreads keys over a bounded number of buckets', () => {
    expect(orderBucket('alice:bob')).to.equal(orderBucket('alice:bob'));
    const buckets = new Set(Array.from({ length: 1000 }, (_, i) => orderBucket(`key-${i}`)));
    expect(buckets.size).to.be.greaterThan(20).and.at.most(32);
  });

  /** A bus inside a transaction, with these reactions, counting how often it wakes the relay. */
  const unorderedBus = (reactions: { name: string; reactsTo: string[] }[]) => {
    const inside: Transactions = { run: (work) => work(), active: () => true, afterCommit: (effect) => effect() };
    const jobs: JobQueue = { enqueue: async () => {}, enqueueWith: async () => {} };
    const woken = { times: 0 };
    const all = reactions.map((r) => ({ ...r, react: async () => {} }));
    const bus = new OutboxEventBus(
      {} as Sql,
      inside,
      jobs,
      () => all,
      () => woken.times++,
    );
    const outbox = bus.within('x.Happened', 'causes', sql`cause.payload`);
    return { outbox, woken, ...compile(sql`with ${outbox.ctes} select ${outbox.queued}`) };
  };

  it("writes an unordered event and one relay delivery per reaction in the cause's statement (no job-queue call), and wakes the relay only when one was queued", () => {
    const { outbox, woken, text, values } = unorderedBus([
      { name: 'a', reactsTo: ['x.Happened'] },
      { name: 'b', reactsTo: ['x.Happened'] },
    ]);
    expect(text).to.contain('insert into domain_events').and.contain('insert into event_deliveries').and.not.contain('graphile_worker');
    expect(values).to.deep.include(['a', 'b']);
    outbox.sent(0);
    expect(woken.times, 'nothing queued: no wake').to.equal(0);
    outbox.sent(2);
    expect(woken.times).to.equal(1);
  });

  it('writes an unordered event with exactly one reaction as one letter: no event row, no delivery row', () => {
    const { outbox, woken, text, values } = unorderedBus([
      { name: 'a', reactsTo: ['x.Happened'] },
      { name: 'b', reactsTo: ['y.Other'] },
    ]);
    expect(text).to.contain('insert into event_letters').and.not.contain('domain_events').and.not.contain('event_deliveries');
    expect(values).to.deep.equal(['a', 'x.Happened']);
    outbox.sent(1);
    expect(woken.times).to.equal(1);
  });
});

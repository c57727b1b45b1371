import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/index.ts';
import { LimitReached, PostgresLimits, leaseSize } from '../../src/platform/limits/postgres-limits.ts';
import type { LimitPolicy } from '../../src/platform/limits/limits.ts';
import { systemClock } from '../../src/platform/time/clock.ts';

const policy = (name: string, points: number): LimitPolicy => ({ name, counts: 'changes', regular: { points, per: 'minute' } });

/** Every call at once; how many were let through, and every refusal is a LimitReached. */
async function attempt(calls: Array<() => Promise<void>>): Promise<number> {
  const outcomes = await Promise.allSettled(calls.map((call) => call()));
  for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).to.be.instanceOf(LimitReached);
  return outcomes.filter((o) => o.status === 'fulfilled').length;
}

/** Wide limits are counted in leases of the shared counter (platform/limits/postgres-limits.ts). */
describe('platform: limits counted in leases', () => {
  let app: TestApp;
  const limiters: PostgresLimits[] = [];
  const limits = () => {
    const made = new PostgresLimits(app.databaseUrl, systemClock, () => undefined);
    limiters.push(made);
    return made;
  };
  const counted = async (key: string): Promise<number | undefined> => {
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ points: number }>('select points from rate_limits where key = $1', [key])).rows[0]?.points;
    } finally {
      await client.end();
    }
  };

  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    for (const l of limiters) await l.close();
    await app?.close();
  });

  it('takes no lease below 50 points, 1 point per 50 above, at most 100', () => {
    expect([5, 49, 50, 120, 600, 5_000, 10_000_000].map(leaseSize)).to.deep.equal([1, 1, 1, 2, 12, 100, 100]);
  });

  it('takes a lease of the shared counter and spends it without asking again', async () => {
    const one = limits();
    const wide = policy('test.lease', 500);
    for (let i = 0; i < 10; i++) await one.consume(wide, 'a0');
    expect(await counted('test.lease:angler:a0')).to.equal(10); // one upsert of 10 points, not ten of 1
    await one.consume(wide, 'a0');
    expect(await counted('test.lease:angler:a0')).to.equal(20);
  });

  it('lets exactly the limit through in one process, however many calls arrive at once', async () => {
    const one = limits();
    const wide = policy('test.wide', 500); // leases of 10
    const allowed = await attempt(Array.from({ length: 700 }, () => () => one.consume(wide, 'a1')));
    expect(allowed).to.equal(500);
    expect(await counted('test.wide:angler:a1')).to.equal(500);
  });

  it('never lets more than the limit through across processes, and refuses at most a lease early in each', async () => {
    const [first, second] = [limits(), limits()];
    const wide = policy('test.shared', 500);
    const calls = Array.from({ length: 700 }, (_, i) => () => (i % 2 ? first : second).consume(wide, 'a2'));
    const allowed = await attempt(calls);
    expect(allowed)
      .to.be.at.most(500)
      .and.at.least(500 - 2 * (leaseSize(500) - 1));
  });

  it('counts a narrow limit call by call and stops asking the database once it is reached', async () => {
    const one = limits();
    const narrow = policy('test.narrow', 5);
    for (let i = 0; i < 5; i++) await one.consume(narrow, 'a3');
    expect(await counted('test.narrow:angler:a3')).to.equal(5);
    for (let i = 0; i < 20; i++) {
      const refused = await one.consume(narrow, 'a3').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).to.be.instanceOf(LimitReached);
      expect((refused as LimitReached).message).to.contain('(test.narrow)');
    }
    // Refused from memory: the shared counter was not asked again.
    expect(await counted('test.narrow:angler:a3')).to.equal(5);
  });
});

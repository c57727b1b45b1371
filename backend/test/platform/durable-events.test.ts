import { expect } from 'chai';
import { ContainerModule, inject } from 'inversify';
import { Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import type { BackendModule } from '../../src/platform/backend-module.ts';
import {
  EventBusToken,
  EventReactionToken,
  type DomainEvent,
  type EventBus,
  type EventReaction,
} from '../../src/platform/events/event-bus.ts';
import { TransactionsToken, type Transactions } from '../../src/platform/transactions/transactions.ts';
import { sql, SqlToken, type Sql } from '../../src/platform/db/sql.ts';

/**
 * Durable events (DESIGN.md rule 2), proven with a module that exists only here: a "cast" writes a
 * row and publishes CastMade in its transaction; the reaction adds one to a tally and can be told to
 * fail after writing (a crash in the middle of a reaction) or to be slow (so the process can be
 * stopped while deliveries are in flight). CastMade has a second reaction that does nothing, so it is
 * written as an event row with a delivery row per reaction; LineCast has the tally's reaction alone,
 * so it is written as one letter — and each guarantee is proven for both.
 */
const CastMade = 'test.CastMade';
const LineCast = 'test.LineCast';
const behaviour = { failFirstAttemptOf: new Set<string>(), failuresLeft: new Map<string, number>(), slowMs: 0 };

class Casts20990101000000 extends Migration {
  override up(): void {
    this.addSql('create table test_casts (id text primary key)');
    this.addSql('create table test_tally (id int primary key, n int not null)');
    this.addSql('insert into test_tally values (1, 0)');
  }
}

class CountCasts implements EventReaction {
  readonly name = 'test.count-casts';
  readonly reactsTo = [CastMade, LineCast];
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async react(event: DomainEvent): Promise<void> {
    const { castId } = event as DomainEvent & { castId: string };
    await this.db.run(sql`update test_tally set n = n + 1 where id = 1`);
    if (behaviour.slowMs) await new Promise((resolve) => setTimeout(resolve, behaviour.slowMs));
    if (behaviour.failFirstAttemptOf.delete(castId)) throw new Error('the reaction dies half-way');
    const left = behaviour.failuresLeft.get(castId) ?? 0;
    if (left > 0) {
      behaviour.failuresLeft.set(castId, left - 1);
      throw new Error('the reaction dies half-way, again');
    }
  }
}

class WatchCasts implements EventReaction {
  readonly name = 'test.watch-casts';
  readonly reactsTo = [CastMade];
  async react(): Promise<void> {}
}

/** The two shapes of an unordered event in the outbox, and the table its delivery waits in. */
const OUTBOXES = [
  { shape: 'an event row and its deliveries', type: CastMade, table: 'event_deliveries' },
  { shape: 'a letter (one reaction)', type: LineCast, table: 'event_letters' },
] as const;

const castModule = (): BackendModule => ({
  name: 'test-casts',
  entities: [],
  tables: ['test_casts', 'test_tally'],
  migrations: [{ name: '20990101000000_test_casts', class: Casts20990101000000 }],
  container: new ContainerModule(({ bind }) => {
    bind(EventReactionToken).to(CountCasts).inSingletonScope();
    bind(EventReactionToken).to(WatchCasts).inSingletonScope();
  }),
});

describe('platform: durable events', () => {
  let database: TestDatabase;
  let app: TestApp | undefined;
  let db: pg.Pool;

  const start = () => startTestApp({ database, extraModules: [castModule()], env: { JOB_CONCURRENCY: '4' } });
  const tally = async () => (await db.query<{ n: number }>('select n from test_tally')).rows[0]!.n;
  const handled = async () =>
    Number((await db.query<{ n: string }>("select count(*) as n from handled_events where reaction = 'test.count-casts'")).rows[0]!.n);

  /** Publishes through the app's own bus, inside its own transaction (as a use case does). */
  const cast = async (target: TestApp, id: string, rollback = false, type: string = CastMade) => {
    await target.inContext(async (get) => {
      const tx = get<Transactions>(TransactionsToken);
      const bus = get<EventBus>(EventBusToken);
      const sqlRunner = get<Sql>(SqlToken);
      await tx
        .run(async () => {
          await sqlRunner.run(sql`insert into test_casts (id) values (${id})`);
          await bus.publish({ type, castId: id } as DomainEvent);
          if (rollback) throw new Error('the cause fails');
        })
        .catch((error: unknown) => {
          if (!rollback) throw error;
        });
    });
  };

  before(async () => {
    database = await createTestDatabase();
    db = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterEach(async () => {
    behaviour.failFirstAttemptOf.clear();
    behaviour.failuresLeft.clear();
    behaviour.slowMs = 0;
    await app?.close();
    app = undefined;
  });
  after(async () => {
    await db.end();
    await database.drop();
  });

  it('runs again the deliveries a killed process held, once its worker stops answering', async function () {
    this.timeout(30_000);
    app = await start();
    const before = await tally();
    await cast(app, 'held-by-the-dead');
    await app.settled();
    const after = await tally();
    expect(after).to.equal(before + 1);
    // A second delivery of the same event, taken by a worker whose process was killed (kill -9: no
    // graceful stop) and last heard of a minute ago.
    const [event] = (await db.query<{ id: string }>("select id from domain_events where payload->>'castId' = 'held-by-the-dead'")).rows;
    await db.query("insert into job_workers (worker_id, seen_at) values ('pool-killed', now() - interval '1 minute')");
    await db.query(
      "select graphile_worker.add_job('platform.deliver-event', json_build_object('eventId', $1::text, 'reaction', 'test.count-casts'), run_at => now() + interval '1 hour')",
      [event!.id],
    );
    await db.query("update graphile_worker._private_jobs set locked_at = now(), locked_by = 'pool-killed', run_at = now()");
    await app.settled(); // waits for the lock to be handed back (a heartbeat away) and the job to run
    expect(await tally(), 'the redelivery found the event handled').to.equal(after);
    expect((await db.query("select count(*)::int as n from job_workers where worker_id = 'pool-killed'")).rows[0].n).to.equal(0);
  });

  for (const { shape, type, table } of OUTBOXES) {
    const letters = table === 'event_letters';
    const waiting = async () => (await db.query(`select count(*)::int as n from ${table} where reaction = 'test.count-casts'`)).rows[0].n;

    describe(`as ${shape}`, () => {
      it('delivers an event once its cause commits, and never when the cause rolls back', async () => {
        app = await start();
        const [before, handledBefore] = [await tally(), await handled()];
        await cast(app, `committed-${table}`, false, type);
        await cast(app, `rolled-back-${table}`, true, type);
        await app.settled();
        expect(await tally()).to.equal(before + 1);
        const events = (await db.query("select count(*)::int as n from domain_events where payload->>'castId' like $1", [`%-${table}`]))
          .rows[0].n;
        expect(events, letters ? 'a letter is its own event' : 'the event row').to.equal(letters ? 0 : 1);
        expect((await handled()) - handledBefore, letters ? 'a letter needs no handled record' : 'handled once').to.equal(letters ? 0 : 1);
        expect(await waiting(), 'the delivery is done and gone').to.equal(0);
      });

      it('rolls a reaction that dies half-way back whole, and retries it until it is applied exactly once', async function () {
        this.timeout(30_000);
        app = await start();
        const before = await tally();
        behaviour.failFirstAttemptOf.add(`flaky-${table}`);
        await cast(app, `flaky-${table}`, false, type);
        // The first attempt wrote +1 and died: nothing of it stays. The retry (alone, after the batch) applies it once.
        const deadline = Date.now() + 20_000;
        while ((await tally()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        await app.settled();
        expect(await tally()).to.equal(before + 1);
        const [job] = (await db.query("select attempts from graphile_worker.jobs where task_identifier = 'platform.deliver-event'")).rows;
        expect(job, 'the delivery job is done and gone').to.equal(undefined);
        expect(await waiting(), 'the delivery is done and gone').to.equal(0);
      });

      it('loses nothing and applies nothing twice when the process stops in the middle of delivering', async function () {
        this.timeout(40_000);
        app = await start();
        const tallyBefore = await tally();
        const handledBefore = await handled();
        behaviour.slowMs = 40;
        const ids = Array.from({ length: 40 }, (_, i) => `burst-${table}-${i}`);
        for (const id of ids) await cast(app, id, false, type);
        // Stop while deliveries are in flight — once the first is applied (a fixed wait found none applied yet,
        // or all, on a busy CI machine): running reactions finish, the rest stay queued in the database.
        const firstBy = Date.now() + 15_000;
        while ((await tally()) === tallyBefore && Date.now() < firstBy) await new Promise((r) => setTimeout(r, 10));
        await app.close();
        app = undefined;
        const deliveredBeforeStop = (await tally()) - tallyBefore;
        expect(deliveredBeforeStop, 'some, not all, were delivered before the stop').to.be.greaterThan(0).and.lessThan(ids.length);

        // Every event row's delivery is also sent once more, as a crashed worker's jobs would be after their lock
        // expires (a letter has no event row to send again: it is its only delivery).
        const events = (
          await db.query<{ id: string }>("select id from domain_events where payload->>'castId' like $1", [`burst-${table}-%`])
        ).rows;
        expect(events, letters ? 'letters write no event rows' : 'one event row each').to.have.length(letters ? 0 : ids.length);
        for (const e of events) {
          await db.query(
            "select graphile_worker.add_job('platform.deliver-event', json_build_object('eventId', $1::text, 'reaction', 'test.count-casts'))",
            [e.id],
          );
        }
        behaviour.slowMs = 0;
        app = await start(); // the same app started again on the same database
        await app.settled();
        expect((await tally()) - tallyBefore).to.equal(ids.length);
        expect((await handled()) - handledBefore).to.equal(letters ? 0 : ids.length);
      });

      it("runs again the deliveries a killed process's relay had taken, once its connection is gone — and applies each event once", async function () {
        this.timeout(30_000);
        app = await start();
        const before = await tally();
        const castId = `taken-by-the-dead-${table}`;
        if (letters) {
          // One letter, due in a moment.
          await db.query(
            "insert into event_letters (reaction, type, payload, run_at) values ('test.count-casts', $1, $2, now() + interval '1 second')",
            [type, { castId }],
          );
        } else {
          // An event with its delivery written twice (a redelivery), due in a moment.
          const [event] = (
            await db.query<{ id: string }>(
              'insert into domain_events (id, type, payload) values (gen_random_uuid(), $1, $2) returning id',
              [type, { castId }],
            )
          ).rows;
          await db.query(
            "insert into event_deliveries (event_id, reaction, run_at) values ($1, 'test.count-casts', now() + interval '1 second'), ($1, 'test.count-casts', now() + interval '1 second')",
            [event!.id],
          );
        }
        // Another relay's batch has taken them (its transaction holds their row locks) and its process is then killed.
        const dying = new pg.Client({ connectionString: database.url });
        await dying.connect();
        dying.on('error', () => undefined);
        await dying.query('begin');
        const held = await dying.query(`select id from ${table} where reaction = 'test.count-casts' for update`);
        expect(held.rowCount).to.equal(letters ? 1 : 2);
        await new Promise((r) => setTimeout(r, 2_500)); // due, polled, and skipped: they are held
        expect(await tally(), 'not taken while held').to.equal(before);
        const pid = (await dying.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        await db.query('select pg_terminate_backend($1)', [pid]); // kill -9 of the holder: its transaction rolls back
        await dying.end().catch(() => undefined);
        await app.settled();
        expect(await tally(), letters ? 'applied once' : 'applied once, the second delivery found it handled').to.equal(before + 1);
        expect(await waiting()).to.equal(0);
      });

      it('applies the rest of a batch when one of its events fails, and retries that one alone', async function () {
        this.timeout(30_000);
        app = await start();
        const before = await tally();
        behaviour.failFirstAttemptOf.add(`batch-${table}-3`);
        // Ten events committed together: the relay claims them in one batch and applies them in one transaction.
        await app.inContext(async (get) => {
          const bus = get<EventBus>(EventBusToken);
          await get<Transactions>(TransactionsToken).run(async () => {
            for (let i = 0; i < 10; i++) await bus.publish({ type, castId: `batch-${table}-${i}` } as DomainEvent);
          });
        });
        const deadline = Date.now() + 20_000;
        while ((await tally()) < before + 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        await app.settled();
        expect(await tally(), 'each applied exactly once').to.equal(before + 10);
        expect(await waiting()).to.equal(0);
      });

      it('puts a delivery that fails alone too back for later (back-off, attempts counted), and applies it once when it succeeds', async function () {
        this.timeout(30_000);
        app = await start();
        const before = await tally();
        behaviour.failuresLeft.set(`twice-${table}`, 2); // its batch, then alone
        await cast(app, `twice-${table}`, false, type);
        const mine = `from ${table} where reaction = 'test.count-casts'`;
        const waitFor = async (what: () => Promise<boolean>) => {
          const deadline = Date.now() + 20_000;
          while (!(await what()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        };
        await waitFor(async () => (await db.query(`select 1 ${mine} and attempts = 1`)).rowCount === 1);
        const [back] = (await db.query<{ later: boolean; last_error: string }>(`select run_at > now() as later, last_error ${mine}`)).rows;
        expect(back, 'back in the table, due later').to.deep.include({ later: true });
        expect(back!.last_error).to.contain('dies half-way');
        expect(await tally(), 'nothing of the failed attempts stays').to.equal(before);
        await waitFor(async () => (await tally()) > before);
        await app.settled();
        expect(await tally()).to.equal(before + 1);
        expect(await waiting()).to.equal(0);
      });
    });
  }

  it('forgets events older than a week and their handled records, but never one a delivery still waits for', async function () {
    this.timeout(30_000);
    app = await start();
    const event = async (castId: string, daysAgo: number) =>
      (
        await db.query<{ id: string }>(
          'insert into domain_events (id, type, payload, occurred_at) values (gen_random_uuid(), $1, $2, now() - make_interval(days => $3)) returning id',
          [CastMade, { castId }, daysAgo],
        )
      ).rows[0]!.id;
    const old = await event('old', 8);
    const waited = await event('old-but-waited-for', 8);
    const recent = await event('recent', 6);
    for (const id of [old, recent]) {
      await db.query(
        "insert into handled_events (reaction, event_id, handled_at) values ('test.count-casts', $1, now() - interval '8 days')",
        [id],
      );
    }
    await db.query("insert into event_deliveries (event_id, reaction, run_at) values ($1, 'test.count-casts', now() + interval '1 hour')", [
      waited,
    ]);
    await db.query("select graphile_worker.add_job('platform.forget-old-events', '{}'::json)");
    await app.settled();
    const kept = (
      await db.query<{ id: string }>('select id from domain_events where id = any($1::uuid[])', [[old, waited, recent]])
    ).rows.map((r) => r.id);
    expect(kept.sort()).to.deep.equal([waited, recent].sort());
    const records = (
      await db.query<{ event_id: string }>('select event_id from handled_events where event_id = any($1::uuid[])', [[old, recent]])
    ).rows;
    expect(
      records.map((r) => r.event_id),
      'the record of a kept event stays',
    ).to.deep.equal([recent]);
    await db.query('delete from event_deliveries');
  });
});

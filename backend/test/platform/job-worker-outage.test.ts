import { expect } from 'chai';
import { ContainerModule } from 'inversify';
import pg from 'pg';
import { JobHandlerToken, type JobHandler } from '../../src/platform/jobs/job-queue.ts';
import type { BackendModule } from '../../src/platform/backend-module.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { ownPostgres, type OwnPostgres } from '../support/own-postgres.ts';

/** Jobs that take a nap, so the database can go away while they run and before they are marked done. */
const naps = { started: new Set<string>(), finished: new Set<string>(), failOnce: new Set<string>(), ms: 400 };
class Nap implements JobHandler {
  readonly task = 'test.nap';
  async run(payload: Record<string, unknown>): Promise<void> {
    const id = String(payload.id);
    naps.started.add(id);
    await new Promise((resolve) => setTimeout(resolve, naps.ms));
    if (naps.failOnce.delete(id)) throw new Error('the nap went wrong');
    naps.finished.add(id);
  }
}
const napModule = (): BackendModule => ({
  name: 'test-naps',
  entities: [],
  tables: [],
  migrations: [],
  container: new ContainerModule(({ bind }) => {
    bind(JobHandlerToken).toConstantValue(new Nap());
  }),
});

/**
 * The job worker outlives a database restart ("Jobs": retried, surviving restarts): jobs
 * that finish while PostgreSQL is away are marked done once it is back, jobs added afterwards run,
 * and the process still stops promptly. graphile-worker 0.18 gives up on a failed batch of
 * completions at the first error and shuts its worker pool down (graphile/worker#636): before the
 * supervisor in job-worker.ts, a restart at the wrong moment left this process with no worker at all.
 */
describe('platform: the job worker through a database restart', function () {
  this.timeout(90_000);
  let postgres: OwnPostgres;
  let app: TestApp;
  // In production an unhandled rejection ends the process (Node's default): none may come out of the worker.
  const unhandled: unknown[] = [];
  const collect = (reason: unknown) => unhandled.push(reason);

  const addNaps = async (ids: string[]) => {
    const db = new pg.Client(postgres.url);
    await db.connect();
    try {
      for (const id of ids) await db.query("select graphile_worker.add_job('test.nap', json_build_object('id', $1::text))", [id]);
    } finally {
      await db.end();
    }
  };
  /** What a failure says: the naps, and the queue's rows as the database has them. */
  const state = async () => {
    const naps_ = `started ${[...naps.started].sort().join('')}, finished ${[...naps.finished].sort().join('')}`;
    const db = new pg.Client(postgres.url);
    try {
      await db.connect();
      const { rows } = await db.query(
        "select id, attempts, locked_by, run_at > now() as later, last_error from graphile_worker.jobs where task_identifier = 'test.nap'",
      );
      return `${naps_}; jobs ${JSON.stringify(rows)}`;
    } catch (error) {
      return `${naps_}; jobs unreadable: ${String(error)}`;
    } finally {
      await db.end().catch(() => undefined);
    }
  };
  const until = async (what: string, done: () => boolean | Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms (${await state()})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  before(async () => {
    process.on('unhandledRejection', collect);
    postgres = await ownPostgres('joboutage');
    app = await startTestApp({
      database: { url: postgres.url, drop: async () => undefined },
      extraModules: [napModule()],
      env: { JOB_CONCURRENCY: '4' },
    });
  });
  after(async () => {
    process.off('unhandledRejection', collect);
    await app?.close();
    await postgres?.remove();
  });

  it('marks done (or failed) the jobs that ended while it was down, runs the jobs added after, and stops promptly', async () => {
    naps.failOnce.add('d');
    await addNaps(['a', 'b', 'c', 'd']);
    await until('a nap starting', () => naps.started.size > 0, 10_000);
    // Away while the naps run: they finish (and want to be marked done) with no database to tell.
    await postgres.stop();
    await until('the naps under way ending', () => [...naps.started].every((id) => naps.finished.has(id) || id === 'd'), 5_000);
    await new Promise((r) => setTimeout(r, 500));
    await postgres.start();

    await addNaps(['e', 'f', 'g']);
    await until(
      'every nap, old and new, running to the end',
      () => ['a', 'b', 'c', 'd', 'e', 'f', 'g'].every((id) => naps.finished.has(id)),
      20_000,
    );
    const db = new pg.Client(postgres.url);
    await db.connect();
    try {
      await until(
        'every job being marked done',
        async () =>
          (await db.query("select count(*)::int as n from graphile_worker.jobs where task_identifier = 'test.nap'")).rows[0].n === 0,
        20_000,
      );
    } finally {
      await db.end();
    }

    const stopping = Date.now();
    await app.close();
    app = undefined as unknown as TestApp;
    expect(Date.now() - stopping, 'the app stopped promptly').to.be.below(10_000);
    expect(unhandled.map(String), 'unhandled rejections').to.deep.equal([]);
  });
});

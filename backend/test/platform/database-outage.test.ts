import { expect } from 'chai';
import pg from 'pg';
import type { Post } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { ownPostgres, type OwnPostgres } from '../support/own-postgres.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

/**
 * The database restarts under load: reads and writes keep coming while PostgreSQL is
 * stopped and started again. During the outage every call answers 503 with a message and
 * Retry-After within 5 s — no crash, nothing hangs; after it the same process serves again within
 * 5 s; every write that was answered 2xx is in the database afterwards.
 */
describe('platform: a database restart under load', function () {
  this.timeout(90_000);
  let postgres: OwnPostgres;
  let app: TestApp;
  let rosa: Angler;

  before(async () => {
    postgres = await ownPostgres('outage');
    app = await startTestApp({ database: { url: postgres.url, drop: async () => undefined } });
    rosa = await anAngler(app, 'Rosa Restart');
  });
  after(async () => {
    await app?.close();
    await postgres?.remove();
  });

  it('answers 503 with Retry-After while it is down, serves again after, and loses no answered write', async () => {
    const answered: string[] = [];
    const outage: Array<{ status: number; ms: number; retryAfter: string | null; message: string }> = [];
    let down = false;
    let running = true;
    let shared = 0;
    const call = async (send: () => Promise<{ status: number; headers: Headers; json: unknown }>) => {
      const started = Date.now();
      const res = await send();
      if (down) {
        outage.push({
          status: res.status,
          ms: Date.now() - started,
          retryAfter: res.headers.get('retry-after'),
          message: (res.json as { message?: string })?.message ?? '',
        });
      }
      return res;
    };
    const writer = (async () => {
      while (running) {
        const res = await call(() =>
          rosa.send<Post>('POST', '/api/posts', { type: 'catch', species: 'walleye', privacy: 'public', description: `cast ${shared++}` }),
        );
        if (res.status === 201) answered.push((res.json as Post).id);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const reader = (async () => {
      while (running) {
        await call(() => rosa.get(`/api/posts/user/${rosa.id}?limit=5`));
        await new Promise((r) => setTimeout(r, 25));
      }
    })();

    await new Promise((r) => setTimeout(r, 700));
    down = true;
    await postgres.stop();
    await new Promise((r) => setTimeout(r, 2_000));
    await postgres.start();
    down = false;
    const back = Date.now();
    let servedAgainAfter = Infinity;
    while (Date.now() - back < 10_000) {
      if ((await rosa.get(`/api/posts/user/${rosa.id}?limit=1`)).status === 200) {
        servedAgainAfter = Date.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    running = false;
    await Promise.all([writer, reader]);

    expect(outage.filter((o) => o.status === 503).length, 'calls were refused with 503 during the outage').to.be.greaterThan(3);
    for (const o of outage.filter((o) => o.status >= 500)) {
      expect(o.status).to.equal(503);
      expect(o.retryAfter).to.equal('5');
      expect(o.message).to.contain('briefly unavailable');
    }
    expect(Math.max(...outage.map((o) => o.ms)), 'no call hung').to.be.below(5_000);
    expect(servedAgainAfter, 'served again within 5 s of the database').to.be.below(5_000);

    const db = new pg.Client(postgres.url);
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>('select id from posts where id = any($1::uuid[])', [answered]);
      expect(rows.length, 'every write answered 201 is stored').to.equal(answered.length);
    } finally {
      await db.end();
    }
  });
});

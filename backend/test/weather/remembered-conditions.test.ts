import { expect } from 'chai';
import { PostPage, type CatchConditions } from '@tightlines/contracts';
import { compile, SqlToken, type Query, type Sql, type Statement } from '../../src/platform/db/sql.ts';
import { ConditionsStore } from '../../src/modules/weather/application/ports.ts';
import type { RecordedConditions } from '../../src/modules/weather/domain/recorded-conditions.ts';
import { ConditionsFacade } from '../../src/modules/weather/index.ts';
import {
  createTestDatabase,
  eventually,
  type HttpClient,
  sameSessionOn,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

const falling: RecordedConditions = {
  airTemperatureC: 17.3,
  waterTemperatureC: null,
  pressureHpa: 1008.2,
  pressureChange3hHpa: -2.1,
  pressureTrend: 'falling',
  windKmh: 12.5,
  windDirectionDeg: 240,
  cloudCoverPct: 80,
  moonPhase: 'waxing crescent',
  solunar: 'minor',
  light: 'dusk',
  tide: 'none',
};

/**
 * Every statement a process sends through its Sql port from now on (its text), until `stop`: what
 * "asks PostgreSQL nothing" is checked against.
 */
async function watchStatements(app: TestApp): Promise<{ texts: string[]; stop: () => void }> {
  return app.inContext(async (get) => {
    const db = get<Sql>(SqlToken);
    const texts: string[] = [];
    const rows = db.rows.bind(db);
    const run = db.run.bind(db);
    const prepared = db.prepared.bind(db);
    db.rows = <Row>(query: Query<Row>) => {
      texts.push(compile(query as Query<unknown>).text);
      return rows(query);
    };
    db.run = (query: Query<unknown>) => {
      texts.push(compile(query).text);
      return run(query);
    };
    db.prepared = <Row>(name: string, query: Query<Row> | Statement<Row>) => {
      texts.push('text' in query && typeof query.text === 'string' ? query.text : compile(query as Query<unknown>).text);
      return prepared(name, query);
    };
    return {
      texts,
      stop: () => {
        db.rows = rows;
        db.run = run;
        db.prepared = prepared;
      },
    };
  });
}

const readsConditions = (texts: readonly string[]) => texts.filter((t) => /\bweather_conditions\b/.test(t)).length;

/**
 * A catch's conditions, once recorded, never change: each process remembers them (and "none yet") by
 * catch, so a page of remembered catches asks PostgreSQL nothing for them; a recording or a delete in
 * one process reaches the others' memory by signal (two app processes on one database, as
 * WEB_CONCURRENCY runs them).
 */
describe('weather: conditions remembered in each process', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let ada: Angler;
  let bo: Angler;

  const record = (app: TestApp, catchId: string, angler: Angler = ada) =>
    app.inContext((get) =>
      get<ConditionsStore>(ConditionsStore).save(
        { kind: 'catch', id: catchId, anglerId: angler.id, at: new Date(), species: 'walleye', caught: true },
        falling,
      ),
    );
  /** Ada's grid as Bo sees it through `app`: each catch's conditions by id (undefined: none). */
  const gridOn = async (app: TestApp): Promise<Map<string, CatchConditions | undefined>> => {
    const client: HttpClient = sameSessionOn(app, bo);
    const res = await client.get(`/api/posts/user/${ada.id}`);
    expect(res.status, res.text).to.equal(200);
    return new Map(PostPage.parse(res.json).items.map((p) => [p.id, p.conditions]));
  };

  /** What `app`'s weather answers for one catch's conditions (through the facade posts calls). */
  const keptOn = (app: TestApp, catchId: string) =>
    app.inContext((get) => get<ConditionsFacade>(ConditionsFacade).ofMany('catch', [catchId]));

  /**
   * Recorded through a once b remembers "none yet" for the catch, and waited for until b shows them:
   * then b has heard the recording's signal and remembers the conditions, with no signal still on its
   * way that would forget them.
   */
  const recordedAndHeardOnB = async (catchId: string, angler: Angler = ada) => {
    expect((await keptOn(b, catchId)).has(catchId)).to.equal(false);
    await record(a, catchId, angler);
    expect(await eventually(async () => (await keptOn(b, catchId)).has(catchId))).to.equal(true);
  };

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
    [ada, bo] = await Promise.all([anAngler(a, 'Ada Remembered'), anAngler(a, 'Bo Browsing')]);
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('reads the conditions of a page once, in one statement, and the same page again asks PostgreSQL nothing for them', async () => {
    const [withConditions, noneYet] = [await aCatch().of('walleye').by(ada), await aCatch().of('yellow-perch').by(ada)];
    await recordedAndHeardOnB(withConditions.id);
    const watched = await watchStatements(b);
    try {
      const newest = await aCatch().of('northern-pike').by(ada);
      const first = await gridOn(b);
      expect(first.get(withConditions.id)).to.include({ pressureTrend: 'falling', cloudCover: 80 });
      expect([...first.keys()]).to.include.members([withConditions.id, noneYet.id, newest.id]);
      expect(first.get(noneYet.id)).to.equal(undefined);
      expect(first.get(newest.id)).to.equal(undefined);
      expect(readsConditions(watched.texts), 'the catches not remembered yet, in one statement').to.equal(1);

      watched.texts.length = 0;
      const again = await gridOn(b);
      expect(again).to.deep.equal(first);
      expect(watched.texts.length, 'the page itself was read').to.be.greaterThan(0);
      expect(readsConditions(watched.texts), 'both "recorded" and "none yet" are remembered').to.equal(0);
    } finally {
      watched.stop();
    }
  });

  it('shows conditions recorded in one process on the next read in the other, which remembered "none yet"', async () => {
    const fresh = await aCatch().of('walleye').by(ada);
    expect((await gridOn(b)).get(fresh.id)).to.equal(undefined);
    expect((await gridOn(a)).get(fresh.id)).to.equal(undefined);
    await record(a, fresh.id);
    // The recording process forgot at its commit; the other forgets when the signal arrives.
    expect((await gridOn(a)).get(fresh.id)).to.include({ pressureTrend: 'falling' });
    expect(await eventually(async () => (await gridOn(b)).get(fresh.id)?.pressureTrend === 'falling')).to.equal(true);
  });

  it('forgets them in every process when the catch is deleted', async () => {
    const gone = await aCatch().of('walleye').by(ada);
    await recordedAndHeardOnB(gone.id);
    expect((await ada.send('DELETE', `/api/posts/${gone.id}`)).status).to.equal(204);
    expect(await eventually(async () => !(await keptOn(b, gone.id)).has(gone.id))).to.equal(true);
  });

  it('forgets them in every process when their angler erases the account', async () => {
    const cy = await anAngler(a, 'Cy Leaving');
    const last = await aCatch().of('walleye').by(cy);
    await recordedAndHeardOnB(last.id, cy);
    expect((await cy.send('POST', '/api/account/delete', { confirmation: 'DELETE' })).status).to.be.lessThan(300);
    expect(await eventually(async () => !(await keptOn(b, last.id)).has(last.id))).to.equal(true);
  });
});

import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WhatWorks } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { ConditionsStore, KeptWhatWorks } from '../../src/modules/weather/application/ports.ts';
import { WHAT_WORKS_FORM, WhatWorksAnswer } from '../../src/modules/weather/application/what-works-answer.ts';
import { WhatWorksForMe } from '../../src/modules/weather/application/what-works-for-me.ts';
import type { RecordedConditions } from '../../src/modules/weather/domain/recorded-conditions.ts';

const falling: RecordedConditions = {
  airTemperatureC: 17,
  waterTemperatureC: null,
  pressureHpa: 1008,
  pressureChange3hHpa: -2,
  pressureTrend: 'falling',
  windKmh: 12,
  windDirectionDeg: 200,
  cloudCoverPct: 60,
  moonPhase: 'full',
  solunar: 'major',
  light: 'dusk',
  tide: 'none',
};

/**
 * The kept "what works for me" answer (weather_what_works) on a real database: served while the
 * angler's tallies stand, never kept as current when they changed while it was being made (the
 * changes land at the points a concurrent request could make them), gone with the angler.
 */
describe('what works for me: the kept answer', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  before(async () => {
    app = await startTestApp();
    db = new pg.Client(app.databaseUrl);
    await db.connect();
  });
  after(async () => {
    await db?.end();
    return app?.close();
  });

  const rows = async (sqlText: string, values: unknown[] = []) => (await db.query(sqlText, values)).rows;
  const catches = (json: string) => WhatWorks.parse(JSON.parse(json)).bySpecies.reduce((n, s) => n + s.catches, 0);

  /** The app's own store and kept answers; `during` runs inside each computation, after its tallies are read. */
  const withWeather = <T>(
    work: (w: {
      store: ConditionsStore;
      kept: KeptWhatWorks;
      answer: WhatWorksAnswer;
      made: () => number;
      catchBy: (angler: string) => Promise<void>;
    }) => Promise<T>,
    around: { before?: () => Promise<void>; during?: () => Promise<void> } = {},
  ) =>
    app.inContext(async (get) => {
      const store = get<ConditionsStore>(ConditionsStore);
      const kept = get<KeptWhatWorks>(KeptWhatWorks);
      const real = new WhatWorksForMe(store);
      let made = 0;
      const answer = new WhatWorksAnswer(kept, {
        execute: async (anglerId) => {
          made += 1;
          await around.before?.();
          const computed = await real.execute(anglerId);
          await around.during?.();
          return computed;
        },
      });
      const catchBy = (anglerId: string) =>
        store.save(
          { kind: 'catch', id: randomUUID(), anglerId, at: new Date('2026-06-01T20:00:00Z'), species: 'walleye', caught: true },
          falling,
        );
      return work({ store, kept, answer, made: () => made, catchBy });
    });

  it('keeps the answer made from the tallies and serves its text until they change', async () => {
    const angler = randomUUID();
    await withWeather(async ({ answer, made, catchBy }) => {
      await catchBy(angler);
      const first = await answer.jsonFor(angler);
      expect(catches(first)).to.equal(1);
      expect(await answer.jsonFor(angler)).to.equal(first);
      expect(made()).to.equal(1, 'the second request is served the kept text');

      await catchBy(angler);
      expect(catches(await answer.jsonFor(angler))).to.equal(2);
      expect(made()).to.equal(2);
    });
  });

  it('keeps nothing for an angler with no tallies yet, and answers them all the same', async () => {
    const angler = randomUUID();
    await withWeather(async ({ answer, kept }) => {
      expect(WhatWorks.parse(JSON.parse(await answer.jsonFor(angler))).bySpecies).to.deep.equal([]);
      expect(await kept.read(angler, WHAT_WORKS_FORM)).to.deep.equal({ answer: null, version: null });
    });
  });

  // A second catch lands while the answer is made: after its tallies were read (the answer says one
  // catch), or after the version was read but before the tallies were (it says two, but under the
  // version before them). Either way it is answered as made and not kept as current.
  for (const { when, answered } of [
    { when: 'during' as const, answered: 1 },
    { when: 'before' as const, answered: 2 },
  ]) {
    it(`keeps nothing whose tallies changed ${when === 'during' ? 'after' : 'before'} they were read, under the version read first`, async () => {
      const angler = randomUUID();
      let landing: (() => Promise<void>) | undefined;
      await withWeather(
        async ({ answer, kept, catchBy }) => {
          await catchBy(angler);
          landing = () => catchBy(angler);
          expect(catches(await answer.jsonFor(angler))).to.equal(answered);
          landing = undefined;
          expect((await kept.read(angler, WHAT_WORKS_FORM)).answer).to.equal(null);
          expect(catches(await answer.jsonFor(angler))).to.equal(2);
          expect(catches((await kept.read(angler, WHAT_WORKS_FORM)).answer!)).to.equal(2);
        },
        { [when]: async () => landing?.() },
      );
    });
  }

  it('keeps nothing while a change of the tallies is open, once it commits', async () => {
    const angler = randomUUID();
    await withWeather(async ({ kept, catchBy }) => {
      await catchBy(angler);
      const read = await kept.read(angler, WHAT_WORKS_FORM);
      if (read.answer !== null || read.version === null) throw new Error('expected a version and nothing kept');
      await db.query('begin');
      await db.query('update weather_condition_tallies set n = n where angler_id = $1', [angler]);
      // The keep waits on the open change's row, then finds the version moved.
      const keeping = kept.keep(angler, read.version, WHAT_WORKS_FORM, '{}');
      await db.query('commit');
      expect(await keeping).to.equal(false);
      expect((await kept.read(angler, WHAT_WORKS_FORM)).answer).to.equal(null);
    });
  });

  it('moves the version for a change by any statement, and serves no answer of another form', async () => {
    const angler = randomUUID();
    await withWeather(async ({ answer, kept, catchBy }) => {
      await catchBy(angler);
      await answer.jsonFor(angler);
      expect((await kept.read(angler, WHAT_WORKS_FORM)).answer).not.to.equal(null);
      expect((await kept.read(angler, 'an earlier form')).answer).to.equal(null);

      await rows('delete from weather_condition_tallies where angler_id = $1 and part = $2', [angler, 'species']);
      expect((await kept.read(angler, WHAT_WORKS_FORM)).answer).to.equal(null);
      expect(catches(await answer.jsonFor(angler))).to.equal(0);
    });
  });

  it('forgets the kept answer with the angler, and keeps none for them after', async () => {
    const angler = randomUUID();
    await withWeather(async ({ store, answer, catchBy }) => {
      await catchBy(angler);
      await answer.jsonFor(angler);
      expect(await rows('select 1 from weather_what_works where angler_id = $1', [angler])).to.have.length(1);
      await store.forgetAngler(angler);
      expect(await rows('select 1 from weather_what_works where angler_id = $1', [angler])).to.deep.equal([]);
      await answer.jsonFor(angler);
      expect(await rows('select 1 from weather_what_works where angler_id = $1', [angler])).to.deep.equal([]);
    });
  });
});

import { expect } from 'chai';
import fc from 'fast-check';
import pg from 'pg';
import { CAMPAIGN_LIMITS } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { compile, sql } from '../../src/platform/db/sql.ts';
import { clickPriceMicros, impressionPriceMicros } from '../../src/modules/advertising/domain/money.ts';
import { clickPriceSql, impressionPriceSql } from '../../src/modules/advertising/adapters/persistence/prices.sql.ts';

/**
 * The prices billing charges in SQL (an impression's under a CPM, a click's under a CPC, in micros) are
 * proven equal to money.ts's on random prices up to the contracts' highest, run on PostgreSQL over
 * columns of ad_campaigns' types.
 */
describe('advertising: the SQL twins of the domain prices agree with them', () => {
  let app: TestApp;
  let db: pg.Client;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client(app.databaseUrl);
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('charges an impression and a click what money.ts says, for every price in cents', async () => {
    const cents = fc.integer({ min: 0, max: CAMPAIGN_LIMITS.maxPrice * 100 });
    await fc.assert(
      fc.asyncProperty(cents, cents, async (cpm, cpc) => {
        const { text, values } = compile(sql<{ impression: string; click: string }>`
          select ${impressionPriceSql('c')} as impression, ${clickPriceSql('c')} as click
          from (select ${cpm}::integer as cpm_cents, ${cpc}::integer as cpc_cents) c`);
        const [row] = (await db.query<{ impression: string; click: string }>(text, values as unknown[])).rows;
        expect(Number(row!.impression)).to.equal(impressionPriceMicros(cpm));
        expect(Number(row!.click)).to.equal(clickPriceMicros(cpc));
      }),
      { seed: 11, numRuns: 200 },
    );
  });
});

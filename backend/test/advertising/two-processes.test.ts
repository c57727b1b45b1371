import { expect } from 'chai';
import type { Ad, AdEventResult, CampaignDetail } from '@tightlines/contracts';
import {
  createTestDatabase,
  HttpClient,
  makeOperator,
  startTestApp,
  type TestApp,
  type TestDatabase,
  eventually,
} from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { HmacAdTokens } from '../../src/modules/advertising/adapters/security/hmac-ad-tokens.ts';
import { anAdvertiser, type PortalUser } from './support.ts';

/**
 * Two app processes on one database, each with its own copy of the serving campaigns and its own
 * impression batches: budgets hold across them, and what one changes the other stops serving.
 */
describe('advertising: two processes on one database', function () {
  this.timeout(120_000);
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let shop: PortalUser;
  const origin = () => ({ origin: a.url });
  const headerAds = async (app: TestApp) => (await new HttpClient(app.url).get<Ad[]>('/api/ads?placement=header')).json;

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
    const olga = await anAngler(a, 'Olga Operator');
    await makeOperator(a, olga);
    shop = await anAdvertiser(a, { companyName: 'Two Towns Tackle' });
    expect(
      (await olga.send('PUT', `/api/advertising/advertisers/${shop.user.advertiserId}/status`, { status: 'active' }, origin())).status,
    ).to.equal(200);
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('bills exactly what a nearly spent budget holds when both processes bill it at once, and neither serves it after', async () => {
    const base = `/api/advertisers/${shop.user.advertiserId}/campaigns`;
    const c = (
      await shop.send<CampaignDetail>(
        'POST',
        base,
        {
          name: 'Last reels',
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          budget: 1,
          cpm: 100,
          cpc: 0.5,
          placements: ['header'],
        },
        origin(),
      )
    ).json; // 0.10 an impression: 10 fit
    await shop.send(
      'POST',
      `${base}/${c.id}/ads`,
      { title: 'Last reels', content: 'Going fast', targetUrl: 'https://two.example/' },
      origin(),
    );
    expect((await shop.send('PATCH', `${base}/${c.id}`, { status: 'active' }, origin())).status).to.equal(200);
    const [served] = await headerAds(b);
    expect(served?.title).to.equal('Last reels');
    expect(await headerAds(a)).to.have.length(1);
    const claims = JSON.parse(Buffer.from(served!.token.split('.')[0]!, 'base64url').toString()) as { viewer: string; campaignId: string };
    const tokens = new HmacAdTokens(a.config);
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const token = tokens.sign({ adId: served!.id, campaignId: claims.campaignId, viewer: claims.viewer, servedAt: Date.now() });
        // A process that cannot get a database connection in time answers 503 and bills nothing:
        // the test is about exact billing, so each impression is sent until it is answered.
        for (let attempt = 0; ; attempt++) {
          const app = i % 2 ? a : b;
          const res = await fetch(`${app.url}/api/ads/${served!.id}/impression`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: app.url },
            body: JSON.stringify({ token }),
          });
          if (res.status !== 503 || attempt === 100) return (await res.json()) as AdEventResult;
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
        }
      }),
    );
    expect(results.filter((r) => r.billed)).to.have.length(10);
    expect(results.filter((r) => r.reason === 'budget_spent')).to.have.length(190);
    const after = (await shop.get<CampaignDetail>(`${base}/${c.id}`)).json;
    expect(after).to.deep.include({ spent: 1, impressions: 10 });
    expect(await eventually(async () => (await headerAds(a)).length === 0 && (await headerAds(b)).length === 0)).to.equal(true);
  });

  it('stops serving a campaign paused through one process in the other', async () => {
    const base = `/api/advertisers/${shop.user.advertiserId}/campaigns`;
    const c = (
      await shop.send<CampaignDetail>(
        'POST',
        base,
        {
          name: 'Spring run',
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          budget: 100,
          cpm: 1,
          cpc: 0.5,
          placements: ['header'],
        },
        origin(),
      )
    ).json;
    await shop.send(
      'POST',
      `${base}/${c.id}/ads`,
      { title: 'Spring run', content: 'Steelhead gear', targetUrl: 'https://two.example/spring' },
      origin(),
    );
    await shop.send('PATCH', `${base}/${c.id}`, { status: 'active' }, origin());
    expect(await eventually(async () => (await headerAds(b)).length === 1)).to.equal(true);
    expect((await shop.send('PATCH', `${base}/${c.id}`, { status: 'paused' }, origin())).status).to.equal(200);
    expect(await eventually(async () => (await headerAds(b)).length === 0)).to.equal(true);
  });
});

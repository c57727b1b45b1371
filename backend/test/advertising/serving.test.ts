import { expect } from 'chai';
import pg from 'pg';
import type { Ad, AdEventResult, AdvertiserAnalytics, AdvertiserInvoice, AnalyticsDay, CampaignDetail } from '@tightlines/contracts';
import { HttpClient, makeOperator, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { HmacAdTokens } from '../../src/modules/advertising/adapters/security/hmac-ad-tokens.ts';
import { FREQUENCY_CAP_PER_DAY } from '../../src/modules/advertising/application/serving.ts';
import { FREQUENCY_FRESH_MS } from '../../src/modules/advertising/adapters/persistence/frequency-memory.ts';
import { type ForgetOldServes, ForgetOldServesToken } from '../../src/modules/advertising/adapters/persistence/forget-old-serves.ts';
import { anAdvertiser, type PortalUser } from './support.ts';

const DAY = 86_400_000;
const midnight = Math.floor(Date.now() / DAY) * DAY;
const clock = new ManualClock(new Date(midnight + 12 * 3_600_000));

describe('advertising: serving only eligible ads, counting each event once, budgets never overspent', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  let shop: PortalUser;
  let andy: Angler;
  let bella: Angler;
  let olga: Angler;
  const origin = () => ({ origin: app.url });
  /** Every campaign a test made live: completed after it, so each test sees only its own. */
  let live: Array<{ p: PortalUser; id: string }> = [];

  /** Through the operators' call, as in the product: serving's copy of the campaigns is forgotten with it. */
  async function setStatus(p: PortalUser, status: 'active' | 'suspended') {
    const res = await olga.send('PUT', `/api/advertising/advertisers/${p.user.advertiserId}/status`, { status }, origin());
    expect(res.status, res.text).to.equal(200);
  }

  /** An active campaign with one ad (no targeting unless given). */
  async function liveCampaign(p: PortalUser, tag: string, overrides: Record<string, unknown> = {}): Promise<CampaignDetail> {
    const base = `/api/advertisers/${p.user.advertiserId}/campaigns`;
    const created = await p.send<CampaignDetail>(
      'POST',
      base,
      {
        name: `Campaign ${tag}`,
        startsAt: new Date(clock.now().getTime() - DAY).toISOString(),
        endsAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
        budget: 100,
        cpm: 2,
        cpc: 0.5,
        placements: ['header', 'footer', 'native'],
        ...overrides,
      },
      origin(),
    );
    expect(created.status, created.text).to.equal(201);
    live.push({ p, id: created.json.id });
    const withAd = await p.send<CampaignDetail>(
      'POST',
      `${base}/${created.json.id}/ads`,
      {
        title: `Ad ${tag}`,
        content: 'Tight lines!',
        targetUrl: 'https://reeldeals.example/',
      },
      origin(),
    );
    expect(withAd.status, withAd.text).to.equal(201);
    const active = await p.send<CampaignDetail>('PATCH', `${base}/${created.json.id}`, { status: 'active' }, origin());
    expect(active.status, active.text).to.equal(200);
    return active.json;
  }
  const detail = async (p: PortalUser, c: CampaignDetail) =>
    (await p.get<CampaignDetail>(`/api/advertisers/${p.user.advertiserId}/campaigns/${c.id}`)).json;
  const ads = async (viewer: HttpClient, query: string) => {
    const res = await viewer.get<Ad[]>(`/api/ads?${query}`);
    expect(res.status, res.text).to.equal(200);
    return res.json;
  };
  const event = (viewer: HttpClient, ad: Ad, kind: 'impression' | 'click', token = ad.token) =>
    viewer.send<AdEventResult>('POST', `/api/ads/${ad.id}/${kind}`, { token }, origin());

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client(app.databaseUrl);
    await db.connect();
    shop = await anAdvertiser(app, { companyName: 'Reel Deals Tackle' });
    [andy, bella, olga] = await Promise.all([anAngler(app, 'Andy Angler'), anAngler(app, 'Bella Bank'), anAngler(app, 'Olga Operator')]);
    await makeOperator(app, olga);
    await setStatus(shop, 'active');
  });
  afterEach(async () => {
    for (const { p, id } of live) {
      await p.send('PATCH', `/api/advertisers/${p.user.advertiserId}/campaigns/${id}`, { status: 'completed' }, origin());
    }
    live = [];
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('serves nothing from a pending or suspended advertiser, a paused campaign, or the wrong placement', async () => {
    const pending = await anAdvertiser(app);
    await liveCampaign(pending, 'pike');
    expect(await ads(andy, 'placement=header')).to.deep.equal([]);
    await setStatus(pending, 'active');
    const [ad] = await ads(andy, 'placement=header');
    expect(ad).to.deep.include({ title: 'Ad pike', adType: 'header', targetUrl: 'https://reeldeals.example/', imageUrl: null });
    await setStatus(pending, 'suspended');
    expect(await ads(andy, 'placement=header')).to.deep.equal([]);
    await setStatus(pending, 'active');
    expect(await ads(andy, 'placement=sidebar')).to.deep.equal([]);
    const c = (await pending.get<Array<{ id: string }>>(`/api/advertisers/${pending.user.advertiserId}/campaigns`)).json[0]!;
    await pending.send('PATCH', `/api/advertisers/${pending.user.advertiserId}/campaigns/${c.id}`, { status: 'paused' }, origin());
    expect(await ads(andy, '')).to.deep.equal([]);
  });

  it('serves the native list for feeds without a placement, and visitors too', async () => {
    await liveCampaign(shop, 'perch');
    const [ad] = await ads(new HttpClient(app.url), '');
    expect(ad).to.deep.include({ title: 'Ad perch', adType: 'native', sponsor: 'Reel Deals Tackle' });
  });

  it('bills a replayed impression once, a click only after its impression and once, and shows what was not billed', async () => {
    const c = await liveCampaign(shop, 'trout', { cpm: 2, cpc: 0.5 });
    const [ad] = await ads(andy, 'placement=footer');
    const early = await event(andy, ad!, 'click');
    expect(early.json).to.deep.equal({ billed: false, reason: 'click_before_impression' });
    expect((await event(andy, ad!, 'impression')).json).to.deep.equal({ billed: true, reason: null });
    for (let i = 0; i < 3; i++)
      expect((await event(andy, ad!, 'impression')).json).to.deep.equal({ billed: false, reason: 'duplicate_impression' });
    expect((await event(andy, ad!, 'click')).json).to.deep.equal({ billed: true, reason: null });
    expect((await event(andy, ad!, 'click')).json).to.deep.equal({ billed: false, reason: 'duplicate_click' });
    const after = await detail(shop, c);
    expect(after).to.deep.include({ impressions: 1, clicks: 1, spent: 0.5, clickThroughRate: 100 });
    expect(after.unbilled).to.deep.equal([
      { reason: 'click_before_impression', events: 1 },
      { reason: 'duplicate_click', events: 1 },
      { reason: 'duplicate_impression', events: 3 },
    ]);
    const analytics = (await shop.get<AdvertiserAnalytics>(`/api/advertisers/${shop.user.advertiserId}/analytics`)).json;
    expect(analytics.totalClicks).to.be.at.least(1);
    const invoices = (await shop.get<AdvertiserInvoice[]>(`/api/advertisers/${shop.user.advertiserId}/invoices`)).json;
    expect(invoices[0]).to.deep.include({ month: new Date(clock.now()).toISOString().slice(0, 7), status: 'awaiting_payment_provider' });
    expect(invoices[0]!.amount).to.be.at.least(0.5);
    const days = (await shop.get<AnalyticsDay[]>(`/api/advertisers/${shop.user.advertiserId}/analytics/daily?days=7`)).json;
    expect(days.find((d) => d.campaignId === c.id)).to.deep.equal({
      day: clock.now().toISOString().slice(0, 10),
      campaignId: c.id,
      campaignName: 'Campaign trout',
      impressions: 1,
      clicks: 1,
      spent: 0.5,
      clickThroughRate: 100,
    });
    expect((await andy.get(`/api/advertisers/${shop.user.advertiserId}/analytics/daily`)).status).to.equal(401);
  });

  it('refuses a token served to someone else or made up (422), and writes nothing', async () => {
    await liveCampaign(shop, 'carp');
    const [ad] = await ads(andy, 'placement=header');
    const before = (await db.query('select count(*) from ad_serves')).rows[0].count;
    const stolen = await event(bella, ad!, 'impression');
    expect(stolen.status).to.equal(422);
    expect(
      (
        await bella.send<{ message: string }>(
          'POST',
          `/api/ads/${ad!.id}/impression`,
          { token: `${ad!.token.split('.')[0]}.forged` },
          origin(),
        )
      ).status,
    ).to.equal(422);
    expect((await db.query('select count(*) from ad_serves')).rows[0].count).to.equal(before);
  });

  it("filters one viewer's clicks beyond 1 a minute as invalid traffic, with the reason", async () => {
    const c = await liveCampaign(shop, 'walleye', { cpc: 1 });
    const served = [...(await ads(bella, 'placement=header')), ...(await ads(bella, 'placement=footer'))];
    for (const ad of served) await event(bella, ad, 'impression');
    expect((await event(bella, served[0]!, 'click')).json.billed).to.equal(true);
    expect((await event(bella, served[1]!, 'click')).json).to.deep.equal({ billed: false, reason: 'invalid_traffic_click_rate' });
    expect((await detail(shop, c)).unbilled).to.deep.include({ reason: 'invalid_traffic_click_rate', events: 1 });
  });

  it('targets species of interest from the angler’s own catches, never from what the page claims', async () => {
    const carl = await anAngler(app, 'Carl Caster');
    await aCatch().of('chinook-salmon').at('Columbia River', 46.2, -123.8).private().by(carl);
    await liveCampaign(shop, 'salmon', { targeting: { species: ['chinook-salmon'] } });
    expect((await ads(carl, 'placement=header')).map((a) => a.title)).to.deep.equal(['Ad salmon']);
    expect(await ads(bella, 'placement=header')).to.deep.equal([]);
    expect(await ads(new HttpClient(app.url), 'placement=header')).to.deep.equal([]);
    const claimed = await bella.get<{ message: string }>('/api/ads?placement=header&species=chinook-salmon');
    expect(claimed.status, claimed.text).to.equal(400);
  });

  it('targets a region by point and radius: the angler’s home waters (where most of their catches are) or where the page looks', async () => {
    const dora = await anAngler(app, 'Dora Drift');
    const portland = { lat: 45.52, lon: -122.68 };
    // Most of Dora's public catches near Portland, one trip to Seattle (235 km away): home is Portland.
    // Her mates-only and private catches in Seattle do not count: whether an ad reaches her shows in the
    // advertiser's figures, so a place enters her home only as the public may see it.
    await aCatch().of('steelhead').at('Willamette', 45.45, -122.65).by(dora);
    await aCatch().of('steelhead').at('Sandy River', 45.55, -122.38).by(dora);
    await aCatch().of('coho-salmon').at('Puget Sound', 47.61, -122.33).by(dora);
    await aCatch().of('coho-salmon').at('Elliott Bay', 47.6, -122.36).mates().by(dora);
    await aCatch().of('coho-salmon').at('Lake Union', 47.64, -122.33).private().by(dora);
    await liveCampaign(shop, 'portland', { targeting: { region: { ...portland, radiusKm: 50 } } });
    expect(await ads(dora, 'placement=header')).to.have.length(1);
    expect(await ads(bella, 'placement=header')).to.deep.equal([]);
    expect(await ads(bella, 'placement=header&near=47.61,-122.33')).to.deep.equal([]); // Seattle
    expect(await ads(bella, 'placement=header&near=45.60,-122.50')).to.have.length(1);
    expect(await ads(new HttpClient(app.url), 'placement=header&near=45.60,-122.50')).to.have.length(1);
    await liveCampaign(shop, 'portland steelhead', {
      targeting: { species: ['steelhead'], region: { ...portland, radiusKm: 50 } },
      placements: ['sidebar'],
    });
    expect((await ads(dora, 'placement=sidebar')).map((a) => a.title)).to.deep.equal(['Ad portland steelhead']);
    expect(await ads(bella, 'placement=sidebar&near=45.60,-122.50')).to.deep.equal([]);
    // A public catch whose place the public may not see gives no home: Hana's catch near Portland is Hidden.
    const hana = await anAngler(app, 'Hana Hidden');
    const hidden = await hana.send('POST', '/api/posts', {
      ...aCatch().of('steelhead').at('Willamette', 45.45, -122.65).payload(),
      publicPrecision: 'hidden',
      matesPrecision: 'hidden',
    });
    expect(hidden.status, hidden.text).to.equal(201);
    expect(await ads(hana, 'placement=header')).to.deep.equal([]);
  });

  it('caps how often one viewer sees a campaign, and schedules: nothing before it starts', async () => {
    await liveCampaign(shop, 'bluegill');
    for (let i = 0; i < FREQUENCY_CAP_PER_DAY; i++) {
      const [ad] = await ads(andy, 'placement=header');
      expect(ad, `serve ${i + 1}`).to.not.equal(undefined);
      await event(andy, ad!, 'impression');
    }
    expect(await ads(andy, 'placement=header')).to.deep.equal([]);
    expect(await ads(bella, 'placement=header')).to.have.length(1);
    await liveCampaign(shop, 'sturgeon', {
      startsAt: new Date(clock.now().getTime() + DAY).toISOString(),
      endsAt: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
    });
    expect((await ads(bella, '')).map((a) => a.title)).to.deep.equal(['Ad bluegill']);
  });

  it("sees within seconds a viewer's impressions billed through another process, and caps them", async () => {
    await liveCampaign(shop, 'walleye');
    const [ad] = await ads(bella, 'placement=header');
    expect(ad).to.not.equal(undefined);
    const claims = JSON.parse(Buffer.from(ad!.token.split('.')[0]!, 'base64url').toString()) as { viewer: string; campaignId: string };
    // Another process billed bella this campaign's whole day of impressions (its serve rows, as its batches write them).
    await db.query(
      `insert into ad_serves (token, ad_id, campaign_id, viewer, served_at, impressed_at)
       select gen_random_uuid(), $1, $2, $3, $4, $4 from generate_series(1, $5::int)`,
      [ad!.id, claims.campaignId, claims.viewer, clock.now(), FREQUENCY_CAP_PER_DAY],
    );
    // This process answers from its memory for a few seconds, then reads again in the background.
    await new Promise((resolve) => setTimeout(resolve, FREQUENCY_FRESH_MS + 100));
    let served: Ad[] = [];
    for (let i = 0; i < 20; i++) {
      served = await ads(bella, 'placement=header');
      if (served.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(served).to.deep.equal([]);
  });

  it('paces a campaign evenly over the day: its share of the day spent, it waits for the day to move on', async () => {
    clock.set(new Date(midnight + 30 * 60_000)); // 00:30 UTC
    // 10.00 over 10 days: 1.00 a day; by 00:30 (plus an hour's head start) 0.0625; 0.05 an impression.
    await liveCampaign(shop, 'crappie', {
      budget: 10,
      cpm: 50,
      startsAt: new Date(midnight - 60_000).toISOString(),
      endsAt: new Date(midnight + 10 * DAY).toISOString(),
    });
    const viewers = [andy, bella];
    for (const viewer of viewers) {
      const [ad] = await ads(viewer, 'placement=header');
      expect(ad).to.not.equal(undefined);
      expect((await event(viewer, ad!, 'impression')).json.billed).to.equal(true);
    }
    expect(await ads(new HttpClient(app.url), 'placement=header')).to.deep.equal([]);
    clock.set(new Date(midnight + 12 * 3_600_000));
    expect(await ads(new HttpClient(app.url), 'placement=header')).to.have.length(1);
  });

  it('500 concurrent impressions on a nearly spent campaign bill exactly what fits, and it stops serving at once', async () => {
    const c = await liveCampaign(shop, 'muskie', { budget: 1, cpm: 100 }); // 0.10 an impression: 10 fit
    const visitor = new HttpClient(app.url);
    const [served] = await ads(visitor, 'placement=header');
    const claims = JSON.parse(Buffer.from(served!.token.split('.')[0]!, 'base64url').toString()) as { viewer: string; campaignId: string };
    const tokens = new HmacAdTokens(app.config);
    const results = await Promise.all(
      Array.from({ length: 500 }, async () => {
        const token = tokens.sign({
          adId: served!.id,
          campaignId: claims.campaignId,
          viewer: claims.viewer,
          servedAt: clock.now().getTime(),
        });
        // A busy machine may answer 503 (no database connection free in time; nothing written): sent again, as a browser would.
        for (let attempt = 0; ; attempt++) {
          const res = await fetch(`${app.url}/api/ads/${served!.id}/impression`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: app.url },
            body: JSON.stringify({ token }),
          });
          if (res.status !== 503 || attempt === 10) return (await res.json()) as AdEventResult;
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
        }
      }),
    );
    expect(results.filter((r) => r.billed)).to.have.length(10);
    expect(results.filter((r) => r.reason === 'budget_spent')).to.have.length(490);
    const after = await detail(shop, c);
    expect(after).to.deep.include({ spent: 1, impressions: 10 });
    expect(after.unbilled).to.deep.equal([{ reason: 'budget_spent', events: 490 }]);
    const { rows } = await db.query(
      'select sum(spent_micros)::int as spent, sum(impressions)::int as n from ad_daily where campaign_id = $1',
      [c.id],
    );
    expect(rows[0]).to.deep.equal({ spent: 1_000_000, n: 10 });
    expect(await ads(new HttpClient(app.url), 'placement=header')).to.deep.equal([]);
  });

  it('forgets served-ad rows after three days, keeping the counts and the money', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from ad_serves')).rows[0]!.n;
    expect(before).to.be.greaterThan(0);
    const totals = async () =>
      (await db.query('select sum(spent_micros)::text as s, sum(impressions)::text as i from ad_campaigns')).rows[0];
    const kept = await totals();
    clock.advance(4 * DAY);
    await app.inContext(async (get) => get<ForgetOldServes>(ForgetOldServesToken).run());
    expect((await db.query<{ n: number }>('select count(*)::int as n from ad_serves')).rows[0]!.n).to.equal(0);
    expect(await totals()).to.deep.equal(kept);
  });
});

import { expect } from 'chai';
import type { Ad, AdEventResult, AdvertiserUser, CampaignDetail } from '@tightlines/contracts';
import { HttpClient, makeOperator, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { registration, type PortalUser } from './support.ts';

const DAY = 86_400_000;
const clock = new ManualClock(new Date(Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000));
/** The development provider's email for a display name: `Rita Reel` signs in as rita-reel@dev.tightlines.test. */
const devEmail = (name: string) => `${name.toLowerCase().replace(' ', '-')}@dev.tightlines.test`;

describe("advertising: an advertiser's own impressions and clicks are never billed nor counted", function () {
  this.timeout(60_000);
  let app: TestApp;
  let shop: PortalUser;
  let rita: Angler;
  let cody: Angler;
  let andy: Angler;
  let campaign: CampaignDetail;
  const origin = () => ({ origin: app.url });
  const base = () => `/api/advertisers/${shop.user.advertiserId}`;
  const headerAd = async (viewer: HttpClient) => {
    const res = await viewer.get<Ad[]>('/api/ads?placement=header');
    expect(res.status, res.text).to.equal(200);
    expect(res.json, 'the header ad').to.have.length(1);
    return res.json[0]!;
  };
  const event = async (viewer: HttpClient, ad: Ad, kind: 'impression' | 'click') =>
    (await viewer.send<AdEventResult>('POST', `/api/ads/${ad.id}/${kind}`, { token: ad.token }, origin())).json;

  before(async () => {
    app = await startTestApp({ clock });
    // Rita registers her shop in the portal with the email she also signs in to Tightlines with.
    const body = registration({ companyName: 'Rita’s Rods' }, { email: devEmail('Rita Reel') });
    shop = new HttpClient(app.url) as PortalUser;
    expect((await shop.send('POST', '/api/advertisers/register', body)).status).to.equal(201);
    const login = await shop.send<AdvertiserUser>('POST', '/api/advertisers/login', {
      email: body.primaryUser.email,
      password: body.primaryUser.password,
    });
    expect(login.status, login.text).to.equal(200);
    shop.user = login.json;
    const invited = await shop.send(
      'POST',
      `${base()}/users`,
      {
        email: devEmail('Cody Colleague').toUpperCase(),
        firstName: 'Cody',
        lastName: 'Colleague',
        role: 'member',
        password: 'correct horse',
      },
      origin(),
    );
    expect(invited.status, invited.text).to.equal(201);
    const olga = await anAngler(app, 'Olga Operator');
    await makeOperator(app, olga);
    expect(
      (await olga.send('PUT', `/api/advertising/advertisers/${shop.user.advertiserId}/status`, { status: 'active' }, origin())).status,
    ).to.equal(200);

    const created = await shop.send<CampaignDetail>(
      'POST',
      `${base()}/campaigns`,
      {
        name: 'Rods for spring',
        startsAt: new Date(clock.now().getTime() - DAY).toISOString(),
        endsAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
        budget: 100,
        cpm: 10,
        cpc: 0.5,
        placements: ['header'],
      },
      origin(),
    );
    expect(created.status, created.text).to.equal(201);
    campaign = created.json;
    const ad = await shop.send(
      'POST',
      `${base()}/campaigns/${campaign.id}/ads`,
      { title: 'Spring rods', content: 'Tight lines!', targetUrl: 'https://ritas-rods.example/' },
      origin(),
    );
    expect(ad.status, ad.text).to.equal(201);
    expect((await shop.send('PATCH', `${base()}/campaigns/${campaign.id}`, { status: 'active' }, origin())).status).to.equal(200);
    [rita, cody, andy] = await Promise.all([anAngler(app, 'Rita Reel'), anAngler(app, 'Cody Colleague'), anAngler(app, 'Andy Angler')]);
  });
  after(() => app?.close());

  it("shows the advertiser's users their own ad but bills and counts none of their impressions and clicks; another angler's are billed", async () => {
    for (const own of [rita, cody]) {
      const ad = await headerAd(own);
      expect(ad).to.deep.include({ title: 'Spring rods', sponsor: 'Rita’s Rods' });
      expect(await event(own, ad, 'impression')).to.deep.equal({ billed: false, reason: 'own_ad' });
      expect(await event(own, ad, 'click')).to.deep.equal({ billed: false, reason: 'own_ad' });
      // Recorded once per shown ad, like anyone's.
      expect(await event(own, ad, 'impression')).to.deep.equal({ billed: false, reason: 'duplicate_impression' });
      expect(await event(own, ad, 'click')).to.deep.equal({ billed: false, reason: 'duplicate_click' });
    }
    const ad = await headerAd(andy);
    expect(await event(andy, ad, 'impression')).to.deep.equal({ billed: true, reason: null });
    expect(await event(andy, ad, 'click')).to.deep.equal({ billed: true, reason: null });

    const detail = (await shop.get<CampaignDetail>(`${base()}/campaigns/${campaign.id}`)).json;
    expect(detail).to.deep.include({ impressions: 1, clicks: 1, spent: 0.51, clickThroughRate: 100 });
    expect(detail.unbilled).to.deep.equal([
      { reason: 'duplicate_click', events: 2 },
      { reason: 'duplicate_impression', events: 2 },
      { reason: 'own_ad', events: 4 },
    ]);
  });

  it('refuses an own ad’s token sent by someone else, like any token served to another viewer', async () => {
    const ad = await headerAd(rita);
    const res = await andy.send<{ message: string }>('POST', `/api/ads/${ad.id}/click`, { token: ad.token }, origin());
    expect(res.status).to.equal(422);
    expect(res.json.message).to.equal('This ad was not served to you');
  });
});

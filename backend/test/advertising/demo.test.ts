import { expect } from 'chai';
import type { Ad, AdvertiserUser, CampaignSummary, ReviewedAdvertiser } from '@tightlines/contracts';
import { HttpClient, signInAsDemoAngler, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { DEMO_ADVERTISER_PASSWORD } from '../../src/seed/demo-advertisers.ts';
import { DEMO_OPERATOR } from '../../src/seed/demo-operator.ts';
import { anAdvertiser } from './support.ts';

describe('advertising demo data: two approved advertisers fill every slot on the first start', function () {
  // Seeding the demo data on first start takes minutes on a busy machine: the wait is for it to finish.
  this.timeout(300_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp({ env: { DEMO_DATA: 'true' } });
  });
  after(() => app?.close());

  it('shows an angler an image ad in the header, sidebar and footer, and native ads from both advertisers', async () => {
    const angler = await anAngler(app, 'Demo Viewer');
    for (const placement of ['header', 'sidebar', 'footer']) {
      const ads = (await angler.get<Ad[]>(`/api/ads?placement=${placement}`)).json;
      expect(ads, placement).to.have.length(1);
      expect(ads[0]!.imageUrl).to.match(/^\/media\//);
      expect(ads[0]!.targetUrl).to.match(/^https:\/\//);
    }
    const native = (await angler.get<Ad[]>('/api/ads')).json;
    expect(native.length).to.be.at.least(2);
    expect(new Set(native.map((a) => a.sponsor))).to.deep.equal(new Set(['Reel Deals Tackle Shop', 'Blue Water Charters']));
  });

  it('lets the demo tackle shop sign in to the portal and see its active campaigns', async () => {
    const portal = new HttpClient(app.url);
    const login = await portal.send<AdvertiserUser>('POST', '/api/advertisers/login', {
      email: 'demo@reeldeals.example',
      password: DEMO_ADVERTISER_PASSWORD,
    });
    expect(login.status, login.text).to.equal(200);
    const campaigns = (await portal.get<CampaignSummary[]>(`/api/advertisers/${login.json.advertiserId}/campaigns`)).json;
    expect(campaigns.map((c) => c.status)).to.deep.equal(['active', 'active']);
  });

  it('lets the demo operator, signed in by name, approve a newly registered advertiser', async () => {
    const shop = await anAdvertiser(app, { companyName: 'Newcomer Tackle' });
    const operator = await signInAsDemoAngler(app, DEMO_OPERATOR.slug);
    expect((await operator.get('/api/advertising/operator')).json).to.deep.equal({ operator: true });
    const pending = (await operator.get<ReviewedAdvertiser[]>('/api/advertising/review')).json.find((a) => a.id === shop.user.advertiserId);
    expect(pending?.accountStatus).to.equal('pending');
    const approved = await operator.send<ReviewedAdvertiser>(
      'PUT',
      `/api/advertising/advertisers/${shop.user.advertiserId}/status`,
      { status: 'active' },
      { origin: app.url },
    );
    expect(approved.status, approved.text).to.equal(200);
    expect(approved.json.accountStatus).to.equal('active');
  });
});

import { expect } from 'chai';
import type { Ad, Advertiser, CampaignDetail, ReviewedAdvertiser } from '@tightlines/contracts';
import { makeOperator, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { anAdvertiser, type PortalUser } from './support.ts';

describe('advertising: operators (anglers holding the operator role) approve and suspend advertisers', function () {
  this.timeout(30_000);
  let app: TestApp;
  let olga: Angler;
  let andy: Angler;
  let shop: PortalUser;
  const origin = () => ({ origin: app.url });

  before(async () => {
    app = await startTestApp();
    [olga, andy] = await Promise.all([anAngler(app, 'Olga Operator'), anAngler(app, 'Andy Angler')]);
    await makeOperator(app, olga);
    shop = await anAdvertiser(app, { companyName: 'Charter Co' });
  });
  after(() => app?.close());

  it('tells the page whether the angler is an operator, and only operators read the review list', async () => {
    expect((await olga.get('/api/advertising/operator')).json).to.deep.equal({ operator: true });
    expect((await andy.get('/api/advertising/operator')).json).to.deep.equal({ operator: false });
    const refused = await andy.get<{ message: string }>('/api/advertising/review');
    expect(refused.status).to.equal(403);
    expect(refused.json.message).to.equal('Only operators can review advertisers');
    const list = await olga.get<ReviewedAdvertiser[]>('/api/advertising/review');
    expect(list.status).to.equal(200);
    expect(list.json[0]).to.deep.include({ id: shop.user.advertiserId, companyName: 'Charter Co', accountStatus: 'pending' });
  });

  it('a pending advertiser prepares a campaign that serves nothing until approved, and nothing once suspended', async () => {
    const base = `/api/advertisers/${shop.user.advertiserId}/campaigns`;
    const c = (
      await shop.send<CampaignDetail>(
        'POST',
        base,
        {
          name: 'Half-day charters',
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          budget: 50,
          cpm: 1,
          cpc: 0.2,
          placements: ['sidebar'],
        },
        origin(),
      )
    ).json;
    await shop.send(
      'POST',
      `${base}/${c.id}/ads`,
      { title: 'Tarpon season', content: 'Book now', targetUrl: 'https://charter.example/' },
      origin(),
    );
    expect((await shop.send('PATCH', `${base}/${c.id}`, { status: 'active' }, origin())).status).to.equal(200);
    expect((await andy.get<Ad[]>('/api/ads?placement=sidebar')).json).to.deep.equal([]);

    expect(
      (await andy.send('PUT', `/api/advertising/advertisers/${shop.user.advertiserId}/status`, { status: 'active' }, origin())).status,
    ).to.equal(403);
    const approved = await olga.send<ReviewedAdvertiser>(
      'PUT',
      `/api/advertising/advertisers/${shop.user.advertiserId}/status`,
      { status: 'active' },
      origin(),
    );
    expect(approved.status, approved.text).to.equal(200);
    expect(approved.json.accountStatus).to.equal('active');
    expect((await shop.get<Advertiser>(`/api/advertisers/${shop.user.advertiserId}`)).json.accountStatus).to.equal('active');
    expect((await andy.get<Ad[]>('/api/ads?placement=sidebar')).json.map((a) => a.title)).to.deep.equal(['Tarpon season']);

    await olga.send('PUT', `/api/advertising/advertisers/${shop.user.advertiserId}/status`, { status: 'suspended' }, origin());
    expect((await andy.get<Ad[]>('/api/ads?placement=sidebar')).json).to.deep.equal([]);
    // Suspended, it still signs in and prepares campaigns.
    expect((await shop.get(`${base}/${c.id}`)).status).to.equal(200);
    expect(
      (await olga.send('PUT', '/api/advertising/advertisers/00000000-0000-4000-8000-000000000000/status', { status: 'active' }, origin()))
        .status,
    ).to.equal(404);
  });
});

import { expect } from 'chai';
import sharp from 'sharp';
import type { AdvertiserUser, CampaignDetail, CampaignSummary } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { anAdvertiser, type PortalUser } from './support.ts';

const clock = new ManualClock(new Date());

export function aCampaignBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Spring Bass Sale',
    description: 'Lures for the spawn',
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    budget: 100,
    cpm: 2.5,
    cpc: 0.4,
    placements: ['header', 'native'],
    ...overrides,
  };
}

describe('advertising: the campaign builder, ads with images and colleagues', () => {
  let app: TestApp;
  let rita: PortalUser;
  let otto: PortalUser;
  const origin = () => ({ origin: app.url });
  const base = (p: PortalUser) => `/api/advertisers/${p.user.advertiserId}`;

  before(async () => {
    app = await startTestApp({ clock });
    [rita, otto] = await Promise.all([anAdvertiser(app), anAdvertiser(app)]);
  });
  after(() => app?.close());

  it('builds a draft campaign with schedule, budget, prices, placements and targeting; the list shows it newest first', async () => {
    const res = await rita.send<CampaignDetail>(
      'POST',
      `${base(rita)}/campaigns`,
      aCampaignBody({
        targeting: { region: { lat: 45.5, lon: -122.6, radiusKm: 80 }, species: ['Bass', 'bass', 'Trout'] },
      }),
      origin(),
    );
    expect(res.status, res.text).to.equal(201);
    expect(res.json).to.deep.include({
      name: 'Spring Bass Sale',
      status: 'draft',
      budget: 100,
      spent: 0,
      cpm: 2.5,
      cpc: 0.4,
      impressions: 0,
      clicks: 0,
    });
    expect(res.json.placements).to.deep.equal(['header', 'native']);
    expect(res.json.targeting).to.deep.equal({ region: { lat: 45.5, lon: -122.6, radiusKm: 80 }, species: ['bass', 'trout'] });
    clock.advance(1000);
    const second = await rita.send<CampaignDetail>('POST', `${base(rita)}/campaigns`, aCampaignBody({ name: 'Summer' }), origin());
    const list = await rita.get<CampaignSummary[]>(`${base(rita)}/campaigns`);
    expect(list.json.map((c) => c.id)).to.deep.equal([second.json.id, res.json.id]);
    expect(list.json[1]).to.deep.include({ name: 'Spring Bass Sale', description: 'Lures for the spawn', status: 'draft', budget: 100 });
  });

  it('refuses a campaign ending before it starts, a zero budget and no placement, with messages', async () => {
    const messages = async (body: unknown) => {
      const res = await rita.send<{ issues: Array<{ message: string }> }>('POST', `${base(rita)}/campaigns`, body, origin());
      expect(res.status).to.equal(400);
      return res.json.issues.map((i) => i.message);
    };
    expect(await messages(aCampaignBody({ endsAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }))).to.deep.equal([
      'The campaign must end after it starts',
    ]);
    expect(await messages(aCampaignBody({ budget: 0 }))).to.deep.equal(['The budget must be more than 0']);
    expect(await messages(aCampaignBody({ placements: [] }))).to.deep.equal(['Choose at least one placement']);
  });

  it('moves a campaign draft → active → paused → active → completed, and a completed one never changes', async () => {
    const c = (await rita.send<CampaignDetail>('POST', `${base(rita)}/campaigns`, aCampaignBody(), origin())).json;
    const move = (status: string) =>
      rita.send<CampaignDetail & { message: string }>('PATCH', `${base(rita)}/campaigns/${c.id}`, { status }, origin());
    for (const status of ['active', 'paused', 'active']) expect((await move(status)).json.status).to.equal(status);
    expect((await move('draft')).status).to.equal(422);
    expect((await move('completed')).json.status).to.equal('completed');
    const refused = await rita.send<{ message: string }>('PATCH', `${base(rita)}/campaigns/${c.id}`, { name: 'Renamed' }, origin());
    expect(refused.status).to.equal(422);
    expect(refused.json.message).to.equal('A completed campaign cannot change');
  });

  it('adds an ad with an image stored through the media store and an https target (http refused)', async () => {
    const c = (await rita.send<CampaignDetail>('POST', `${base(rita)}/campaigns`, aCampaignBody(), origin())).json;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4e89' } })
      .png()
      .toBuffer();
    const http = await rita.send<{ issues: Array<{ message: string }> }>(
      'POST',
      `${base(rita)}/campaigns/${c.id}/ads`,
      {
        title: 'Big Bass Lures',
        content: '20% off',
        targetUrl: 'http://reeldeals.example/sale',
      },
      origin(),
    );
    expect(http.status).to.equal(400);
    expect(http.json.issues.map((i) => i.message)).to.deep.equal(['Enter a target address starting with https://']);
    const res = await rita.send<CampaignDetail>(
      'POST',
      `${base(rita)}/campaigns/${c.id}/ads`,
      {
        title: 'Big Bass Lures',
        content: '20% off all soft plastics',
        image: `data:image/png;base64,${png.toString('base64')}`,
        targetUrl: 'https://reeldeals.example/sale',
      },
      origin(),
    );
    expect(res.status, res.text).to.equal(201);
    const [ad] = res.json.ads;
    expect(ad).to.deep.include({
      title: 'Big Bass Lures',
      content: '20% off all soft plastics',
      targetUrl: 'https://reeldeals.example/sale',
    });
    expect(ad!.imageUrl).to.match(/^\/media\//);
    expect((await rita.request(ad!.imageUrl!)).status).to.equal(200);
  });

  it("never lets one advertiser read or change another's campaigns (403), nor a stranger (401)", async () => {
    const c = (await rita.send<CampaignDetail>('POST', `${base(rita)}/campaigns`, aCampaignBody(), origin())).json;
    expect((await otto.get(`${base(rita)}/campaigns/${c.id}`)).status).to.equal(403);
    expect((await otto.send('PATCH', `${base(rita)}/campaigns/${c.id}`, { status: 'active' }, origin())).status).to.equal(403);
    expect((await otto.send('POST', `${base(rita)}/campaigns`, aCampaignBody(), origin())).status).to.equal(403);
    // Otto's own path with Rita's campaign: no such campaign of his.
    expect((await otto.get(`${base(otto)}/campaigns/${c.id}`)).status).to.equal(404);
    expect((await otto.send('PATCH', `${base(otto)}/campaigns/${c.id}`, { status: 'active' }, origin())).status).to.equal(404);
    expect((await new HttpClient(app.url).get(`${base(rita)}/campaigns/${c.id}`)).status).to.equal(401);
    expect((await rita.get<CampaignDetail>(`${base(rita)}/campaigns/${c.id}`)).json.status).to.equal('draft');
  });

  it('an admin invites a colleague as a member, who signs in to the same advertiser and cannot invite', async () => {
    const invited = await rita.send<AdvertiserUser[]>(
      'POST',
      `${base(rita)}/users`,
      {
        email: `colleague-${Date.now()}@reeldeals.example`,
        firstName: 'Mel',
        lastName: 'Member',
        role: 'member',
        password: 'member pass 1',
      },
      origin(),
    );
    expect(invited.status, invited.text).to.equal(201);
    const mel = invited.json.find((u) => u.firstName === 'Mel')!;
    expect(mel).to.deep.include({ role: 'member', isActive: true, advertiserId: rita.user.advertiserId });
    expect(invited.text).not.to.contain('member pass 1');
    const melBrowser = new HttpClient(app.url);
    const login = await melBrowser.send<AdvertiserUser>('POST', '/api/advertisers/login', { email: mel.email, password: 'member pass 1' });
    expect(login.json).to.deep.include({ role: 'member', advertiserId: rita.user.advertiserId });
    expect((await melBrowser.get<CampaignSummary[]>(`${base(rita)}/campaigns`)).status).to.equal(200);
    const refused = await melBrowser.send<{ message: string }>(
      'POST',
      `${base(rita)}/users`,
      {
        email: 'another@reeldeals.example',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
        password: 'whatever12',
      },
      origin(),
    );
    expect(refused.status).to.equal(403);
    expect(refused.json.message).to.equal('Only an admin of this advertiser can do that');
  });
});

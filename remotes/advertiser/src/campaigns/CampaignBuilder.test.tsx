import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@tightlines/contracts';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderPortal, serve, withDomFormData, type Answer } from '../../test/portal.tsx';
import { ADVERTISER_STORAGE_KEY, storeAdvertiserUser } from '../api/advertiser-session.ts';
import { HELD_CAMPAIGN } from '../dashboard/StatusBadges.tsx';

const sam = { email: 'sam@reeldeal.example.com', firstName: 'Sam', lastName: 'Reel', role: 'admin', isActive: true, advertiserId: 'a1' };
const ok = (json: unknown, status = 200): Answer => ({ status, json });
const detail = (status: string) => ({
  id: 'c9',
  name: 'Spring Bass',
  description: '',
  status,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  budget: 250,
  spent: 0,
  cpm: 5,
  cpc: 0.5,
  placements: ['header', 'sidebar', 'footer', 'native'],
  targeting: { region: null, species: [] },
  impressions: 0,
  clicks: 0,
  clickThroughRate: 0,
  ads: [],
  unbilled: [],
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** A picture as the file input gives it (jsdom's File, which jsdom's FileReader reads). */
const aPicture = () =>
  new (window as unknown as { File: typeof File }).File([new Uint8Array([137, 80, 78, 71])], 'bass.png', { type: 'image/png' });

describe('advertiser portal: campaign builder', () => {
  withDomEvents();
  withDomFormData();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    window.localStorage.removeItem(ADVERTISER_STORAGE_KEY);
    await server?.close();
    server = undefined;
  });

  async function openBuilder(extra: Record<string, Answer | ((body: string) => Answer)> = {}, accountStatus = 'active') {
    storeAdvertiserUser(sam);
    server = await serve({
      'GET /api/advertisers/a1': ok({
        id: 'a1',
        companyName: 'Reel Deal Tackle',
        website: null,
        industry: null,
        contactEmail: 'a@b.co',
        contactPhone: null,
        description: null,
        accountStatus,
      }),
      'GET /api/advertisers/a1/campaigns': ok([]),
      'GET /api/advertisers/a1/analytics': ok({ totalSpent: 0, totalImpressions: 0, totalClicks: 0, clickThroughRate: 0 }),
      ...extra,
    });
    renderPortal('/advertiser/a1/dashboard?tab=campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    return screen.findByRole('dialog', { name: 'Create Campaign' });
  }

  /** Fills in Spring Bass and its ad (near Tahoe when `region`), creates it and waits for the toast. */
  async function createSpringBass(dialog: HTMLElement, { region = false } = {}) {
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Campaign Name', 'Spring Bass');
    type('Total Budget ($)', '250');
    if (region) {
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Target a region' }));
      type('Latitude', '39.1');
      type('Longitude', '-120.04');
      type('Species of interest', 'largemouth-bass');
    }
    type('Ad Title', 'Soft plastics, 20% off');
    type('Ad Text', 'Everything for bass season.');
    type('Target URL', 'https://reeldeal.example.com/bass');
    fireEvent.change(within(dialog).getByLabelText('Ad image file'), { target: { files: [aPicture()] } });
    expect(await within(dialog).findByAltText('Ad preview')).to.exist;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign Created')).to.exist;
  }

  it("names what is missing with the contracts' words and sends nothing", async () => {
    const dialog = await openBuilder();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Footer' }));
    for (const name of ['Header', 'Sidebar (desktop)', 'In the feed (native)'])
      fireEvent.click(within(dialog).getByRole('checkbox', { name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await within(dialog).findByText(CAMPAIGN_MESSAGES.nameRequired)).to.exist;
    expect(within(dialog).getByText(CAMPAIGN_MESSAGES.placementsRequired)).to.exist;
    expect(within(dialog).getByText(CAMPAIGN_MESSAGES.titleRequired)).to.exist;
    expect(within(dialog).getByText(CAMPAIGN_MESSAGES.targetUrlHttps)).to.exist;
    expect(server!.requests.filter((r) => r.method !== 'GET')).to.deep.equal([]);
  });

  it('creates the campaign, its image ad, and starts it', async () => {
    const sent: Record<string, unknown> = {};
    const dialog = await openBuilder({
      'POST /api/advertisers/a1/campaigns': (body) => {
        sent.campaign = JSON.parse(body);
        return ok(detail('draft'), 201);
      },
      'POST /api/advertisers/a1/campaigns/c9/ads': (body) => {
        sent.ad = JSON.parse(body);
        return ok(detail('draft'), 201);
      },
      'PATCH /api/advertisers/a1/campaigns/c9': (body) => {
        sent.status = JSON.parse(body);
        return ok(detail('active'));
      },
    });
    await createSpringBass(dialog, { region: true });
    expect(screen.getByText('Spring Bass is live.')).to.exist;
    expect(sent.campaign).to.deep.include({ name: 'Spring Bass', budget: 250, cpm: 5, cpc: 0.5 });
    expect((sent.campaign as { targeting: unknown }).targeting).to.deep.equal({
      region: { lat: 39.1, lon: -120.04, radiusKm: 50 },
      species: ['largemouth-bass'],
    });
    expect(sent.ad).to.deep.include({ title: 'Soft plastics, 20% off', targetUrl: 'https://reeldeal.example.com/bass' });
    expect((sent.ad as { image: string }).image).to.match(/^data:image\/png;base64,/);
    expect(sent.status).to.deep.equal({ status: 'active' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('while the account waits for approval, a started campaign is not called live or Active: it says it starts on approval', async () => {
    let created = false;
    const dialog = await openBuilder(
      {
        'GET /api/advertisers/a1/campaigns': () => ok(created ? [detail('active')] : []),
        'POST /api/advertisers/a1/campaigns': () => ok(detail('draft'), 201),
        'POST /api/advertisers/a1/campaigns/c9/ads': () => ok(detail('draft'), 201),
        'PATCH /api/advertisers/a1/campaigns/c9': () => {
          created = true;
          return ok(detail('active'));
        },
      },
      'pending',
    );
    await createSpringBass(dialog);
    expect(screen.getByText(HELD_CAMPAIGN.pending.created('Spring Bass'))).to.exist;
    expect(screen.queryByText(/is live/)).to.equal(null);
    expect(await screen.findByText(HELD_CAMPAIGN.pending.badge)).to.exist;
    expect(screen.queryByText('active', { exact: true })).to.equal(null);
  });

  it("says 'Failed to create campaign' with the server's words", async () => {
    const dialog = await openBuilder({
      'POST /api/advertisers/a1/campaigns': ok({ message: 'Sign in to the advertiser portal', code: 'unauthorized' }, 401),
    });
    fireEvent.change(within(dialog).getByLabelText('Campaign Name'), { target: { value: 'X' } });
    fireEvent.change(within(dialog).getByLabelText('Total Budget ($)'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Ad Title'), { target: { value: 'T' } });
    fireEvent.change(within(dialog).getByLabelText('Ad Text'), { target: { value: 'C' } });
    fireEvent.change(within(dialog).getByLabelText('Target URL'), { target: { value: 'https://x.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Failed to create campaign')).to.exist;
    expect(screen.getByText('Sign in to the advertiser portal')).to.exist;
  });
});

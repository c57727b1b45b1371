import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderPortal, serve, withDomFormData, type Answer } from '../../test/portal.tsx';
import { ADVERTISER_STORAGE_KEY, storeAdvertiserUser, storedAdvertiserUser } from '../api/advertiser-session.ts';

const sam = { email: 'sam@reeldeal.example.com', firstName: 'Sam', lastName: 'Reel', role: 'admin', isActive: true, advertiserId: 'a1' };
const account = (accountStatus = 'active') => ({
  id: 'a1',
  companyName: 'Reel Deal Tackle',
  website: 'https://reeldeal.example.com',
  industry: 'Tackle',
  contactEmail: 'ads@reeldeal.example.com',
  contactPhone: null,
  description: null,
  accountStatus,
});
const campaign = (n: number, status = 'active') => ({
  id: `c${n}`,
  name: `Campaign ${n}`,
  description: `About campaign ${n}`,
  status,
  budget: 100,
  spent: n,
  createdAt: new Date(Date.UTC(2026, 10, 20 - n)).toISOString(),
});
const ok = (json: unknown): Answer => ({ status: 200, json });
const today = new Date().toISOString().slice(0, 10);

function backend(extra: Record<string, Answer | ((body: string, url: string) => Answer)> = {}, status = 'active') {
  return serve({
    'GET /api/advertisers/a1': ok(account(status)),
    'GET /api/advertisers/a1/analytics': ok({ totalSpent: 12.345, totalImpressions: 2500, totalClicks: 78, clickThroughRate: 3.12 }),
    'GET /api/advertisers/a1/campaigns': ok([1, 2, 3, 4, 5, 6, 7].map((n) => campaign(n))),
    'GET /api/advertisers/a1/analytics/daily': ok([
      { day: today, campaignId: 'c1', campaignName: 'Campaign 1', impressions: 2000, clicks: 60, spent: 10, clickThroughRate: 3 },
      { day: today, campaignId: 'c2', campaignName: 'Campaign 2', impressions: 500, clicks: 18, spent: 2.35, clickThroughRate: 3.6 },
    ]),
    'GET /api/advertisers/a1/invoices': ok([
      { month: '2026-11', amount: 12.35, impressions: 2500, clicks: 78, status: 'awaiting_payment_provider' },
    ]),
    'GET /api/advertisers/a1/users': ok([sam, { ...sam, email: 'mo@reeldeal.example.com', firstName: 'Mo', role: 'member' }]),
    'POST /api/advertisers/logout': { status: 204, json: undefined },
    ...extra,
  });
}

describe('advertiser portal: dashboard', () => {
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

  it('shows Access Denied with Go to Login when no advertiser user is stored', async () => {
    renderPortal('/advertiser/a1/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).to.exist;
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).to.equal('/advertiser/login');
  });

  it("shows Access Denied for another advertiser's dashboard, and when the server has ended the session", async () => {
    storeAdvertiserUser(sam);
    renderPortal('/advertiser/someone-else/dashboard');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).to.exist;
    cleanup();
    server = await serve({
      'GET /api/advertisers/a1': { status: 401, json: { message: 'Sign in to the advertiser portal', code: 'unauthorized' } },
    });
    renderPortal('/advertiser/a1/dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).to.exist;
    expect(storedAdvertiserUser()).to.equal(null);
  });

  it('heads the dashboard with the company, a welcome with first and last name, the status badge and Logout', async () => {
    storeAdvertiserUser(sam);
    server = await backend({}, 'pending');
    const { router } = renderPortal('/advertiser/a1/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reel Deal Tackle' })).to.exist;
    expect(screen.getByText('Welcome back, Sam Reel')).to.exist;
    expect(screen.getByText('pending approval').className).to.contain('bg-secondary');
    // Each tab by its full name, in this order (a phone shows a shorter one beside it, hidden from assistive technology).
    expect(screen.getAllByRole('tab')).to.deep.equal(
      ['Overview', 'Campaigns', 'Analytics', 'Billing', 'Settings'].map((name) => screen.getByRole('tab', { name })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).to.equal('/advertiser/login'));
    expect(storedAdvertiserUser()).to.equal(null);
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/advertisers/logout')).to.equal(true);
  });

  it('highlights an active account and shows the totals (spend and CTR to 2 decimals) and the 5 most recent campaigns', async () => {
    storeAdvertiserUser(sam);
    server = await backend();
    renderPortal('/advertiser/a1/dashboard');
    expect((await screen.findAllByText('active'))[0]!.className).to.contain('bg-primary');
    expect(await screen.findByText('$12.35')).to.exist;
    expect(screen.getByText('3.12%')).to.exist;
    expect(screen.getByText('2,500')).to.exist;
    const recent = await screen.findByRole('list', { name: 'Campaigns' });
    expect(
      within(recent)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).to.deep.equal(['Campaign 1', 'Campaign 2', 'Campaign 3', 'Campaign 4', 'Campaign 5']);
  });

  it('Settings shows the signed-in user’s role and the team', async () => {
    storeAdvertiserUser(sam);
    server = await backend();
    renderPortal('/advertiser/a1/dashboard?tab=settings');
    expect(await screen.findByText('Role')).to.exist;
    expect(screen.getAllByText('admin').length).to.be.greaterThan(0);
    expect(await screen.findByText('mo@reeldeal.example.com')).to.exist;
    expect(screen.getByRole('button', { name: 'Add Colleague' })).to.exist;
  });

  it('Analytics draws each day as bars with a summary, and totals each campaign', async () => {
    storeAdvertiserUser(sam);
    server = await backend();
    renderPortal('/advertiser/a1/dashboard?tab=analytics');
    const chart = await screen.findByRole('img', { name: /^Impressions per day/ });
    expect(chart.getAttribute('aria-label')).to.contain('total 2,500');
    fireEvent.click(screen.getByRole('button', { name: 'Spend' }));
    expect(screen.getByRole('img', { name: /^Spend per day/ }).getAttribute('aria-label')).to.contain('total $12.35');
    const section = screen.getByRole('heading', { name: 'By Campaign' }).parentElement!;
    const byCampaign = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(byCampaign).to.deep.equal(['Campaign 1', 'Campaign 2']);
    expect(screen.getByText('3.60%')).to.exist;
  });

  it('Billing says it awaits a card payment provider (coming soon) and lists each month’s spend', async () => {
    storeAdvertiserUser(sam);
    server = await backend();
    renderPortal('/advertiser/a1/dashboard?tab=billing');
    expect(screen.getByText('Coming soon')).to.exist;
    expect(screen.getByText('Billing is awaiting a card payment provider. Nothing is charged until then.')).to.exist;
    expect(await screen.findByText('November 2026')).to.exist;
    expect(screen.getByText('$12.35')).to.exist;
  });

  it('opens a campaign from the list with its status moves', async () => {
    storeAdvertiserUser(sam);
    const detail = {
      ...campaign(1),
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
      cpm: 5,
      cpc: 0.5,
      placements: ['header', 'native'],
      targeting: { region: null, species: [] },
      impressions: 2000,
      clicks: 60,
      clickThroughRate: 3,
      ads: [
        {
          id: 'ad1',
          title: 'Soft plastics',
          content: '20% off',
          imageUrl: null,
          targetUrl: 'https://reeldeal.example.com',
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      ],
      unbilled: [{ reason: 'duplicate_impression', events: 4 }],
    };
    let patched = '';
    server = await backend({
      'GET /api/advertisers/a1/campaigns/c1': ok(detail),
      'PATCH /api/advertisers/a1/campaigns/c1': (body) => {
        patched = body;
        return ok({ ...detail, status: 'paused' });
      },
    });
    renderPortal('/advertiser/a1/dashboard?tab=campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Open campaign Campaign 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Soft plastics')).to.exist;
    expect(within(dialog).getByText('Impression sent again (counted once)')).to.exist;
    expect(within(dialog).getByText('Header, In the feed (native)')).to.exist;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Campaign Updated')).to.exist;
    expect(JSON.parse(patched)).to.deep.equal({ status: 'paused' });
  });
});

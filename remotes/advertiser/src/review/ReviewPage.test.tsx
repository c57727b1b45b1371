import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderPortal, serve, type Answer } from '../../test/portal.tsx';

const shop = (id: string, companyName: string, accountStatus: string) => ({
  id,
  companyName,
  website: null,
  industry: 'Tackle',
  contactEmail: `ads@${id}.example`,
  contactPhone: null,
  description: null,
  accountStatus,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('advertiser portal: the operators’ review page', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  it('tells an angler who is not an operator that only operators review advertisers', async () => {
    server = await serve({ 'GET /api/advertising/operator': { status: 200, json: { operator: false } } });
    renderPortal('/advertiser/review');
    expect(await screen.findByRole('heading', { name: 'Operators only' })).to.exist;
    expect(server.requests.some((r) => r.url === '/api/advertising/review')).to.equal(false);
  });

  it('lists advertisers, pending first, and approves one', async () => {
    let decided = '';
    let list = [shop('b', 'Bluewater Charters', 'pending'), shop('r', 'Reel Deals', 'active')];
    server = await serve({
      'GET /api/advertising/operator': { status: 200, json: { operator: true } },
      'GET /api/advertising/review': () => ({ status: 200, json: list }),
      'PUT /api/advertising/advertisers/b/status': (body): Answer => {
        decided = body;
        list = [shop('b', 'Bluewater Charters', 'active'), list[1]!];
        return { status: 200, json: list[0] };
      },
    });
    renderPortal('/advertiser/review');
    const pending = await screen.findByRole('generic', { name: 'Bluewater Charters' });
    expect(within(pending).getByText('pending approval')).to.exist;
    expect(within(screen.getByRole('generic', { name: 'Reel Deals' })).queryByRole('button', { name: /Approve/ })).to.equal(null);
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve Bluewater Charters' }));
    expect(await screen.findByText('Advertiser Approved')).to.exist;
    expect(JSON.parse(decided)).to.deep.equal({ status: 'active' });
    expect(await within(screen.getByRole('generic', { name: 'Bluewater Charters' })).findByText('active')).to.exist;
  });
});

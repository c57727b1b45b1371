import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { fireEvent, screen, within } from '@testing-library/react';
import { consoleServer, renderConsole } from '../../test/console.tsx';

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

describe('operator console: the Advertisers tab (moved from the advertiser portal)', () => {
  withDomEvents();
  const backend = consoleServer();
  const serve = backend.serve;

  it('tells an operator the advertising module does not know that only operators review advertisers', async () => {
    await serve({ 'GET /api/advertising/operator': { status: 200, json: { operator: false } } });
    renderConsole('/operator/advertisers');
    expect(await screen.findByRole('heading', { name: 'Operators only' })).to.exist;
    expect(backend.requests.some((r) => r.url === '/api/advertising/review')).to.equal(false);
  });

  it('lists advertisers, pending first, and approves one', async () => {
    let decided = '';
    let list = [shop('b', 'Bluewater Charters', 'pending'), shop('r', 'Reel Deals', 'active')];
    await serve({
      'GET /api/advertising/operator': { status: 200, json: { operator: true } },
      'GET /api/advertising/review': () => ({ status: 200, json: list }),
      'PUT /api/advertising/advertisers/b/status': (body) => {
        decided = body;
        list = [shop('b', 'Bluewater Charters', 'active'), list[1]!];
        return { status: 200, json: list[0] };
      },
    });
    renderConsole('/operator/advertisers');
    expect(await screen.findByRole('heading', { name: 'Review Advertisers' })).to.exist;
    const pending = await screen.findByRole('generic', { name: 'Bluewater Charters' });
    expect(within(pending).getByText('pending approval')).to.exist;
    expect(within(screen.getByRole('generic', { name: 'Reel Deals' })).queryByRole('button', { name: /Approve/ })).to.equal(null);
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve Bluewater Charters' }));
    expect(await screen.findByText('Advertiser Approved')).to.exist;
    expect(JSON.parse(decided)).to.deep.equal({ status: 'active' });
    expect(await within(screen.getByRole('generic', { name: 'Bluewater Charters' })).findByText('active')).to.exist;
  });
});

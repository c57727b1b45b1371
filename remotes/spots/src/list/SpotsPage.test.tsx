import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, screen } from '@testing-library/react';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../../kit/test/render.tsx';
import { SpotsPage } from './SpotsPage.tsx';

describe('spots: the page is a signed-in angler’s (spec §6)', () => {
  withDomEvents();
  let server: ApiServer;
  beforeEach(async () => {
    server = await serveAnswers({
      'GET /api/spots/heatmap': { status: 200, json: [] },
      'GET /api/spots': { status: 200, json: [] },
      'GET /api/species': { status: 200, json: ['Bass'] },
    });
  });
  afterEach(async () => {
    cleanup();
    await server.close();
  });

  it('asks a visitor to sign in, back to the spots, and asks the server for no spot', async () => {
    renderWithKit(<SpotsPage />, { path: '/spots?tab=all', user: null });
    expect(await screen.findByRole('heading', { name: 'Please log in to view fishing spots' })).to.exist;
    const signIn = screen.getByRole('link', { name: 'Sign In' }) as HTMLAnchorElement;
    expect(signIn.getAttribute('href')).to.match(/^\/api\/login\?returnTo=/);
    expect(screen.queryByRole('heading', { name: 'Fishing Spots' })).to.equal(null);
    expect(server.requests.filter((r) => r.url.startsWith('/api/spots') || r.url.startsWith('/api/species'))).to.deep.equal([]);
  });

  it('shows a signed-in angler Add New Spot and the Recommended tab', async () => {
    renderWithKit(<SpotsPage />, { path: '/spots' });
    expect(await screen.findByRole('heading', { name: 'Fishing Spots' })).to.exist;
    expect(screen.getByRole('button', { name: 'Add New Spot' })).to.exist;
    expect(screen.getByRole('tab', { name: 'Recommended' })).to.exist;
    expect(screen.queryByText('Please log in to view fishing spots')).to.equal(null);
  });
});

import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../../kit/test/render.tsx';
import { SpotsPage } from './SpotsPage.tsx';

/** An API with no spots yet and one species. */
const serveSpots = () =>
  serveAnswers({
    'GET /api/spots/heatmap': { status: 200, json: [] },
    'GET /api/spots': { status: 200, json: [] },
    'GET /api/species': { status: 200, json: ['Bass'] },
  });

describe('spots: the page is a signed-in angler’s (spec §6)', () => {
  withDomEvents();
  let server: ApiServer;
  beforeEach(async () => {
    server = await serveSpots();
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

describe('spots: one filter panel, folded on a phone', () => {
  withDomEvents();
  let server: ApiServer;
  const realMatchMedia = window.matchMedia;
  beforeEach(async () => {
    server = await serveSpots();
  });
  afterEach(async () => {
    cleanup();
    window.matchMedia = realMatchMedia;
    await server.close();
  });
  /** The screen answers media queries as a 390 px phone would (max-width ones match). */
  const onAPhone = () => {
    window.matchMedia = ((query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
  };

  it('holds the directory’s and the heat map’s filters in one panel with one list of water types', async () => {
    renderWithKit(<SpotsPage />, { path: '/spots' });
    await screen.findByRole('heading', { name: 'Find Your Perfect Spot' });
    expect(screen.getAllByRole('heading', { name: /Find Your Perfect Spot|filters/i })).to.have.length(1);
    const waterLists = screen
      .getAllByRole('combobox')
      .filter((select) => [...(select as HTMLSelectElement).options].some((o) => o.value === 'saltwater'));
    expect(waterLists, 'one list of water types').to.have.length(1);
    expect([...(waterLists[0] as HTMLSelectElement).options].map((o) => o.text)).to.deep.equal([
      'All Types',
      'freshwater',
      'saltwater',
      'brackish',
    ]);
    // The heat map's own fields are in the same panel while its tab is open.
    expect(await screen.findByRole('group', { name: 'Heat map filters' })).to.exist;
    expect(screen.getByLabelText('Time Range')).to.exist;
  });

  it('folds the panel on a phone: the count and a Filters button show, the fields open on a tap', async () => {
    onAPhone();
    renderWithKit(<SpotsPage />, { path: '/spots?tab=all' });
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(screen.queryByPlaceholderText('Search spots...')).to.equal(null);
    fireEvent.click(toggle);
    expect(screen.getByPlaceholderText('Search spots...')).to.exist;
    fireEvent.change(screen.getByPlaceholderText('Search spots...'), { target: { value: 'quarry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).to.equal('false');
  });
});

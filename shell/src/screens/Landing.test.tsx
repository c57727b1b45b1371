import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, screen } from '@testing-library/react';
import { Landing } from './Landing.tsx';
import { NotFound } from './NotFound.tsx';
import { renderAt } from '../test-helpers.tsx';
import { startApiServer, type ApiServer } from '../../../remotes/kit/test/api-server.ts';

describe('landing screen', () => {
  let server: ApiServer;
  beforeEach(async () => {
    server = await startApiServer((req, res) => {
      res.writeHead(req.url === '/api/config' ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ providerName: 'Tightlines Dev', mapsApiKey: null, mapsMapId: null }));
    });
  });
  afterEach(async () => {
    cleanup();
    await server.close();
  });

  it('lists the four benefits', () => {
    renderAt('/', <Landing />);
    for (const benefit of [
      'Share your catches and fishing experiences',
      'Track your personal bests and statistics',
      'Connect with fellow fishing enthusiasts',
      'Get answers to your fishing questions',
    ])
      expect(screen.getByText(benefit)).to.exist;
  });

  it('names the identity provider on the sign-in button', async () => {
    renderAt('/', <Landing />);
    const button = await screen.findByRole('button', { name: 'Sign In with Tightlines Dev' });
    expect((button as HTMLButtonElement).disabled).to.equal(false);
  });

  it('points business partners to the advertiser dashboard', () => {
    renderAt('/', <Landing />);
    expect(screen.getByText('Business partner?')).to.exist;
    expect(screen.getByRole('link', { name: 'Advertiser Dashboard' }).getAttribute('href')).to.equal('/advertiser/login');
  });
});

describe('not-found screen', () => {
  afterEach(cleanup);

  it('says the page is not found and hints at the router', () => {
    renderAt('/nope', <NotFound />);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).to.exist;
    expect(screen.getByText('Did you forget to add the page to the router?')).to.exist;
  });
});

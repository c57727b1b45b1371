import { expect } from 'chai';
import type { AdvertiserUser, RegisteredAdvertiser } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { loadConfig } from '../../src/platform/config/config.ts';
import { registration } from './support.ts';
import Koa from 'koa';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { setAdvertiserCookie } from '../../src/modules/advertising/adapters/http/advertiser-session-cookie.ts';

const PORTAL = 'http://ads.tightlines.test:8080';
const STRANGER = 'https://evil.example';

/**
 * The advertiser portal served alone from an origin of its own (ADVERTISER_PORTAL_ORIGINS): that
 * page may call the portal's API with credentials (CORS, the CSRF guard), nothing else is opened,
 * and the portal's cookie is SameSite=None only over TLS (a cross-site portal needs it), Lax otherwise.
 */
describe('advertising: the portal on its own origin', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { ADVERTISER_PORTAL_ORIGINS: `${PORTAL}, https://ads.example.com` } });
  });
  after(() => app?.close());

  const preflight = (origin: string, path: string) =>
    fetch(`${app.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('answers the allowed origin’s preflight with credentials allowed, and nobody else’s', async () => {
    const ok = await preflight(PORTAL, '/api/advertisers/login');
    expect(ok.status).to.equal(204);
    expect(ok.headers.get('access-control-allow-origin')).to.equal(PORTAL);
    expect(ok.headers.get('access-control-allow-credentials')).to.equal('true');
    expect(ok.headers.get('access-control-allow-methods')).to.contain('POST');
    expect(ok.headers.get('access-control-allow-headers')).to.contain('Content-Type');
    expect(ok.headers.get('vary')).to.contain('Origin');

    const stranger = await preflight(STRANGER, '/api/advertisers/login');
    expect(stranger.headers.get('access-control-allow-origin')).to.equal(null);
    const otherPath = await preflight(PORTAL, '/api/posts');
    expect(otherPath.headers.get('access-control-allow-origin')).to.equal(null);
    const lookalike = await preflight(PORTAL, '/api/advertising/review');
    expect(lookalike.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('lets the portal register, sign in (a Lax cookie over http) and read its own advertiser from its origin', async () => {
    const portal = new HttpClient(app.url);
    const body = registration();
    const registered = await portal.send<RegisteredAdvertiser>('POST', '/api/advertisers/register', body, {
      origin: PORTAL,
      'sec-fetch-site': 'same-site',
    });
    expect(registered.status, registered.text).to.equal(201);
    expect(registered.headers.get('access-control-allow-origin')).to.equal(PORTAL);
    const login = await portal.send<AdvertiserUser>(
      'POST',
      '/api/advertisers/login',
      { email: body.primaryUser.email, password: body.primaryUser.password },
      { origin: PORTAL, 'sec-fetch-site': 'same-site' },
    );
    expect(login.status, login.text).to.equal(200);
    expect(login.headers.get('access-control-allow-credentials')).to.equal('true');
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie)
      .to.match(/tl\.adv=/)
      .and.match(/samesite=lax/i)
      .and.match(/httponly/i);
    const me = await portal.get(`/api/advertisers/${login.json.advertiserId}`, { origin: PORTAL });
    expect(me.status).to.equal(200);
    expect(me.headers.get('access-control-allow-origin')).to.equal(PORTAL);
  });

  it('still refuses writes from any other origin, and the portal’s origin anywhere but the portal’s API', async () => {
    const stranger = new HttpClient(app.url);
    const refused = await stranger.send<{ message: string }>('POST', '/api/advertisers/register', registration(), {
      origin: STRANGER,
      'sec-fetch-site': 'cross-site',
    });
    expect(refused.status).to.equal(403);
    expect(refused.json.message).to.equal('Cross-origin request refused');
    expect(refused.headers.get('access-control-allow-origin')).to.equal(null);
    const elsewhere = await stranger.send(
      'POST',
      '/api/advertising/advertisers/x/status',
      { status: 'active' },
      { origin: PORTAL, 'sec-fetch-site': 'same-site' },
    );
    expect(elsewhere.status).to.equal(403);
  });

  it('gives the portal on its own origin a SameSite=None; Secure cookie over TLS, Lax to the same origin', async () => {
    const koa = new Koa({ keys: ['a-test-key-that-is-long-enough-for-signing'] });
    koa.use((ctx) => {
      setAdvertiserCookie(ctx, 'token', true, undefined, ['https://ads.example.com']);
      ctx.body = 'ok';
    });
    const server = koa.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const fromPortal = await fetch(url, { headers: { origin: 'https://ads.example.com' } });
      expect(fromPortal.headers.get('set-cookie'))
        .to.match(/samesite=none/i)
        .and.match(/; secure/i)
        .and.match(/httponly/i);
      const sameOrigin = await fetch(url);
      expect(sameOrigin.headers.get('set-cookie'))
        .to.match(/samesite=lax/i)
        .and.match(/; secure/i);
    } finally {
      server.close();
    }
  });

  it('refuses a setting that is not a list of origins', () => {
    expect(() => loadConfig({ ADVERTISER_PORTAL_ORIGINS: 'https://ads.example.com/portal' })).to.throw(/ADVERTISER_PORTAL_ORIGINS/);
    expect(() => loadConfig({ ADVERTISER_PORTAL_ORIGINS: 'ads.example.com' })).to.throw(/ADVERTISER_PORTAL_ORIGINS/);
    expect(loadConfig({ ADVERTISER_PORTAL_ORIGINS: ' https://ads.example.com ,http://localhost:4000' }).portalOrigins).to.deep.equal([
      'https://ads.example.com',
      'http://localhost:4000',
    ]);
  });
});

import { expect } from 'chai';
import pg from 'pg';
import { HttpClient, signIn, startTestApp, type AnglerClient, type TestApp } from '../support/index.ts';
import { DEMO_ISSUER } from '../../src/modules/identity/adapters/persistence/demo-angler-choices.ts';
import { DEMO_ISSUER as SEED_DEMO_ISSUER } from '../../src/seed/seed-demo-data.ts';

/**
 * Part 1, 'A real sign-out, and switching anglers': Sign Out ends our session and the provider's
 * (its end-session endpoint, with id_token_hint and post_logout_redirect_uri), so the next Sign In
 * asks who is signing in; every sign-in gets a fresh session id; the development provider lets a
 * person be one of the demo anglers.
 */
describe('signing out, and switching anglers', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const whoIs = async (client: HttpClient) => {
    const me = await client.get<{ id: string; displayName: string }>('/api/auth/user');
    return me.status === 200 ? me.json : null;
  };

  /** The provider's sign-out step: its confirmation form, sent as the page's script sends it. */
  async function confirmProviderSignOut(client: HttpClient, page: Response): Promise<Response> {
    const html = await page.text();
    expect(html).to.include('op.logoutForm');
    const action = /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"|<form[^>]*action="([^"]+)"[^>]*id="op.logoutForm"/.exec(html);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const target = new URL(action![1] ?? action![2]!, app.url);
    return client.request(target.pathname + target.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
  }

  async function signOut(client: AnglerClient): Promise<void> {
    const out = await client.request('/api/logout');
    expect(out.status).to.equal(302);
    const endSession = new URL(out.headers.get('location')!);
    const page = await client.follow(endSession.pathname + endSession.search);
    const back = await confirmProviderSignOut(client, page);
    expect(back.status).to.be.within(300, 399);
    expect(back.headers.get('location')).to.equal(`${app.url}/`);
  }

  it("sends Sign Out on to the provider's end-session endpoint with the ID token and where to come back", async () => {
    const rosa = await signIn(app, 'Rosa Leaving');
    const out = await rosa.request('/api/logout');
    expect(out.status).to.equal(302);
    const to = new URL(out.headers.get('location')!);
    expect(to.origin + to.pathname).to.equal(`${app.url}/oidc/session/end`);
    expect(to.searchParams.get('post_logout_redirect_uri')).to.equal(`${app.url}/`);
    expect(to.searchParams.get('id_token_hint')).to.match(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await whoIs(rosa)).to.equal(null);
  });

  it('asks who is signing in after Sign Out, instead of signing the same angler straight back in', async () => {
    const bo = await signIn(app, 'Bo Switching');
    await signOut(bo);
    const again = await bo.follow('/api/login');
    expect(again.status).to.equal(200);
    expect(await again.text()).to.include('Your name');
    expect(await whoIs(bo)).to.equal(null);
  });

  it("signs a remembered browser straight back in when only our session ended (the provider's survived)", async () => {
    // What happened before: the provider still knew the person, so Sign In did not ask.
    const cy = await signIn(app, 'Cy Remembered');
    const id = (await whoIs(cy))!.id;
    await cy.request('/api/logout'); // ours ends; the browser never visits the provider's end-session page
    const landed = await cy.follow('/api/login');
    expect(new URL(landed.url).pathname).to.equal('/');
    expect((await whoIs(cy))?.id).to.equal(id);
  });

  it('gives every sign-in a fresh session id; the old one no longer opens anything', async () => {
    const di = await signIn(app, 'Di Fresh');
    const first = di.cookie('tl.sid')!;
    const firstSig = di.cookie('tl.sid.sig')!;
    await signOut(di);
    const page = await di.follow('/api/login');
    const action = /<form[^>]*action="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&');
    await di.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ displayName: 'Di Fresh' }).toString(),
    });
    const second = di.cookie('tl.sid')!;
    expect(second.value).to.not.equal(first.value);
    expect((await whoIs(di))?.displayName).to.equal('Di Fresh');
    const stale = new HttpClient(app.url);
    stale.cookies.set('tl.sid;/', first);
    stale.cookies.set('tl.sid.sig;/', firstSig);
    expect(await whoIs(stale)).to.equal(null);
  });

  it('lets a person choose to be a demo angler, and sign out and in as another', async () => {
    expect(DEMO_ISSUER).to.equal(SEED_DEMO_ISSUER);
    // Two demo anglers as the seed makes them (a provider link under the demo pseudo-issuer).
    const made = await Promise.all(['Rosa Demo', 'Bo Demo'].map((name) => signIn(app, name)));
    const ids = await Promise.all(made.map(async (c) => (await whoIs(c))!.id));
    await db.query(`insert into identity_links (issuer, subject, user_id) values ($1, 'rosa-demo', $2), ($1, 'bo-demo', $3)`, [
      DEMO_ISSUER,
      ids[0],
      ids[1],
    ]);

    const visitor = new HttpClient(app.url);
    const page = await visitor.follow('/api/login');
    const html = await page.text();
    expect(html).to.include('Or be one of the demo anglers');
    expect(html).to.match(/name="chosen" value="rosa-demo"/);
    expect(html).to.include('Your name'); // or someone new
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const choose = (client: HttpClient, chosen: string) =>
      client.follow(action.startsWith('/') ? action : new URL(action).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ chosen }).toString(),
      });
    await choose(visitor, 'rosa-demo');
    expect((await whoIs(visitor))?.id).to.equal(ids[0]);

    await signOut(visitor as AnglerClient);
    const next = await visitor.follow('/api/login');
    const nextAction = /<form[^>]*action="([^"]+)"/.exec(await next.text())![1]!.replaceAll('&amp;', '&');
    await visitor.follow(nextAction, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ chosen: 'bo-demo' }).toString(),
    });
    expect((await whoIs(visitor))?.id).to.equal(ids[1]);
  });

  it('refuses a choice that is not a demo angler, and signs nobody in', async () => {
    const visitor = new HttpClient(app.url);
    const page = await visitor.follow('/api/login');
    const action = /<form[^>]*action="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&');
    const refused = await visitor.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ chosen: 'nobody-at-all' }).toString(),
    });
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.include('That angler is not one you can choose.');
    expect(await whoIs(visitor)).to.equal(null);
  });
});

import { expect } from 'chai';
import pg from 'pg';
import type { Advertiser, AdvertiserAnalytics, AdvertiserUser, RegisteredAdvertiser } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { anAdvertiser, registration } from './support.ts';

describe('advertising: advertiser accounts, the portal session and own-data-only reads', () => {
  let app: TestApp;
  let db: pg.Client;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client(app.databaseUrl);
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('registers a pending company whose primary user is an active admin, whatever the browser says', async () => {
    const browser = new HttpClient(app.url);
    const unknown = await browser.send('POST', '/api/advertisers/register', { ...registration(), verified: true });
    expect(unknown.status).to.equal(400);

    // The spec's own payload, saying otherwise than the server decides: registered, the rest ignored.
    const body = registration({ accountStatus: 'active' }, { role: 'member', isActive: false });
    const res = await browser.send<RegisteredAdvertiser>('POST', '/api/advertisers/register', body);
    expect(res.status, res.text).to.equal(201);
    expect(res.json.accountStatus).to.equal('pending');
    const login = await browser.send<AdvertiserUser>('POST', '/api/advertisers/login', {
      email: body.primaryUser.email.toUpperCase(),
      password: 'correct horse',
    });
    expect(login.status, login.text).to.equal(200);
    expect(login.json).to.deep.equal({
      email: body.primaryUser.email,
      firstName: 'Rita',
      lastName: 'Reel',
      role: 'admin',
      isActive: true,
      advertiserId: res.json.advertiserId,
    });
    const me = await browser.get<Advertiser>(`/api/advertisers/${res.json.advertiserId}`);
    expect(me.status).to.equal(200);
    expect(me.json).to.deep.include({ companyName: body.companyName, website: 'https://reeldeals.example', accountStatus: 'pending' });
  });

  it("refuses registrations with the spec's messages: short password, website not a URL, missing names, a taken email", async () => {
    const browser = new HttpClient(app.url);
    const messages = async (body: unknown) => {
      const res = await browser.send<{ issues: Array<{ message: string }> }>('POST', '/api/advertisers/register', body);
      expect(res.status).to.equal(400);
      return res.json.issues.map((i) => i.message);
    };
    expect(await messages(registration({}, { password: 'seven77' }))).to.deep.equal(['Use at least 8 characters']);
    expect(await messages(registration({ website: 'not a url' }))).to.deep.equal(['Enter a web address starting with https://']);
    expect(await messages(registration({ companyName: '  ' }, { firstName: '' }))).to.have.members([
      'Enter the company name',
      'Enter your first name',
    ]);
    const body = registration();
    expect((await browser.send('POST', '/api/advertisers/register', body)).status).to.equal(201);
    const again = await browser.send<{ message: string }>(
      'POST',
      '/api/advertisers/register',
      registration({}, { email: body.primaryUser.email.toUpperCase() }),
    );
    expect(again.status).to.equal(409);
    expect(again.json.message).to.equal('An advertiser account with this email already exists');
  });

  it('stores only an argon2id hash of the password and never answers it', async () => {
    const body = registration({}, { password: 'secret-spinnerbait' });
    const browser = new HttpClient(app.url);
    const reg = await browser.send('POST', '/api/advertisers/register', body);
    expect(reg.text).not.to.contain('secret-spinnerbait');
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from advertiser_users where email = $1', [
      body.primaryUser.email,
    ]);
    expect(rows[0]!.password_hash).to.match(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.password_hash).not.to.contain('secret-spinnerbait');
    const login = await browser.send('POST', '/api/advertisers/login', { email: body.primaryUser.email, password: 'secret-spinnerbait' });
    expect(login.status).to.equal(200);
    expect(login.text).not.to.contain('argon2').and.not.to.contain('secret-spinnerbait');
  });

  it("answers 'Invalid credentials' for a wrong password and an unknown email alike, and opens no session", async () => {
    const body = registration();
    const browser = new HttpClient(app.url);
    await browser.send('POST', '/api/advertisers/register', body);
    for (const attempt of [
      { email: body.primaryUser.email, password: 'wrong password' },
      { email: 'nobody@nowhere.example', password: 'correct horse' },
    ]) {
      const res = await browser.send<{ message: string }>('POST', '/api/advertisers/login', attempt);
      expect(res.status).to.equal(401);
      expect(res.json.message).to.equal('Invalid credentials');
    }
    expect(browser.cookie('tl.adv')).to.equal(undefined);
    const missing = await browser.send<{ issues: Array<{ message: string }> }>('POST', '/api/advertisers/login', {
      email: body.primaryUser.email,
      password: '',
    });
    expect(missing.json.issues.map((i) => i.message)).to.deep.equal(['Enter your password']);
  });

  it("sets the portal's own session cookie (HttpOnly, SameSite, apart from anglers'), and logout ends it on the server", async () => {
    const rita = await anAdvertiser(app);
    const cookie = rita.cookie('tl.adv')!;
    expect(cookie.raw)
      .to.match(/httponly/i)
      .and.to.match(/samesite=lax/i)
      .and.to.match(/path=\/api\/advertisers/i);
    expect(rita.cookie('tl.sid')).to.equal(undefined);
    // An angler's session is no advertiser's: the portal's reads want the portal's cookie.
    const angler = await anAngler(app, 'Andy Angler');
    expect((await angler.get(`/api/advertisers/${rita.user.advertiserId}`)).status).to.equal(401);
    // The same cookie replayed after logout opens nothing (the session is gone on the server).
    const stolen = new HttpClient(app.url);
    for (const c of rita.cookies.values()) stolen.cookies.set(`${c.name};${c.path}`, c);
    expect((await stolen.get(`/api/advertisers/${rita.user.advertiserId}`)).status).to.equal(200);
    expect((await rita.send('POST', '/api/advertisers/logout', undefined, { origin: app.url })).status).to.equal(204);
    expect((await stolen.get(`/api/advertisers/${rita.user.advertiserId}`)).status).to.equal(401);
    expect((await rita.get(`/api/advertisers/${rita.user.advertiserId}`)).status).to.equal(401);
  });

  it('refuses a portal call sent from another origin (CSRF), like every state-changing call', async () => {
    const body = registration();
    const res = await new HttpClient(app.url).send('POST', '/api/advertisers/register', body, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).to.equal(403);
    const { rows } = await db.query('select 1 from advertiser_users where email = $1', [body.primaryUser.email]);
    expect(rows).to.have.length(0);
  });

  it("never reads another advertiser's data: 403 on its account, analytics, campaigns and invoices; 401 signed out", async () => {
    const [rita, otto] = await Promise.all([anAdvertiser(app), anAdvertiser(app)]);
    for (const tail of ['', '/analytics', '/campaigns', '/invoices']) {
      expect((await rita.get(`/api/advertisers/${otto.user.advertiserId}${tail}`)).status, tail).to.equal(403);
      expect((await rita.get(`/api/advertisers/not-an-id${tail}`)).status, tail).to.equal(403);
      expect((await new HttpClient(app.url).get(`/api/advertisers/${rita.user.advertiserId}${tail}`)).status, tail).to.equal(401);
      expect((await rita.get(`/api/advertisers/${rita.user.advertiserId}${tail}`)).status, tail).to.equal(200);
    }
    expect((await rita.get<AdvertiserAnalytics>(`/api/advertisers/${rita.user.advertiserId}/analytics`)).json).to.deep.equal({
      totalSpent: 0,
      totalImpressions: 0,
      totalClicks: 0,
      clickThroughRate: 0,
    });
    expect((await rita.get(`/api/advertisers/${rita.user.advertiserId}/invoices`)).json).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import { HttpClient, signIn, startTestApp, type TestApp } from './support/index.ts';

describe('sessions: the tl.sid cookie', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  it('is httpOnly, SameSite=Lax, for the whole site, and not Secure on plain http', async () => {
    const angler = await signIn(app, 'Cookie Carl');
    const raw = angler.cookie('tl.sid')!.raw.toLowerCase();
    expect(raw).to.include('httponly');
    expect(raw).to.include('samesite=lax');
    expect(raw).to.include('path=/;');
    expect(raw).not.to.include('secure');
  });

  it('signs the same name in as the same angler, and another name as another', async () => {
    const first = await (await signIn(app, 'Repeat Rita')).get<{ id: string }>('/api/auth/user');
    const again = await (await signIn(app, 'Repeat Rita')).get<{ id: string }>('/api/auth/user');
    const other = await (await signIn(app, 'Other Otto')).get<{ id: string }>('/api/auth/user');
    expect(again.json.id).to.equal(first.json.id);
    expect(other.json.id).not.to.equal(first.json.id);
  });

  it('gets a new session id at sign-in, and the old one stops working', async () => {
    const angler = await signIn(app, 'Rotating Rob');
    const before = angler.cookie('tl.sid')!;
    const signature = angler.cookie('tl.sid.sig')!;
    // Signing in again from the same browser: the provider remembers them and asks nothing.
    const again = await angler.follow('/api/login');
    expect(new URL(again.url).pathname).to.equal('/');
    const after = angler.cookie('tl.sid')!;
    expect(after.value).not.to.equal(before.value);
    expect((await angler.get('/api/auth/user')).status).to.equal(200);

    const stale = new HttpClient(app.url);
    stale.cookies.set('tl.sid;/', before);
    stale.cookies.set('tl.sid.sig;/', signature);
    expect((await stale.get('/api/auth/user')).status).to.equal(401);
  });

  it('ends the session at sign-out, also for a copy of the cookie', async () => {
    const angler = await signIn(app, 'Leaving Lena');
    const copy = new HttpClient(app.url);
    for (const [key, cookie] of angler.cookies) copy.cookies.set(key, cookie);
    const out = await angler.request('/api/logout');
    expect(out.status).to.equal(302);
    // On to the provider's end-session page, which sends the browser back home (identity/sign-out.test.ts).
    expect(new URL(out.headers.get('location')!, app.url).searchParams.get('post_logout_redirect_uri')).to.equal(`${app.url}/`);
    expect((await angler.get('/api/auth/user')).status).to.equal(401);
    expect((await copy.get('/api/auth/user')).status).to.equal(401);
  });

  it('refuses a known session value with a wrong signature, even right after it was used', async () => {
    const angler = await signIn(app, 'Signed Sam');
    expect((await angler.get('/api/auth/user')).status).to.equal(200); // verified and remembered
    const forger = new HttpClient(app.url);
    const sid = angler.cookie('tl.sid')!;
    const sig = angler.cookie('tl.sid.sig')!;
    forger.cookies.set('tl.sid;/', sid);
    forger.cookies.set('tl.sid.sig;/', { ...sig, value: `${sig.value.slice(0, -2)}xx` });
    expect((await forger.get('/api/auth/user')).status).to.equal(401);
  });

  it('ignores a forged session cookie', async () => {
    const forger = new HttpClient(app.url);
    forger.cookies.set('tl.sid;/', { name: 'tl.sid', value: 'made-up', path: '/', raw: '' });
    expect((await forger.get('/api/auth/user')).status).to.equal(401);
  });

  it('goes back where the angler started after sign-in, but only within this site', async () => {
    const angler = await signIn(app, 'Returning Ruth', { returnTo: '/spots?near=tahoe' });
    expect(angler.landedOn).to.equal('/spots?near=tahoe');
    const evil = await new HttpClient(app.url).get('/api/login?returnTo=//evil.example/');
    expect(evil.status).to.equal(400);
  });
});

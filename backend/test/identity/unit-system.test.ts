import { expect } from 'chai';
import { CurrentUser, Profile } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { signIn } from '../support/sign-in.ts';

describe('identity: the unit setting (imperial or metric)', () => {
  let app: TestApp;
  let rosa: Angler;
  let bo: Angler;
  before(async () => {
    app = await startTestApp();
    [rosa, bo] = await Promise.all([anAngler(app, 'Units Rosa'), anAngler(app, 'Units Bo')]);
  });
  after(() => app?.close());

  const me = async (angler: Angler) => CurrentUser.parse((await angler.get('/api/auth/user')).json);

  it('starts imperial (the spec speaks pounds and inches) and is carried by the signed-in user', async () => {
    expect((await me(rosa)).unitSystem).to.equal('imperial');
  });

  it('switches to metric and back for the owner, kept across requests and a new sign-in', async () => {
    const metric = await rosa.send('PUT', `/api/profile/${rosa.id}/unit-system`, { unitSystem: 'metric' });
    expect(metric.status, metric.text).to.equal(200);
    expect(CurrentUser.parse(metric.json)).to.include({ id: rosa.id, unitSystem: 'metric' });
    expect((await me(rosa)).unitSystem).to.equal('metric');
    const again = (await signIn(app, 'Units Rosa')) as Angler;
    again.id = rosa.id;
    expect((await me(again)).unitSystem, 'the same angler signing in again').to.equal('metric');
    const back = await rosa.send('PUT', `/api/profile/${rosa.id}/unit-system`, { unitSystem: 'imperial' });
    expect(back.json).to.include({ unitSystem: 'imperial' });
    expect((await me(rosa)).unitSystem).to.equal('imperial');
  });

  it('is nobody else’s to change (403) and not shown on another angler’s profile', async () => {
    const res = await bo.send('PUT', `/api/profile/${rosa.id}/unit-system`, { unitSystem: 'metric' });
    expect(res.status).to.equal(403);
    expect(res.json).to.deep.equal({ message: 'You can only change your own profile', code: 'forbidden' });
    expect((await me(rosa)).unitSystem).to.equal('imperial');
    const profile = await bo.get<Record<string, unknown>>(`/api/profile/${rosa.id}`);
    Profile.parse(profile.json);
    expect(profile.json).not.to.have.property('unitSystem');
  });

  it('refuses anything but imperial or metric with 400, changing nothing', async () => {
    for (const body of [{ unitSystem: 'nautical' }, { unitSystem: null }, {}, { unitSystem: 'metric', extra: true }]) {
      const res = await rosa.send('PUT', `/api/profile/${rosa.id}/unit-system`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
    }
    expect((await me(rosa)).unitSystem).to.equal('imperial');
  });

  it('answers 404 for an unknown angler and 401 when signed out', async () => {
    const unknown = await rosa.send('PUT', '/api/profile/00000000-0000-4000-8000-000000000000/unit-system', { unitSystem: 'metric' });
    expect(unknown.status).to.equal(404);
    const res = await fetch(`${app.url}/api/profile/${rosa.id}/unit-system`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ unitSystem: 'metric' }),
    });
    expect([401, 403]).to.include(res.status);
    expect((await me(rosa)).unitSystem).to.equal('imperial');
  });
});

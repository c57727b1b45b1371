import { expect } from 'chai';
import { allRoutes, identityRoutes, platformRoutes, type RouteDef } from '@tightlines/contracts';
import { HttpClient, signIn, startTestApp, type TestApp } from './support/index.ts';

/** The answer matches what the contract declares for that status (redirects and empty bodies declare null). */
function expectContract(def: RouteDef, status: number, body: { text: string; json: unknown }) {
  expect(def.responses, `${def.method} ${def.path} does not declare ${status}`).to.have.property(String(status));
  const schema = def.responses[status];
  if (!schema) return;
  const parsed = schema.safeParse(body.json === undefined ? body.text : body.json);
  expect(parsed.success, `${def.method} ${def.path} ${status}: ${parsed.error?.message}`).to.equal(true);
}

describe('contracts: the backend answers as declared', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  it('has exactly one handler for every route of the table', () => {
    const key = (d: RouteDef) => `${d.method} ${d.path}`;
    const handled = app.handledRoutes().map(key).sort();
    expect(handled).to.deep.equal(allRoutes().map(key).sort());
    expect(new Set(handled).size).to.equal(handled.length);
  });

  it('GET /api/auth/user: 401 text for a visitor, 200 User for an angler', async () => {
    expectContract(identityRoutes.currentUser, ...(await answer(new HttpClient(app.url), '/api/auth/user')));
    const angler = await signIn(app, 'Contract Cora');
    const [status, body] = await answer(angler, '/api/auth/user');
    expect(status).to.equal(200);
    expectContract(identityRoutes.currentUser, status, body);
  });

  it('GET /api/login, /api/callback and /api/logout redirect', async () => {
    const visitor = new HttpClient(app.url);
    const login = await visitor.request('/api/login');
    expectContract(identityRoutes.login, login.status, { text: '', json: undefined });
    expect(login.headers.get('location')).to.match(/\/oidc\/auth\?/);
    const callback = await new HttpClient(app.url).request('/api/callback?code=x&state=y');
    expectContract(identityRoutes.callback, callback.status, { text: '', json: undefined });
    const logout = await visitor.request('/api/logout');
    expectContract(identityRoutes.logout, logout.status, { text: '', json: undefined });
  });

  it('GET /api/config answers PublicConfig', async () => {
    expectContract(platformRoutes.publicConfig, ...(await answer(new HttpClient(app.url), '/api/config')));
  });
});

async function answer(client: HttpClient, path: string): Promise<[number, { text: string; json: unknown }]> {
  const res = await client.get(path);
  return [res.status, res];
}

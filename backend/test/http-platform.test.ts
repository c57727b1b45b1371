import { expect } from 'chai';
import { z } from 'zod';
import { ErrorBody, PublicConfig, allRoutes, route } from '@tightlines/contracts';
import { NotAllowed, RuleViolated } from '../src/shared/kernel/domain-errors.ts';
import { HttpClient, signIn, startTestApp, type TestApp } from './support/index.ts';

/** Routes that exist only in this test app, to exercise the platform's failure paths. */
const testRoutes = {
  echo: route({
    method: 'POST',
    path: '/api/test/echo/:times',
    summary: 'test only',
    auth: false,
    params: z.object({ times: z.coerce.number().int().min(1).max(3) }),
    body: z.object({ word: z.string().min(1) }),
    bodyLimit: '1kb',
    responses: { 200: z.object({ words: z.array(z.string()) }) },
  }),
  signedInOnly: route({ method: 'GET', path: '/api/test/mine', summary: 'test only', responses: { 200: z.object({ me: z.string() }) } }),
  boom: route({ method: 'GET', path: '/api/test/boom', summary: 'test only', auth: false, responses: { 200: z.object({}) } }),
  forbidden: route({ method: 'GET', path: '/api/test/forbidden', summary: 'test only', auth: false, responses: { 200: z.object({}) } }),
  rule: route({ method: 'GET', path: '/api/test/rule', summary: 'test only', auth: false, responses: { 200: z.object({}) } }),
};

describe('platform over HTTP', () => {
  let app: TestApp;
  let visitor: HttpClient;
  before(async () => {
    app = await startTestApp({
      env: { MAPS_API_KEY: 'maps-key-for-tests', MAPS_MAP_ID: 'map-id-for-tests' },
      extraRoutes: (http) =>
        http
          .on(testRoutes.echo, ({ params, body }) => ({ words: Array.from({ length: params.times }, () => body.word) }))
          .on(testRoutes.signedInOnly, (_input, { anglerId }) => ({ me: anglerId }))
          .on(testRoutes.boom, () => {
            throw new Error('secret internals at /srv/app.ts:42');
          })
          .on(testRoutes.forbidden, () => {
            throw new NotAllowed('Not your catch');
          })
          .on(testRoutes.rule, () => {
            throw new RuleViolated('You cannot follow yourself');
          }),
    });
    visitor = new HttpClient(app.url);
  });
  after(() => app?.close());

  describe('validation from the contracts', () => {
    it('answers a valid call', async () => {
      const res = await visitor.send('POST', '/api/test/echo/2', { word: 'pike' });
      expect(res.status).to.equal(200);
      expect(res.json).to.deep.equal({ words: ['pike', 'pike'] });
    });

    it('refuses bad params and body with 400 { message, issues } naming every problem', async () => {
      const res = await visitor.send<ErrorBody>('POST', '/api/test/echo/9', { word: '' });
      expect(res.status).to.equal(400);
      const body = ErrorBody.parse(res.json);
      expect(body.message).to.match(/^Invalid request: params\.times: .+ \(and 1 more\)$/);
      expect(body.issues!.map((i) => i.path)).to.deep.equal([
        ['params', 'times'],
        ['body', 'word'],
      ]);
      expect(body.issues!.every((i) => i.message.length > 0)).to.equal(true);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await visitor.send('POST', '/api/test/echo/1', '{"word":', { 'content-type': 'application/json' });
      expect(res.status).to.equal(400);
      expect(ErrorBody.parse(res.json).message).to.be.a('string');
    });

    it('refuses a body over the limit with 413', async () => {
      const res = await visitor.send('POST', '/api/test/echo/1', { word: 'x'.repeat(5000) });
      expect(res.status).to.equal(413);
      expect(res.json).to.deep.equal({ message: 'Payload Too Large', code: 'payload_too_large' });
    });
  });

  describe('failures', () => {
    it('answers 401 JSON to a visitor on a signed-in route, and lets an angler in', async () => {
      const res = await visitor.get('/api/test/mine');
      expect(res.status).to.equal(401);
      expect(res.json).to.deep.equal({ message: 'Unauthorized', code: 'unauthorized' });
      expect(`${res.status}: ${res.text}`).to.match(/^401: .*Unauthorized/);
      const angler = await signIn(app, 'Guarded Gary');
      const mine = await angler.get<{ me: string }>('/api/test/mine');
      const me = await angler.get<{ id: string }>('/api/auth/user');
      expect(mine.json.me).to.equal(me.json.id);
    });

    it('maps domain errors to their status with their message', async () => {
      expect(await visitor.get('/api/test/forbidden')).to.include({ status: 403 });
      expect((await visitor.get('/api/test/forbidden')).json).to.deep.equal({ message: 'Not your catch', code: 'forbidden' });
      expect((await visitor.get('/api/test/rule')).status).to.equal(422);
    });

    it('hides an unexpected error behind 500 with the request id, never the stack', async () => {
      const res = await visitor.get('/api/test/boom', { 'x-request-id': 'trace-me-123' });
      expect(res.status).to.equal(500);
      expect(res.json).to.deep.equal({ message: 'Internal Server Error', code: 'internal_error', requestId: 'trace-me-123' });
      expect(res.text).not.to.include('secret internals');
      expect(res.headers.get('x-request-id')).to.equal('trace-me-123');
    });

    it('answers an unknown API call with 404 JSON', async () => {
      const res = await visitor.get('/api/no-such-thing');
      expect(res.status).to.equal(404);
      expect(ErrorBody.parse(res.json).message).to.include('/api/no-such-thing');
    });
  });

  describe('cross-origin protection', () => {
    it('refuses a mutating API call from another origin with 403', async () => {
      const res = await visitor.send('POST', '/api/test/echo/1', { word: 'pike' }, { origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(ErrorBody.parse(res.json).message).to.equal('Cross-origin request refused');
    });

    it('refuses one the browser marks as cross-site', async () => {
      const res = await visitor.send('POST', '/api/test/echo/1', { word: 'pike' }, { 'sec-fetch-site': 'cross-site' });
      expect(res.status).to.equal(403);
    });

    it('accepts the same call from our own origin', async () => {
      const res = await visitor.send('POST', '/api/test/echo/1', { word: 'pike' }, { origin: app.url, 'sec-fetch-site': 'same-origin' });
      expect(res.status).to.equal(200);
    });
  });

  describe('operations', () => {
    it('is alive at /health/live and ready at /health/ready (the database answers, every migration applied), also under the older names', async () => {
      const ready = { status: 'ready', database: 'up', migrations: 'applied' };
      for (const path of ['/health/live', '/healthz'])
        expect(await visitor.get(path)).to.deep.include({ status: 200, json: { status: 'ok' } });
      for (const path of ['/health/ready', '/readyz']) expect(await visitor.get(path)).to.deep.include({ status: 200, json: ready });
    });

    it('serves /metrics only with the bearer token when METRICS_TOKEN is set', async () => {
      const guarded = await startTestApp({ env: { METRICS_TOKEN: 'a-metrics-token-of-some-length' } });
      try {
        const anyone = new HttpClient(guarded.url);
        const refused = await anyone.get<{ message: string }>('/metrics');
        expect(refused.status).to.equal(401);
        expect(refused.json.message).to.contain('METRICS_TOKEN');
        expect((await anyone.get('/metrics', { authorization: 'Bearer wrong-token-of-the-same-size!' })).status).to.equal(401);
        const allowed = await anyone.get('/metrics', { authorization: 'Bearer a-metrics-token-of-some-length' });
        expect(allowed.status).to.equal(200);
        expect(allowed.text).to.include('process_cpu_seconds_total');
      } finally {
        await guarded.close();
      }
    });

    it('exposes request durations by route pattern and pool usage at /metrics', async () => {
      await visitor.get('/api/auth/user');
      const res = await visitor.get('/metrics');
      expect(res.status).to.equal(200);
      expect(res.text).to.match(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/user",status="401"\} \d+/);
      expect(res.text).to.match(/db_pool_connections_total \d+/);
      expect(res.text).to.include('process_cpu_seconds_total');
    });

    it('serves the OpenAPI 3.1 document of every contract route', async () => {
      const res = await visitor.get<{ openapi: string; paths: Record<string, object> }>('/api/openapi.json');
      expect(res.status).to.equal(200);
      expect(res.json.openapi).to.equal('3.1.0');
      for (const def of allRoutes()) {
        const path = def.path.replace(/:(\w+)/g, '{$1}');
        expect(res.json.paths[path], path).to.have.property(def.method.toLowerCase());
      }
    });

    it('tells the browser the provider name, the maps key and the map id', async () => {
      const res = await visitor.get('/api/config');
      expect(PublicConfig.parse(res.json)).to.deep.equal({
        providerName: 'Tightlines Dev',
        mapsApiKey: 'maps-key-for-tests',
        mapsMapId: 'map-id-for-tests',
      });
    });

    it('sends security headers and a request id on every response', async () => {
      const res = await visitor.get('/api/config');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).to.include("default-src 'self'");
      expect(csp).to.include('https://maps.googleapis.com');
      expect(csp).to.include("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    });
  });
});

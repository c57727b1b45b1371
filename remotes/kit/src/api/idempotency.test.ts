import { expect } from 'chai';
import { z } from 'zod';
import { route } from '@tightlines/contracts';
import { call } from './client.ts';
import { startApiServer, type ApiServer } from '../../test/api-server.ts';

const Catch = z.object({ id: z.string(), species: z.string() });
const shareCatch = route({
  method: 'POST',
  path: '/api/catches',
  summary: 'share',
  body: Catch.omit({ id: true }),
  responses: { 201: Catch },
});
const getCatch = route({
  method: 'GET',
  path: '/api/catches/:id',
  summary: 'a catch',
  params: z.object({ id: z.string() }),
  responses: { 200: Catch },
});
const publicBeacon = route({ method: 'POST', path: '/api/beacon', summary: 'beacon', auth: false, responses: { 204: null } });

describe('kit API client: one action, one key', () => {
  let server: ApiServer;
  let dropFirst = 0;

  beforeEach(async () => {
    dropFirst = 0;
    server = await startApiServer((req, res) => {
      if (dropFirst > 0) {
        dropFirst -= 1;
        res.socket?.destroy(); // the answer is lost on the way: the client cannot know whether it was done
        return;
      }
      res.writeHead(req.method === 'GET' ? 200 : 201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: 'c1', species: 'walleye' }));
    });
  });
  afterEach(() => server.close());

  const keyOf = (n: number) => server.requests[n]!.headers['idempotency-key'];

  it('sends a fresh Idempotency-Key with each creating call, and none with reads or public calls', async () => {
    await call(shareCatch, { body: { species: 'walleye' } });
    await call(shareCatch, { body: { species: 'walleye' } });
    await call(getCatch, { params: { id: 'c1' } });
    expect(keyOf(0)).to.match(/^[0-9a-f-]{36}$/);
    expect(keyOf(1))
      .to.match(/^[0-9a-f-]{36}$/)
      .and.not.equal(keyOf(0));
    expect(keyOf(2)).to.equal(undefined);
    server.requests.length = 0;
    await call(publicBeacon).catch(() => undefined);
    expect(keyOf(0)).to.equal(undefined);
  });

  it("sends the screen's own key for its action, every time it sends it", async () => {
    await call(shareCatch, { body: { species: 'walleye' }, idempotencyKey: 'action-0001' });
    await call(shareCatch, { body: { species: 'walleye' }, idempotencyKey: 'action-0001' });
    expect([keyOf(0), keyOf(1)]).to.deep.equal(['action-0001', 'action-0001']);
  });

  it('retries a creating call whose answer was lost with the same key', async () => {
    dropFirst = 2;
    const answer = await call(shareCatch, { body: { species: 'walleye' } });
    expect(answer).to.deep.equal({ id: 'c1', species: 'walleye' });
    expect(server.requests).to.have.length(3);
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).to.equal(1);
  });

  it('gives up after the last retry, and never retries a call without a key', async () => {
    dropFirst = 5;
    expect(await call(shareCatch, { body: { species: 'walleye' } }).catch((e: Error) => e)).to.be.instanceOf(Error);
    expect(server.requests).to.have.length(3);
    server.requests.length = 0;
    expect(await call(publicBeacon).catch((e: Error) => e)).to.be.instanceOf(Error);
    expect(server.requests).to.have.length(1);
  });
});

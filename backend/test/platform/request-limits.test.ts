import { expect } from 'chai';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/** The outer fences on sign-ins and writes, with narrow settings to reach them quickly. */
describe('platform: limits on sign-in and on every write', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp({
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '5', RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000', RATE_LIMIT_SIGN_INS_PER_MINUTE: '6' },
    });
  });
  after(() => app?.close());

  it("refuses an angler's writes past the limit with 429, naming the limit, its reset and what lifts it, and writes nothing", async () => {
    const rosa = await anAngler(app, 'Rosa Rapid');
    for (let i = 0; i < 5; i++) await aCatch().of('walleye').by(rosa);
    const refused = await rosa.send<{ message: string; code: string }>('POST', '/api/posts', {
      type: 'catch',
      species: 'walleye',
      privacy: 'public',
    });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
    expect(refused.json.message).to.contain('(writes)').and.contain('resets').and.contain('lifts');
    const grid = await rosa.get<{ items: unknown[] }>(`/api/posts/user/${rosa.id}`);
    expect(grid.json.items).to.have.length(5);
    // Reads are not writes: the angler still reads.
    expect(grid.status).to.equal(200);
  });

  it('refuses sign-ins from one address past the limit with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await new HttpClient(app.url).request('/api/login')).status);
    expect(statuses.filter((s) => s === 429).length).to.be.greaterThan(0);
    const refused = await new HttpClient(app.url).get<{ message: string }>('/api/login');
    expect(refused.status).to.equal(429);
    expect(refused.json.message).to.contain('sign-in attempts');
  });
});

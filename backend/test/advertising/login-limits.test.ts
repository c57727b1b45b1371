import { expect } from 'chai';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { registration } from './support.ts';

describe('advertising: sign-in attempts are limited per email and per address', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  it('refuses the 11th attempt an hour on one email with a 429 naming the limit, even with the right password', async () => {
    const browser = new HttpClient(app.url);
    const body = registration();
    await browser.send('POST', '/api/advertisers/register', body);
    for (let i = 0; i < 10; i++) {
      expect(
        (await browser.send('POST', '/api/advertisers/login', { email: body.primaryUser.email, password: `guess ${i}!` })).status,
      ).to.equal(401);
    }
    const refused = await browser.send<{ message: string }>('POST', '/api/advertisers/login', {
      email: body.primaryUser.email,
      password: 'correct horse',
    });
    expect(refused.status).to.equal(429);
    expect(refused.json.message).to.match(
      /^You've reached the limit of 10 sign-in attempts an hour \(advertising\.login-email\)\. It resets at/,
    );
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
  });

  it('refuses the 21st attempt a minute from one address whatever the emails', async () => {
    const browser = new HttpClient(app.url);
    let status = 0;
    let message = '';
    for (let i = 0; i < 12 && status !== 429; i++) {
      const res = await browser.send<{ message: string }>('POST', '/api/advertisers/login', {
        email: `stranger${i}@nowhere.example`,
        password: 'whatever1',
      });
      status = res.status;
      message = res.json.message;
    }
    // 11 attempts were made by the test before (10 + 1 refused): the address's 21st is refused.
    expect(status).to.equal(429);
    expect(message).to.contain('(advertising.login-address)');
  });
});

import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { DESKTOP, PHONE, closeContexts, newAngler, snap, theBrowser } from './support/browser.ts';
import { aFreshName } from './support/anglers.ts';

/**
 * Browser journeys against the built, composed app: the backend serves dist/ (shell + remotes),
 * signs in through the development OpenID Provider, and stores everything in real PostgreSQL.
 */
async function signInAs(page: Page, app: TestApp, name: string) {
  await page.goto(`${app.url}/`);
  await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${app.url}/`);
}

describe('journey: the walking skeleton in Chromium', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  // Each journey opens its own contexts (fresh cookies, storage and routes); they close even when it fails.
  afterEach(closeContexts);

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    describe(`at ${size} size`, () => {
      it('shows a visitor the landing screen with the sign-in button and the advertiser entry', async () => {
        const { page } = await newAngler(browser, viewport);
        await page.goto(`${app.url}/`);
        await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).waitFor();
        await page.getByText('Business partner?').waitFor();
        expect(await page.getByRole('link', { name: 'Advertiser Dashboard' }).getAttribute('href')).to.equal('/advertiser/login');
        await snap(page, `landing-${size}`);
      });

      it('signs a new angler in, shows home with the feed and the header, and signs out again', async () => {
        const { page } = await newAngler(browser, viewport);
        await signInAs(page, app, aFreshName('Journey Angler'));
        await page.getByRole('tab', { name: 'Following' }).waitFor();
        await page.getByRole('button', { name: /account menu/i }).waitFor();
        await snap(page, `home-${size}`);

        await page.goto(`${app.url}/nope`);
        await page.getByText('404 Page Not Found').waitFor();
        await page.getByText('Did you forget to add the page to the router?').waitFor();
        // The signed-in frame around it (the header), not a visitor's page.
        await page.getByRole('button', { name: /account menu/i }).waitFor();
        await snap(page, `not-found-${size}`);

        await page.goto(`${app.url}/`);
        await page.getByRole('button', { name: /account menu/i }).click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).waitFor();
        const me = await page.request.get(`${app.url}/api/auth/user`);
        expect(me.status()).to.equal(401);
      });
    });
  }

  it('keeps the header and Home working when the spots remote cannot be loaded', async () => {
    const { page } = await newAngler(browser, DESKTOP);
    await signInAs(page, app, aFreshName('Angler Without Spots'));
    await page.route('**/remotes/spots/**', (route) => route.abort());
    await page.goto(`${app.url}/spots`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await snap(page, 'spots-unreachable-desktop');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.getByRole('tab', { name: 'Following' }).waitFor();
  });

  it('runs the advertiser remote on its own page with its login form', async () => {
    const { page } = await newAngler(browser, PHONE);
    await page.goto(`${app.url}/remotes/advertiser/`);
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Password').waitFor();
    await snap(page, 'advertiser-standalone-phone');
  });

  it('opens the advertiser portal from the app as a page of its own, without the angler app', async () => {
    const { page } = await newAngler(browser, DESKTOP);
    await signInAs(page, app, aFreshName('Angler And Advertiser'));
    await page.getByRole('tab', { name: 'Following' }).waitFor();
    // The app's own idle work first (it loads web-vitals once the browser is idle after the load): an
    // idle callback queued after the app's runs after it, so every script of the app's is asked for by then.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 })));
    // A move inside the app's router: the shell hands it to the server as a full navigation.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/advertiser/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Advertiser Login', exact: true }).waitFor();
    await page.getByLabel('Email').waitFor();
    expect(page.url()).to.equal(`${app.url}/advertiser/login`);
    // The portal's page and remote only: no angler header, and no script of the shell's.
    expect(await page.getByRole('button', { name: /account menu/i }).count()).to.equal(0);
    expect(scripts.filter((path) => !path.startsWith('/portal/') && !path.startsWith('/remotes/advertiser/'))).to.deep.equal([]);
    expect(scripts.some((path) => path.startsWith('/portal/'))).to.equal(true);
  });
});

import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { closeContexts, newAngler, snap, theBrowser } from './support/browser.ts';
import { aFreshName, follows, signInThroughProvider } from './support/anglers.ts';

const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1440, height: 900 } as const;
/** The narrowest phone every screen must fit without sideways scroll. */
const SMALL = { width: 360, height: 740 } as const;

/**
 * The app as a new angler finds it: a real Sign Out and switching anglers, a first screen with
 * people in it (suggestions with their reasons and Follow buttons), and the header search's results.
 * Each journey signs in its own anglers.
 */
describe('journey: sign out, switch anglers, people to follow, search results', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  for (const [size, viewport] of [
    ['small phone', SMALL],
    ['phone', PHONE],
    ['desktop', WIDE],
  ] as const) {
    it(`signs out for real and signs in as another angler (${size})`, async () => {
      const first = aFreshName('Signout');
      const second = aFreshName('Switcher');
      const { page } = await newAngler(browser, viewport);
      await page.goto(`${app.url}/`);
      await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).click();
      await page.getByLabel('Your name').fill(first);
      await snap(page, `dev-sign-in-${size.replace(' ', '-')}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${app.url}/`);
      await page
        .getByRole('button', { name: /account|menu|profile/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).waitFor();
      expect((await page.request.get(`${app.url}/api/auth/user`)).status()).to.equal(401);
      // The provider's session ended too: Sign In asks who is signing in.
      await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).click();
      await page.getByLabel('Your name').waitFor();
      await page.getByLabel('Your name').fill(second);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${app.url}/`);
      const me = (await (await page.request.get(`${app.url}/api/auth/user`)).json()) as { displayName: string };
      expect(me.displayName).to.equal(second);
    });

    it(`offers anglers to follow on the empty feed, each with its reason (${size})`, async () => {
      const mate = await signInThroughProvider(browser, app, aFreshName('Mate'), viewport);
      const friend = await signInThroughProvider(browser, app, aFreshName('Friendof'), viewport);
      const newcomer = await signInThroughProvider(browser, app, aFreshName('Newcomer'), viewport);
      await follows(app, mate, friend);
      await follows(app, newcomer, mate);
      // Newcomer follows one angler who shares nothing: the feed is empty, the suggestions are not.
      const page = newcomer.page;
      await page.goto(`${app.url}/`);
      await page.getByText('Your feed is empty').waitFor();
      // One list on the screen: beside the feed on a desktop, under the empty state on a phone; and catches to look at.
      const suggestions = page.getByRole('list', { name: 'Suggested anglers' });
      await suggestions.getByText('Followed by an angler you follow').first().waitFor();
      expect(await suggestions.count()).to.equal(1);
      await page.getByRole('heading', { name: /^Catches near / }).waitFor();
      await snap(page, `suggestions-${size.replace(' ', '-')}`);
      await suggestions.getByRole('button', { name: `Follow ${friend.name}` }).click();
      await suggestions.getByRole('button', { name: `Following ${friend.name}` }).waitFor();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).to.be.at.most(viewport.width);
    });
  }
});

import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, mates, sharesCatch, signInThroughProvider } from './support/anglers.ts';

const SIZES = [
  ['360', { width: 360, height: 740 }],
  ['390', { width: 390, height: 844 }],
  ['1440', { width: 1440, height: 900 }],
] as const;

/** What sticks out sideways: the page itself, or an open dialog (the page behind is locked then). */
async function sidewaysOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')];
    if (dialogs.length === 0) return document.documentElement.scrollWidth > screenWidth ? [`page ${document.documentElement.scrollWidth}px`] : [];
    return dialogs
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > screenWidth + 1 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.getAttribute('role')} ${el.querySelector('h2')?.textContent ?? ''}`);
  }, width);
}

/**
 * Every part-1 screen and dialog at 360, 390 and 1440 px (issue 12, Layout): a screenshot of each to look
 * at, and none scrolls sideways. One angler with a mate who shared a catch, so nothing is empty.
 */
describe('journey: every part-1 screen fits, at 360, 390 and 1440 px', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  for (const [size, viewport] of SIZES) {
    it(`shows the feed, profiles, search, not-found and every dialog inside the screen (${size})`, async () => {
      const me = await signInThroughProvider(browser, app, aFreshName('Walker'), viewport);
      const mate = await signInThroughProvider(browser, app, aFreshName('Shorecaster'), viewport);
      await mates(app, me, mate);
      for (const angler of [me, mate])
        await sharesCatch(app, angler, {
          type: 'catch',
          description: 'A long, calm evening on the east shore of the lake, fish rising everywhere around the boat',
          imageUrl: null,
          location: 'Lake Tahoe, CA',
          latitude: 39.09,
          longitude: -120.03,
          privacy: 'public',
          catchDetails: { species: 'largemouth-bass', length: 17.25, weight: 4.5, method: 'Topwater' },
        });
      const page = me.page;
      const problems: string[] = [];
      const look = async (name: string) => {
        await page.waitForTimeout(300);
        await snap(page, `part1-${name}-${size}`);
        problems.push(...(await sidewaysOverflow(page, viewport.width)).map((what) => `${name}: ${what}`));
      };
      const dialog = async (opener: string, name: string) => {
        await page.getByRole('button', { name: opener, exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
        await look(name);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      };

      await page.goto(app.url + '/');
      await page.getByRole('article').first().waitFor();
      await look('feed-following');
      await page.getByRole('tab', { name: 'Discover' }).click();
      await page.waitForTimeout(500);
      await look('feed-discover');
      await page.getByRole('tab', { name: 'Find People' }).click();
      await look('feed-find-people');
      await dialog('Share Catch', 'dialog-share-catch');
      await dialog('Share Content', 'dialog-share-content');
      await dialog('Log Trip', 'dialog-log-trip');

      await page.goto(app.url + '/profile');
      await page.getByRole('tab', { name: /Posts/ }).waitFor();
      await look('profile-own');
      await page.getByRole('tab', { name: /Statistics/ }).click();
      await look('profile-own-statistics');
      await dialog('Edit Profile', 'dialog-edit-profile');
      await dialog('Trip Settings', 'dialog-trip-settings');

      await page.goto(`${app.url}/profile/${mate.id}`);
      await page.getByRole('button', { name: /Following|Follow/ }).first().waitFor();
      await look('profile-visitor');

      await page.goto(`${app.url}/search?q=Lake`);
      await page.getByRole('heading', { name: 'Results for “Lake”' }).waitFor();
      await look('search-results');

      await page.goto(`${app.url}/nowhere-at-all`);
      await page.getByText('404 Page Not Found').waitFor();
      await look('not-found');

      expect(problems).to.deep.equal([]);
    });
  }
});

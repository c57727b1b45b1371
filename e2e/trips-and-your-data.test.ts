import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, follows, logsTrip, sharesCatch, signInThroughProvider } from './support/anglers.ts';

const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1440, height: 900 } as const;

/** The page fits its width: nothing scrolls sideways. */
async function fitsWidth(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${what} scrolls sideways`).to.be.at.most(width);
}

/**
 * 'Trips you can see' and 'Your data', in Chromium at phone and desktop size: a followed
 * angler's trip reaches the Following feed as a trip card, its angler finds it on the profile's Trips
 * tab and its detail, edits it (made private, it leaves the follower's feed) and deletes it (the
 * Trips figure goes back); another angler downloads their data and deletes their account. Each
 * journey signs in its own anglers.
 */
describe('journey: trips you can see, and your data', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', WIDE],
  ] as const) {
    it(`shows a trip in the feed, on the Trips tab and in its detail; its angler edits and deletes it (${size})`, async () => {
      const rosa = await signInThroughProvider(browser, app, aFreshName('Trip Rosa'), viewport);
      const bo = await signInThroughProvider(browser, app, aFreshName('Trip Bo'), viewport);
      await follows(app, bo, rosa);
      await logsTrip(app, rosa, {
        location: 'Hidden Beaver Pond, Truckee, CA',
        latitude: 39.32,
        longitude: -120.18,
        fishingSuccess: true,
        waterCondition: 'calm',
        weatherCondition: 'cloudy',
        temperature: 54,
        timeOfDay: 'dawn',
        notes: 'Brookies rising to midges along the inlet.\n\nCatch Details:\nSpecies: Brook Trout\nCount: 4\nMethod: Dry fly',
      });

      // The follower's Following feed: a trip card, whose trip it is and where.
      await bo.page.goto(`${app.url}/`);
      const card = bo.page.getByTestId('trip-card').filter({ hasText: 'Hidden Beaver Pond' });
      await card.waitFor();
      // Feed cards below the fold skip rendering (content-visibility: auto): innerText is '' until seen.
      await card.scrollIntoViewIfNeeded();
      expect(await card.innerText()).to.contain('logged a trip');
      expect(await card.innerText()).to.contain('Brook Trout');
      await snap(bo.page, `trips-feed-card-${size}`);
      await fitsWidth(bo.page, 'the feed with a trip card');

      // Its angler's Trips tab, then the trip's own page.
      await rosa.page.goto(`${app.url}/profile`);
      await rosa.page.getByRole('tab', { name: 'Trips' }).click();
      const mine = rosa.page.getByTestId('trip-card').first();
      await mine.waitFor();
      await mine.scrollIntoViewIfNeeded();
      for (const text of ['Fish caught', 'Calm water', 'Cloudy', '54°F', 'Dawn', '4 caught', 'Dry fly'])
        expect(await mine.innerText()).to.contain(text);
      await snap(rosa.page, `trips-tab-${size}`);
      await fitsWidth(rosa.page, 'the Trips tab');
      await mine.getByRole('link', { name: 'Hidden Beaver Pond, Truckee, CA' }).click();
      await rosa.page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
      // The profile (whose cards have their own Edit buttons) stays on screen until the trip's page has
      // loaded: wait for the page itself, not for a trip card.
      await rosa.page.getByRole('heading', { level: 1, name: 'Trip', exact: true }).waitFor();
      await rosa.page.getByTestId('trip-card').waitFor();
      await snap(rosa.page, `trip-detail-${size}`);
      await fitsWidth(rosa.page, 'the trip detail');

      // Edited: no catch after all, and only for herself — it leaves the follower's feed.
      await rosa.page.getByRole('button', { name: 'Edit trip' }).click();
      const dialog = rosa.page.getByRole('dialog', { name: 'Edit Trip' });
      await dialog.getByRole('radio', { name: 'No catch' }).click();
      await dialog.getByLabel('Notes').fill('Nothing but a fine sunrise.');
      await dialog.getByLabel('Who can see this trip').selectOption('private');
      await snap(rosa.page, `trip-edit-dialog-${size}`);
      await fitsWidth(rosa.page, 'the Edit Trip dialog');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(rosa.page, 'Trip updated');
      const edited = rosa.page.getByTestId('trip-card');
      await edited.getByText('No catch').waitFor();
      expect(await edited.innerText()).to.contain('Only you');
      await app.settled();
      await bo.page.reload();
      await bo.page.getByRole('tab', { name: 'Following' }).waitFor();
      await bo.page.waitForLoadState('networkidle');
      expect(await bo.page.getByTestId('trip-card').count(), 'a private trip in a follower’s feed').to.equal(0);

      // Deleted: gone from the profile, the Trips figure back to 0.
      await rosa.page.getByRole('button', { name: 'Delete trip' }).click();
      const confirm = rosa.page.getByRole('dialog', { name: 'Delete this trip?' });
      await snap(rosa.page, `trip-delete-dialog-${size}`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(rosa.page, 'Trip deleted');
      await rosa.page.waitForURL(new RegExp(`/profile/${rosa.id}$`));
      await rosa.page.getByRole('tab', { name: 'Trips' }).click();
      await rosa.page.getByText('No trips yet').waitFor();
      const trips = (await (await rosa.page.request.get(`${app.url}/api/profile/${rosa.id}`)).json()) as { counts: { trips: number } };
      expect(trips.counts.trips).to.equal(0);
    });

    it(`downloads an angler's data and deletes their account after typing DELETE (${size})`, async () => {
      const dee = await signInThroughProvider(browser, app, aFreshName('Leaving Dee'), viewport);
      await sharesCatch(app, dee, {
        type: 'catch',
        privacy: 'private',
        location: 'Emerald Bay, CA',
        latitude: 39.1,
        longitude: -120.03,
        catchDetails: { species: 'rainbow-trout', weight: 3.5, length: 18.25 },
      });
      await dee.page.goto(`${app.url}/profile`);
      await dee.page.getByRole('button', { name: 'Your Data: export or delete' }).click();
      const dialog = dee.page.getByRole('dialog', { name: 'Your Data' });
      await dialog.waitFor();
      await snap(dee.page, `your-data-${size}`);
      await fitsWidth(dee.page, 'the Your Data dialog');

      const [download] = await Promise.all([
        dee.page.waitForEvent('download'),
        dialog.getByRole('link', { name: 'Download catches as CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).to.equal('tightlines-catches.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).to.contain('Rainbow Trout,rainbow-trout,3.5,18.25');
      expect(csv).to.contain('"Emerald Bay, CA",39.1,-120.03,private');

      const remove = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await remove.isDisabled(), 'before DELETE is typed').to.equal(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await snap(dee.page, `delete-account-${size}`);
      await remove.click();
      await dee.page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).waitFor();
      expect((await dee.page.request.get(`${app.url}/api/auth/user`)).status()).to.equal(401);
    });
  }
});

import { expect } from 'chai';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { DESKTOP, PHONE, closeContexts, snap, theBrowser } from './support/browser.ts';
import {
  aFreshName,
  expectToast,
  follows,
  logsTrip,
  mates,
  sharesCatch,
  signInThroughProvider,
  type SignedInAngler,
} from './support/anglers.ts';

/**
 * The anglers' core journeys in Chromium against the composed app: mates share, like, follow, log a trip and
 * edit a profile, each in their own browser context. Run at desktop and at phone size.
 *
 * Every journey stands alone: it signs in anglers of its own (fresh names, through the development
 * provider) and makes what it needs beforehand itself — through the UI where that is what it tests,
 * through the HTTP API where it is only a precondition — so any one of them passes when run alone
 * (`--grep`), in any order. One app and one Chromium serve the whole run; each journey has its own
 * browser contexts.
 */
async function aTroutPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f7d6d' } })
    .jpeg()
    .toBuffer();
}

async function follow(page: Page, app: TestApp, who: SignedInAngler) {
  await page.goto(`${app.url}/profile/${who.id}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expectToast(page, 'Now following this angler');
  await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
}

/** The catch of these journeys when it is only a precondition (shared over the API). */
const aRainbowTrout = {
  type: 'catch',
  privacy: 'public',
  catchDetails: { species: 'rainbow-trout', weight: 6.2, length: 24.5, method: 'Fly fishing' },
} as const;

const catchCardOf = (page: Page, author: SignedInAngler) =>
  page.getByRole('article', { name: new RegExp(`Rainbow Trout by ${author.name}`) });

describe('journey: anglers share, like, follow and log trips', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    describe(`at ${size} size`, () => {
      const anAngler = (first: string) => signInThroughProvider(browser, app, aFreshName(first), viewport);

      it('makes Alice and Bob mates by following each other from their profiles', async () => {
        const [alice, bob] = await Promise.all([anAngler('Alice'), anAngler('Bob')]);
        await follow(alice.page, app, bob);
        await follow(bob.page, app, alice);
        await snap(bob.page, `profile-visitor-${size}`);
      });

      it("shares a catch with a photo that shows on her grid and in her mate's Following feed", async () => {
        const [alice, bob] = await Promise.all([anAngler('Alice'), anAngler('Bob')]);
        await mates(app, alice, bob);

        const page = alice.page;
        await page.goto(`${app.url}/`);
        // Share Catch opens straight into the catch form: the content type is not asked again.
        await page.getByRole('button', { name: 'Share Catch' }).first().click();
        const form = page.getByRole('dialog', { name: 'Upload a Catch' });
        await form.waitFor();
        await form.getByRole('combobox', { name: 'Species' }).fill('Rainbow Trout');
        await form.getByRole('option', { name: 'Rainbow Trout', exact: true }).click();
        await form.getByLabel('Weight (lbs)').fill('6.2');
        await form.getByLabel('Length (inches)').fill('24.5');
        await form.getByLabel('Method').fill('Fly fishing');
        await form.getByLabel('Photo').setInputFiles({ name: 'trout.jpg', mimeType: 'image/jpeg', buffer: await aTroutPhoto() });
        await form.getByRole('img').first().waitFor();
        await snap(page, `catch-form-${size}`);
        await form.getByRole('button', { name: 'Share Catch' }).click();
        await expectToast(page, 'Catch shared successfully!');

        await page.goto(`${app.url}/profile`);
        await page
          .getByRole('list', { name: 'Posts' })
          .getByRole('button', { name: /Rainbow Trout/ })
          .waitFor();
        await snap(page, `profile-owner-${size}`);

        await app.settled(); // the share's reactions (her mate's timeline) are applied before he looks
        await bob.page.goto(`${app.url}/`);
        await catchCardOf(bob.page, alice).waitFor();
        await snap(bob.page, `feed-with-catch-${size}`);
      });

      it('lets her mate like the catch from his own browser', async () => {
        const [alice, bob] = await Promise.all([anAngler('Alice'), anAngler('Bob')]);
        await mates(app, alice, bob);
        await sharesCatch(app, alice, aRainbowTrout);

        await bob.page.goto(`${app.url}/`);
        const card = catchCardOf(bob.page, alice);
        await card.getByRole('button', { name: 'Like' }).click();
        await card.getByRole('button', { name: 'Unlike' }).waitFor();
        expect(await card.getByTestId('like-count').innerText()).to.equal('1');
        await app.settled();
        await alice.page.goto(`${app.url}/`);
        const own = catchCardOf(alice.page, alice);
        // Cards below the fold skip rendering (content-visibility: auto) and read as '' until seen.
        await own.scrollIntoViewIfNeeded();
        expect(await own.getByTestId('like-count').innerText()).to.equal('1');
      });

      it('unfollows and follows again from a profile', async () => {
        const [alice, bob] = await Promise.all([anAngler('Alice'), anAngler('Bob')]);
        await follows(app, bob, alice);

        const page = bob.page;
        await page.goto(`${app.url}/profile/${alice.id}`);
        await page.getByRole('button', { name: 'Following', exact: true }).click();
        await expectToast(page, 'Unfollowed user');
        await page.getByRole('button', { name: 'Follow', exact: true }).click();
        await expectToast(page, 'Now following this angler');
      });

      it('logs a trip through the wizard and sees Trips go up', async () => {
        const alice = await anAngler('Alice');
        const page = alice.page;
        await page.goto(`${app.url}/profile`);
        const trips = page.getByTestId('stat-trips');
        expect(await trips.innerText()).to.contain('0');
        await page.getByRole('button', { name: 'Log Trip' }).first().click();
        const wizard = page.getByRole('dialog', { name: 'Log Fishing Trip' });
        await snap(page, `trip-step-location-${size}`);
        await wizard.getByRole('button', { name: 'Custom Location' }).click();
        const picker = page.getByRole('dialog', { name: 'Choose Trip Location' });
        // No maps key here: the picker finds the town in the server's gazetteer, with its real coordinates.
        await picker.getByLabel('Search for a place').fill('Lake Placid');
        await picker.getByRole('button', { name: 'Search' }).click();
        await picker.getByRole('button', { name: 'Lake Placid, NY, United States' }).click();
        await snap(page, `location-picker-${size}`);
        await picker.getByRole('button', { name: 'Use This Location' }).click();
        await snap(page, `trip-location-${size}`);
        await wizard.getByRole('button', { name: 'Next' }).click();
        await wizard.getByRole('radio', { name: /Successful/ }).click();
        await snap(page, `trip-step-outcome-${size}`);
        await wizard.getByRole('button', { name: 'Next' }).click();
        await wizard.getByLabel('Notes').fill('Evening rise on the pond');
        await snap(page, `trip-details-${size}`);
        await wizard.getByRole('button', { name: 'Log Trip' }).click();
        await expectToast(page, 'Trip Logged Successfully');
        await page.goto(`${app.url}/profile`);
        await page.getByTestId('stat-trips').getByText('1', { exact: true }).waitFor();
      });

      it('opens the content dialog, the trip sharing settings and the statistics (screenshots of each)', async () => {
        const alice = await anAngler('Alice');
        // Something to count, so the statistics screenshot shows figures and a species bar.
        await sharesCatch(app, alice, aRainbowTrout);
        await logsTrip(app, alice, { location: "Grandpa's pond", latitude: 39.2, longitude: -120.1, fishingSuccess: true });

        const page = alice.page;
        await page.goto(`${app.url}/profile`);
        await page.getByRole('button', { name: 'Share Content' }).first().click();
        const content = page.getByRole('dialog', { name: 'Share Content' });
        await content.getByRole('tab', { name: 'Text' }).click();
        await content.getByLabel('Title').fill('Knots every angler should know');
        await snap(page, `content-dialog-${size}`);
        // A typed title is not thrown away without asking.
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
        await content.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Trip Settings' }).click();
        const settings = page.getByRole('dialog', { name: 'Trip Sharing Settings' });
        expect(await settings.getByRole('switch', { name: 'Share Trip Locations' }).getAttribute('aria-checked')).to.equal('true');
        await snap(page, `trip-settings-${size}`);
        await settings.getByRole('button', { name: 'Close' }).first().click();
        await page.getByRole('tab', { name: 'Statistics' }).click();
        await page.getByText('Species Breakdown').waitFor();
        await snap(page, `statistics-${size}`);
      });

      it('edits the profile and sees the new name in the header', async () => {
        const alice = await anAngler('Alice');
        const newName = aFreshName('Alice the Angler');
        const page = alice.page;
        await page.goto(`${app.url}/profile`);
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
        await dialog.getByLabel('Display Name').fill(newName);
        await dialog.getByLabel('Bio').fill('Fly fishing the High Sierra since 1998.');
        await snap(page, `edit-profile-${size}`);
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await expectToast(page, 'Profile updated');
        await page.getByRole('heading', { level: 1, name: newName }).waitFor();
        await page.getByRole('button', { name: /account menu/i }).click();
        await page.getByRole('menu').getByText(newName).waitFor();
      });
    });
  }
});

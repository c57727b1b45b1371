import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { closeContexts, newAngler, snap, theBrowser } from './support/browser.ts';
import { aFreshName, signInThroughProvider } from './support/anglers.ts';
import { theApp } from './support/app.ts';
import { startTestApp } from '../backend/test/support/index.ts';
import { DIST } from './support/app.ts';

/**
 * The spots journey in Chromium, at desktop (1440) and phone (390) size: add a spot, find it in
 * All Spots, log a trip from its card, see the heat map and Activity change, vote on a tip; and the
 * map's states without a key (Grid View) and with a key that fails to load ('Map Error').
 * Screenshots in test-artifacts/screenshots/spots-*.png.
 */
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Nothing on the page is wider than the screen (and the page fits 360 px on a phone). */
async function fitsTheWidth(page: Page, where: string) {
  const { scroll, client, dialogs } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    dialogs: [...document.querySelectorAll('[role=dialog]')].map((d) => d.scrollWidth - d.clientWidth),
  }));
  expect(scroll, `${where}: the page scrolls sideways`).to.be.at.most(client);
  for (const extra of dialogs) expect(extra, `${where}: a dialog scrolls sideways`).to.be.at.most(0);
}

/** The one filter panel starts folded on a phone and open on a desktop; opens it on a phone. */
async function filtersOpen(page: Page, size: 'desktop' | 'phone') {
  const panel = page.getByRole('button', { name: /^(Filters|Hide filters)/ });
  expect(await panel.getAttribute('aria-expanded'), `the filter panel on a ${size}`).to.equal(size === 'phone' ? 'false' : 'true');
  if (size === 'phone') await panel.click();
}

async function toastSays(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    throw new Error(`No toast '${text}'; the page says: ${(await page.locator('body').innerText()).slice(0, 800)}`, { cause: error });
  }
}

for (const [size, viewport] of SIZES) {
  describe(`journey: spots, trips and the heat map (${size})`, function () {
    this.timeout(240_000);
    let app: TestApp;
    let browser: Browser;

    before(async () => {
      [app, browser] = await Promise.all([theApp(), theBrowser()]);
    });
    afterEach(closeContexts);

    it('adds a spot, finds it in All Spots, logs a trip from its card, sees the heat map and Activity change, and votes on a tip', async () => {
      const ana = await signInThroughProvider(browser, app, aFreshName('Ana Spotter'), viewport);
      const bo = await signInThroughProvider(browser, app, aFreshName('Bo Voter'), viewport);
      const { page } = ana;
      const spotName = `Quarry Pond ${size} ${Date.now() % 100000}`;
      await ana.context.grantPermissions(['geolocation']);
      await ana.context.setGeolocation({ latitude: -33.95, longitude: 151.15 });

      // The heat map is the default tab; without a maps key it opens on Grid View and says so.
      await page.goto(`${app.url}/spots`);
      await page.getByRole('heading', { name: 'Fishing Spots', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Fishing Spot Heat Map' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Heat Map' }).getAttribute('aria-selected')).to.equal('true');
      expect(await page.getByRole('button', { name: 'Grid View' }).getAttribute('aria-pressed')).to.equal('true');
      await page.getByText(/^Showing \d+ spots$/).waitFor();
      await fitsTheWidth(page, 'spots');
      await snap(page, `spots-heatmap-${size}`);
      await page.getByRole('button', { name: 'Google Maps' }).click();
      await page.getByText('Google Maps is not available: no maps key is configured.').waitFor();
      await page.getByRole('button', { name: 'Grid View' }).click();

      // Add a spot: the spec's messages first, then a real one at the browser's position.
      await page.getByRole('button', { name: 'Add New Spot' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Fishing Spot' });
      await add.getByRole('button', { name: 'Create Spot' }).click();
      await add.getByText('Spot name is required').waitFor();
      await add.getByText('Description must be at least 10 characters').waitFor();
      await add.getByText('Location is required').waitFor();
      await add.getByLabel('Spot Name').fill(spotName);
      await add.getByLabel('Description').fill('Deep, clear quarry water with weed beds along the east wall.');
      await add.getByLabel('Location', { exact: true }).fill('Botany, NSW');
      await add.getByLabel('Water Type').selectOption('pond');
      await add.getByRole('button', { name: 'Parking' }).click();
      await add.getByRole('button', { name: 'Bass', exact: true }).click();
      await add.getByLabel('Other species').fill('Australian Bass');
      await add.getByLabel('Other species').press('Enter');
      await add.getByRole('button', { name: 'Australian Bass' }).waitFor();
      await expectValue(add.getByLabel('Latitude'), '-33.950000');
      await fitsTheWidth(page, 'add spot');
      await snap(page, `spots-add-${size}`);
      await add.getByRole('button', { name: 'Create Spot' }).click();
      await toastSays(page, 'Fishing spot created successfully');
      await add.waitFor({ state: 'detached' });

      // Find it in All Spots.
      await page.getByRole('tab', { name: 'All Spots' }).click();
      await filtersOpen(page, size);
      await page.getByPlaceholder('Search spots...').fill(spotName);
      const card = page.getByTestId('spot-card').filter({ hasText: spotName });
      await card.getByText('Added by Ana Spotter', { exact: false }).waitFor();
      await card.getByText('Pond', { exact: true }).waitFor();
      await card.getByText('0 catches').waitFor();
      await page.getByText('1 spot found').waitFor();
      await fitsTheWidth(page, 'all spots');
      await snap(page, `spots-all-${size}`);

      // Log a trip from its card: a successful one with a tip.
      await card.getByRole('button', { name: 'Log Trip' }).click();
      const trip = page.getByRole('dialog', { name: 'Log Fishing Trip' });
      await trip.getByRole('button', { name: /Successful Trip/ }).click();
      await trip.getByRole('button', { name: 'Back' }).click();
      await trip.getByRole('button', { name: /No Luck Today/ }).waitFor();
      await trip.getByRole('button', { name: /Successful Trip/ }).click();
      await trip.getByLabel('Water Condition').selectOption('clear');
      await trip.getByLabel('Species').fill('Australian Bass');
      await trip.getByLabel('Count').fill('3');
      await trip.getByRole('switch', { name: 'Share a Tip' }).click();
      await trip.getByLabel('Tip Title').fill('Work the east wall weed edge');
      await trip.getByLabel('Tip Content').fill('Weedless soft plastics along the edge at first light.');
      await fitsTheWidth(page, 'log trip');
      await snap(page, `spots-log-trip-${size}`);
      await trip.getByRole('button', { name: 'Log Trip' }).click();
      await toastSays(page, 'Trip Logged Successfully');
      await trip.waitFor({ state: 'detached' });
      await card.getByText('1 catch', { exact: true }).waitFor();

      // The heat map's grid shows the spot warmer than cool, and its Activity tab counts the trip (the
      // spot's activity is kept by the trip's event, applied after the commit).
      await app.settled();
      await page.getByRole('tab', { name: 'Heat Map' }).click();
      const heatCard = page.getByTestId('heat-spot-card').filter({ hasText: spotName });
      await heatCard.waitFor();
      // The tab shows the cached map at once and refreshes it (stale-while-revalidate): wait for the
      // refreshed badge rather than read the first one (it read 'Cool · heat 0' once on a busy machine).
      const warm = /^(Moderate|Active|Very Active|Hot) · heat \d+$/;
      await heatCard.getByTestId('heat-badge').filter({ hasText: warm }).waitFor({ timeout: 10_000 });
      // Cards below the fold skip rendering (content-visibility: auto): innerText reads '' until the
      // card is on screen and a frame has drawn it.
      await heatCard.scrollIntoViewIfNeeded();
      await heatCard.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      expect(await heatCard.getByTestId('heat-badge').innerText()).to.match(warm);
      await snap(page, `spots-heatmap-after-trip-${size}`);
      await heatCard.getByRole('button', { name: 'View' }).click();
      const detail = page.getByRole('dialog', { name: new RegExp(spotName) });
      await detail.getByRole('tab', { name: 'Activity' }).click();
      await detail.getByTestId('activity-heat-map').waitFor();
      const tile = (name: string) => detail.getByTestId('activity-tile').filter({ hasText: name }).locator('dd');
      expect(await tile('Trips').innerText()).to.equal('1');
      expect(await tile('Success Rate').innerText()).to.equal('100%');
      await fitsTheWidth(page, 'activity');
      await snap(page, `spots-activity-${size}`);
      await detail.getByRole('tab', { name: 'Conditions' }).click();
      await detail.getByTestId('condition-report').first().getByText('Clear water').waitFor();
      await detail.getByRole('tab', { name: 'Overview' }).click();
      await detail.getByRole('button', { name: 'Rate 5 stars' }).click();
      await toastSays(page, 'Rating saved');
      // The weather card on the Overview: the test app's weather service is a closed port, so it says so and offers Retry.
      await detail.getByText('Weather unavailable').waitFor({ timeout: 20_000 });
      await detail.getByRole('button', { name: 'Retry' }).waitFor();
      await fitsTheWidth(page, 'overview');
      await snap(page, `spots-overview-${size}`);

      // Another angler votes on the tip the trip shared.
      await bo.page.goto(`${app.url}/spots?tab=all`);
      await filtersOpen(bo.page, size);
      await bo.page.getByPlaceholder('Search spots...').fill(spotName);
      await bo.page.getByTestId('spot-card').filter({ hasText: spotName }).getByRole('button', { name: 'View' }).click();
      const boDetail = bo.page.getByRole('dialog', { name: new RegExp(spotName) });
      await boDetail.getByRole('tab', { name: 'Tips' }).click();
      const tip = boDetail.getByTestId('tip').filter({ hasText: 'Work the east wall weed edge' });
      await tip.getByRole('button', { name: 'Upvote' }).click();
      await tip.getByTestId('tip-score').getByText('1', { exact: true }).waitFor();
      expect(await tip.getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).to.equal('true');
      await fitsTheWidth(bo.page, 'tips');
      await snap(bo.page, `spots-tips-${size}`);
      await tip.getByRole('button', { name: 'Upvote' }).click();
      await tip.getByTestId('tip-score').getByText('0', { exact: true }).waitFor();
    });
  });
}

describe('journey: the spots views on a phone', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('keeps the five views in one row at 360 and 390 px, each whole, inside the screen and named in full', async () => {
    for (const width of [360, 390]) {
      const { page } = await signInThroughProvider(browser, app, aFreshName(`Tab Looker ${width}`), { width, height: 800 });
      await page.goto(`${app.url}/spots`);
      const views = page.getByRole('tablist', { name: 'Spots views' });
      await views.getByRole('tab', { name: 'Heat Map' }).waitFor();
      const tabs = await views.getByRole('tab').evaluateAll((elements) =>
        elements.map((tab) => {
          const box = tab.getBoundingClientRect();
          // The label shown (a phone's short one; the full one is read, 1 px and clipped).
          const label = [...tab.querySelectorAll('span')].find((span) => span.getBoundingClientRect().width > 1)!;
          return {
            name: tab.querySelector('span')?.textContent,
            top: Math.round(box.top),
            left: box.left,
            right: box.right,
            labelFits: label.scrollWidth <= label.clientWidth + 1 && label.getBoundingClientRect().right <= box.right + 0.5,
          };
        }),
      );
      expect(tabs.map((tab) => tab.name)).to.deep.equal(['Heat Map', 'All Spots', 'Recommended', 'Nearby', 'Top Rated']);
      for (const name of tabs.map((tab) => tab.name!))
        expect(await views.getByRole('tab', { name, exact: true }).count(), `the tab called ${name}`).to.equal(1);
      expect(new Set(tabs.map((tab) => tab.top)).size, `one row of views at ${width} px`).to.equal(1);
      for (const tab of tabs) {
        expect(tab.left, `${tab.name} at ${width} px`).to.be.at.least(0);
        expect(tab.right, `${tab.name} at ${width} px`).to.be.at.most(width);
        expect(tab.labelFits, `${tab.name}'s label is whole at ${width} px`).to.equal(true);
      }
      await views.getByRole('tab', { name: 'Recommended' }).click();
      // The view changes through the URL, a render later on a busy machine: wait for it.
      await views.getByRole('tab', { name: 'Recommended', selected: true }).waitFor();
      await snap(page, `spots-views-${width}`);
    }
  });
});

describe('journey: the spots map with a maps key that fails to load', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ staticDir: DIST, env: { MAPS_API_KEY: 'test-key-that-cannot-load' } }),
      theBrowser(),
    ]);
  });
  afterEach(closeContexts);
  after(() => app?.close());

  it("opens on Google Maps and shows 'Map Error' with 'Failed to load Google Maps API'", async () => {
    const cy = await signInThroughProvider(browser, app, aFreshName('Cy Mapless'), { width: 1440, height: 900 });
    // No network here: Google's script is refused outright, as a blocked script would be.
    await cy.page.route('https://maps.googleapis.com/**', (route) => route.abort());
    await cy.page.goto(`${app.url}/spots`);
    await cy.page.getByText('Map Error').waitFor({ timeout: 30_000 });
    expect(await cy.page.getByRole('button', { name: 'Google Maps' }).getAttribute('aria-pressed')).to.equal('true');
    await cy.page.getByText('Failed to load Google Maps API').waitFor();
    await snap(cy.page, 'spots-map-error-desktop');
  });
});

describe('journey: spots for a visitor (spec part 2 §6)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('sends a visitor who opens /spots to sign in, and the server lends them no spot', async () => {
    const { page } = await newAngler(browser, { width: 360, height: 780 });
    const asked: string[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith('/api/spots') || path.startsWith('/api/weather')) asked.push(`${res.status()} ${path}`);
    });
    await page.goto(`${app.url}/spots`);
    await page.waitForURL((url) => !url.pathname.startsWith('/spots'), { timeout: 30_000 });
    expect(new URL(page.url()).pathname).to.not.equal('/spots');
    expect(asked, 'no spots call from a visitor').to.deep.equal([]);
    expect((await page.request.get(`${app.url}/api/spots/heatmap`)).status()).to.equal(401);
    expect((await page.request.get(`${app.url}/api/weather/39.1/-120.0`)).status()).to.equal(401);
  });
});

async function expectValue(locator: import('playwright-core').Locator, value: string) {
  for (let i = 0; i < 50; i++) {
    if ((await locator.inputValue()) === value) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(await locator.inputValue()).to.equal(value);
}

import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { OpenMeteoStandIn } from '../backend/test/weather/open-meteo-stand-in.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, signInThroughProvider } from './support/anglers.ts';
import { DIST } from './support/app.ts';

/**
 * The weather card in Chromium, at desktop (1440) and phone (390) size: a spot's detail shows
 * the card collapsed (temperature, condition badge, wind, score), a click opens every reading, the sea
 * and each factor of the fishing score, × closes it. The app's weather service is a local stand-in of
 * Open-Meteo serving recorded responses re-dated to now (a coast with a thunderstorm and a sea).
 * Screenshots in test-artifacts/screenshots/weather-*.png.
 */
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function fitsTheWidth(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where}: the page scrolls sideways`).to.be.at.most(client);
  const dialogs = await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].map((d) => d.scrollWidth - d.clientWidth));
  for (const extra of dialogs) expect(extra, `${where}: a dialog scrolls sideways`).to.be.at.most(0);
}

describe('journey: the weather card on a spot', function () {
  this.timeout(240_000);
  let standIn: OpenMeteoStandIn;
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    standIn = await new OpenMeteoStandIn().start();
    standIn.answer('forecast', '*', { file: 'forecast.lake.json', redate: true });
    standIn.answer('marine', '*', { file: 'marine.coast.json', redate: true });
    [app, browser] = await Promise.all([
      startTestApp({
        staticDir: DIST,
        env: { WEATHER_FORECAST_URL: `${standIn.url}/v1/forecast`, WEATHER_MARINE_URL: `${standIn.url}/v1/marine` },
      }),
      theBrowser(),
    ]);
  });
  afterEach(closeContexts);
  after(async () => {
    await app?.close();
    await standIn?.close();
  });

  for (const [size, viewport] of SIZES) {
    it(`opens and closes the weather card in a spot's detail (${size})`, async () => {
      const ana = await signInThroughProvider(browser, app, aFreshName('Ana Weather'), viewport);
      const spotName = `Botany Bay ${size} ${Date.now() % 100000}`;
      const created = await ana.context.request.post(`${app.url}/api/spots`, {
        headers: { origin: app.url },
        data: {
          name: spotName,
          description: 'Rock ledges on the north shore of the bay.',
          location: 'Botany, NSW',
          latitude: -33.97,
          longitude: 151.2,
          waterType: 'ocean',
        },
      });
      expect(created.status(), await created.text()).to.equal(201);

      const { page } = ana;
      await page.goto(`${app.url}/spots?tab=all`);
      // The filter panel starts folded on a phone.
      if (viewport.width < 640) await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByPlaceholder('Search spots...').fill(spotName);
      await page.getByTestId('spot-card').filter({ hasText: spotName }).getByRole('button', { name: 'View' }).click();
      const detail = page.getByRole('dialog', { name: new RegExp(spotName) });
      const card = detail.getByRole('region', { name: 'Weather' });
      await card.getByTestId('weather-temperature').waitFor({ timeout: 20_000 });
      expect(await card.getByTestId('weather-temperature').innerText()).to.equal('16°C');
      expect(await card.getByTestId('weather-wind').innerText()).to.contain('SW 12 km/h');
      expect(await card.getByTestId('weather-score').innerText()).to.match(/^\d+\/100/);
      await card.scrollIntoViewIfNeeded();
      await fitsTheWidth(page, 'weather card');
      await snap(page, `weather-collapsed-${size}`);

      await card.getByRole('button', { expanded: false }).click();
      const details = card.getByTestId('weather-details');
      await details.getByText('24 km').waitFor();
      await details.getByText('1.9 m from SSE').waitFor();
      expect(await details.getByTestId('score-factor').count()).to.equal(9);
      await details
        .getByText(/Open-Meteo forecast · (just now|\d+ min ago)/)
        .first()
        .waitFor();
      await details.scrollIntoViewIfNeeded();
      await fitsTheWidth(page, 'weather details');
      await snap(page, `weather-expanded-${size}`);
      await details.getByRole('button', { name: 'Close weather details' }).click();
      await details.waitFor({ state: 'detached' });
    });
  }
});

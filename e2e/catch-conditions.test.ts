import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { eventually, startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { hourlyAroundNow, OpenMeteoStandIn } from '../backend/test/weather/open-meteo-stand-in.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, signInThroughProvider } from './support/anglers.ts';
import { DIST } from './support/app.ts';

/**
 * A catch card's conditions line on a phone (390 px): an angler shares a catch with its place, the
 * conditions arrive by their job from a local Open-Meteo stand-in, and they see
 * them on the card in their Following feed as a line of icons and values within the width. Screenshot in
 * test-artifacts/screenshots/catch-conditions-phone.png.
 */
describe('journey: conditions on a catch card', function () {
  this.timeout(240_000);
  let standIn: OpenMeteoStandIn;
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    standIn = await new OpenMeteoStandIn().start();
    standIn.answer('forecast', '*', { status: 200, body: hourlyAroundNow() });
    standIn.answer('marine', '*', { status: 400, body: { error: true, reason: 'No data is available for this location' } });
    [app, browser] = await Promise.all([
      startTestApp({
        staticDir: DIST,
        env: {
          WEATHER_FORECAST_URL: `${standIn.url}/v1/forecast`,
          WEATHER_MARINE_URL: `${standIn.url}/v1/marine`,
          WEATHER_ARCHIVE_URL: `${standIn.url}/v1/archive`,
        },
      }),
      theBrowser(),
    ]);
  });
  afterEach(closeContexts);
  after(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('shows the conditions under the catch, within a phone’s width', async () => {
    const ana = await signInThroughProvider(browser, app, aFreshName('Ana Conditions'), { width: 390, height: 844 });
    const shared = await ana.context.request.post(`${app.url}/api/posts`, {
      headers: { origin: app.url },
      data: {
        type: 'catch',
        privacy: 'public',
        description: 'Slow-rolled a jig along the weed edge.',
        location: 'North shore',
        latitude: 46.8721,
        longitude: -89.3177,
        catchDetails: { species: 'walleye', weight: 4.2, length: 22 },
      },
    });
    expect(shared.status(), await shared.text()).to.equal(201);
    const stats = async () => (await ana.context.request.get(`${app.url}/api/stats/me/what-works`)).json();
    expect(await eventually(async () => (await stats()).bySpecies.length > 0)).to.equal(true);

    const { page } = ana;
    await page.goto(`${app.url}/`);
    const line = page.getByRole('list', { name: 'Conditions when caught' }).first();
    await line.waitFor({ timeout: 20_000 });
    expect(await line.getByRole('listitem').count()).to.be.at.least(5);
    expect(await line.innerText()).to.contain('hPa ↘');
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).to.be.at.most(client);
    await line.scrollIntoViewIfNeeded();
    await snap(page, 'catch-conditions-phone');
  });
});

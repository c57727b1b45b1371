import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, signInThroughProvider } from './support/anglers.ts';
import { DIST } from './support/app.ts';
import { serveMapsStandIn } from './support/maps-stand-in.ts';

const KEY = 'stand-in-maps-key';

interface Made {
  scripts: Record<string, string>[];
  maps: { options: { mapId?: string; zoom: number }; fitted?: { lat: number; lng: number }[] }[];
  markers: { draggable: boolean }[];
  overlays: unknown[];
  geocoded: unknown[];
}

/**
 * The map with a key, in Chromium, against a stand-in of Google's Maps JavaScript API served at the
 * loader's URL (support/maps-stand-in.ts): the heat map draws on a Google map with the deck.gl overlay
 * attached, and the add-spot pin dragged on the map is where the spot is saved.
 */
describe('journey: the spots map with a working maps key (Google stand-in)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ staticDir: DIST, env: { MAPS_API_KEY: KEY } }), theBrowser()]);
  });
  afterEach(closeContexts);
  after(() => app?.close());

  it('loads the script once with the key, attaches the deck.gl overlay to the heat map, saves a dragged pin, and fits the map to the heat points', async () => {
    const dee = await signInThroughProvider(browser, app, aFreshName('Dee Mapper'), { width: 1440, height: 900 });
    const { page } = dee;
    await serveMapsStandIn(page);
    const spotName = `Stand-in Lagoon ${Date.now() % 100000}`;
    await dee.context.grantPermissions(['geolocation']);
    await dee.context.setGeolocation({ latitude: -33.95, longitude: 151.15 });

    // The heat map opens on Google Maps when there is a key.
    await page.goto(`${app.url}/spots`);
    await page.getByRole('application', { name: 'Heat map of fishing spots' }).waitFor();
    expect(await page.getByRole('button', { name: 'Google Maps' }).getAttribute('aria-pressed')).to.equal('true');
    await page.waitForFunction(() => (window as unknown as { __maps?: Made }).__maps?.overlays.length);
    const heat = (await page.evaluate(() => {
      const made = (window as unknown as { __maps: Made }).__maps;
      return { scripts: made.scripts, maps: made.maps.length, overlays: made.overlays.length };
    })) as { scripts: Record<string, string>[]; maps: number; overlays: number };
    expect(heat.scripts, 'the script is asked for once').to.have.length(1);
    expect(heat.scripts[0]).to.include({ key: KEY, v: 'weekly' });
    expect(heat.maps).to.equal(1);
    expect(heat.overlays, 'the deck.gl overlay is attached to the map').to.equal(1);
    // deck.gl drew its canvas into the overlay's pane of that map.
    await page.locator('[aria-label="Heat map of fishing spots"] canvas').first().waitFor({ state: 'attached' });
    await snap(page, 'maps-stand-in-heatmap-desktop');

    // Add a spot: the pin starts at the angler's position; dragging it moves the coordinates and the saved spot.
    await page.getByRole('button', { name: 'Add New Spot' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Fishing Spot' });
    await add.getByLabel('Spot Name').fill(spotName);
    await add.getByLabel('Description').fill('A sheltered lagoon behind the dunes, flathead on the drop-off.');
    await add.getByLabel('Location', { exact: true }).fill('Kurnell, NSW');
    await page.waitForFunction(() => (window as unknown as { __maps: Made }).__maps.markers.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __maps: Made }).__maps.markers.at(-1)!.draggable)).to.equal(true);
    await page.evaluate(() =>
      (window as unknown as { __maps: { markers: { __drag(lat: number, lng: number): void }[] } }).__maps.markers
        .at(-1)!
        .__drag(-34.0123, 151.2234),
    );
    await waitForValue(add.getByLabel('Latitude'), '-34.012300');
    await waitForValue(add.getByLabel('Longitude'), '151.223400');
    await snap(page, 'maps-stand-in-add-spot-desktop');
    await add.getByRole('button', { name: 'Create Spot' }).click();
    await add.waitFor({ state: 'detached' });

    const res = await dee.context.request.get(`${app.url}/api/spots?search=${encodeURIComponent(spotName)}`);
    const [saved] = (await res.json()) as { name: string; latitude: number; longitude: number }[];
    expect(saved?.name).to.equal(spotName);
    expect(saved!.latitude).to.be.closeTo(-34.0123, 1e-6);
    expect(saved!.longitude).to.be.closeTo(151.2234, 1e-6);

    // The heat map, opened again, fits the Google map to the heat layer's points: the server's heat map.
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __maps?: Made }).__maps?.maps.at(-1)?.fitted);
    const fitted = await page.evaluate(() => (window as unknown as { __maps: Made }).__maps.maps.at(-1)!.fitted!);
    const heatmap = (await (await dee.context.request.get(`${app.url}/api/spots/heatmap`)).json()) as {
      latitude: number;
      longitude: number;
    }[];
    expect(heatmap.length).to.be.greaterThan(0);
    expect(fitted).to.deep.equal(heatmap.map((spot) => ({ lat: spot.latitude, lng: spot.longitude })));
    expect(fitted).to.deep.include({ lat: saved!.latitude, lng: saved!.longitude });
  });
});

async function waitForValue(locator: import('playwright-core').Locator, value: string) {
  for (let i = 0; i < 50 && (await locator.inputValue()) !== value; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.inputValue()).to.equal(value);
}

import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, signInThroughProvider } from './support/anglers.ts';
import { DIST } from './support/app.ts';
import { readDeckLayers, serveMapsStandIn } from './support/maps-stand-in.ts';

const KEY = 'stand-in-maps-key';

interface Made {
  scripts: Record<string, string>[];
  maps: { options: { mapId?: string; zoom: number }; fitted?: { lat: number; lng: number }[] }[];
  markers: { draggable: boolean }[];
  overlays: unknown[];
  glOverlays: { draws: number }[];
  geocoded: unknown[];
}

const MAP_ID = 'stand-in-map-id';

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
      return {
        scripts: made.scripts,
        maps: made.maps.length,
        overlays: made.overlays.length,
        mapIds: made.maps.map((map) => map.options.mapId ?? null),
      };
    })) as { scripts: Record<string, string>[]; maps: number; overlays: number; mapIds: (string | null)[] };
    expect(heat.mapIds, 'without MAPS_MAP_ID the map is the raster map, made without a map id').to.deep.equal([null]);
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

/**
 * The same journeys on a vector map: MAPS_MAP_ID makes every map with that map id, the pins are Advanced
 * Markers, and deck.gl draws the heat layer into the map's own WebGL context (WebGLOverlayView).
 */
describe('journey: the spots map with a map id (Google stand-in, vector map)', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ staticDir: DIST, env: { MAPS_API_KEY: KEY, MAPS_MAP_ID: MAP_ID } }), theBrowser()]);
  });
  afterEach(closeContexts);
  after(() => app?.close());

  it('makes the map with the map id, saves the dragged advanced marker, and draws exactly the server heat points in the vector map', async () => {
    const vic = await signInThroughProvider(browser, app, aFreshName('Vic Vector'), { width: 1440, height: 900 });
    const { page } = vic;
    await serveMapsStandIn(page);
    await readDeckLayers(page);
    await vic.context.grantPermissions(['geolocation']);
    await vic.context.setGeolocation({ latitude: -33.95, longitude: 151.15 });
    const spotName = `Vector Inlet ${Date.now() % 100000}`;

    await page.goto(`${app.url}/spots`);
    await page.getByRole('application', { name: 'Heat map of fishing spots' }).waitFor();
    await page.waitForFunction(() => ((window as unknown as { __maps?: Made }).__maps?.glOverlays[0]?.draws ?? 0) > 0);
    const made = await page.evaluate(() => {
      const maps = (window as unknown as { __maps: Made & { maps: { getMapCapabilities(): object; getRenderingType(): string }[] } })
        .__maps;
      return {
        mapIds: maps.maps.map((map) => map.options.mapId),
        capabilities: maps.maps[0]!.getMapCapabilities(),
        rendering: maps.maps[0]!.getRenderingType(),
      };
    });
    expect(made.mapIds, 'the heat map is made with the configured map id').to.deep.equal([MAP_ID]);
    expect(made.rendering).to.equal('VECTOR');
    expect(made.capabilities).to.include({ isAdvancedMarkersAvailable: true });

    // The add-spot pin is an advanced marker on a map with the map id; dragged, it is where the spot is saved.
    await page.getByRole('button', { name: 'Add New Spot' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Fishing Spot' });
    await add.getByLabel('Spot Name').fill(spotName);
    await add.getByLabel('Description').fill('A quiet inlet behind the oyster leases, bream on the turn of the tide.');
    await add.getByLabel('Location', { exact: true }).fill('Botany Bay, NSW');
    await page.waitForFunction(() =>
      (window as unknown as { __maps: { markers: { kind?: string }[] } }).__maps.markers.some((m) => m.kind === 'advanced'),
    );
    const pin = await page.evaluate(() => {
      const maps = (
        window as unknown as {
          __maps: {
            maps: { options: { mapId?: string } }[];
            markers: { kind?: string; gmpDraggable: boolean; shown: boolean; map: unknown }[];
          };
        }
      ).__maps;
      const marker = maps.markers.filter((m) => m.kind === 'advanced').at(-1)!;
      return {
        draggable: marker.gmpDraggable,
        shown: marker.shown,
        mapId: maps.maps.find((map) => map === marker.map)?.options.mapId,
        classic: maps.markers.filter((m) => m.kind !== 'advanced').length,
      };
    });
    expect(pin).to.deep.equal({ draggable: true, shown: true, mapId: MAP_ID, classic: 0 });
    await page.evaluate(() => {
      const markers = (window as unknown as { __maps: { markers: { kind?: string; __drag(lat: number, lng: number): void }[] } }).__maps
        .markers;
      markers
        .filter((m) => m.kind === 'advanced')
        .at(-1)!
        .__drag(-33.9871, 151.1802);
    });
    await waitForValue(add.getByLabel('Latitude'), '-33.987100');
    await waitForValue(add.getByLabel('Longitude'), '151.180200');
    await snap(page, 'maps-stand-in-vector-add-spot-desktop');
    await add.getByRole('button', { name: 'Create Spot' }).click();
    await add.waitFor({ state: 'detached' });
    const [saved] = (await (await vic.context.request.get(`${app.url}/api/spots?search=${encodeURIComponent(spotName)}`)).json()) as {
      latitude: number;
      longitude: number;
    }[];
    expect(saved!.latitude).to.be.closeTo(-33.9871, 1e-6);
    expect(saved!.longitude).to.be.closeTo(151.1802, 1e-6);

    // Opened again, deck.gl's overlay on the vector map holds the heat layer with exactly the server's heat points.
    await page.reload();
    await page.waitForFunction(() => ((window as unknown as { __maps?: Made }).__maps?.glOverlays[0]?.draws ?? 0) > 0);
    const heatmap = (await (await vic.context.request.get(`${app.url}/api/spots/heatmap`)).json()) as {
      latitude: number;
      longitude: number;
      activityScore: number;
    }[];
    expect(heatmap.some((spot) => Math.abs(spot.latitude - saved!.latitude) < 1e-9)).to.equal(true);
    await page.waitForFunction(
      (count) =>
        (window as unknown as { __deckLayer(id: string): { points: unknown[] } | null }).__deckLayer('spot-heat')?.points.length === count,
      heatmap.length,
    );
    const drawn = await page.evaluate(() => ({
      ...(window as unknown as { __deckLayer(id: string): { kind: string; points: [number, number][] } }).__deckLayer('spot-heat'),
      glDraws: (window as unknown as { __maps: Made }).__maps.glOverlays.length,
    }));
    expect(drawn.kind).to.equal('HeatmapLayer');
    expect(drawn.points).to.deep.equal(heatmap.map((spot) => [spot.longitude, spot.latitude]));
    expect(drawn.glDraws, "deck.gl drew through the vector map's WebGLOverlayView").to.equal(1);
    await snap(page, 'maps-stand-in-vector-heatmap-desktop');

    // The location picker's search with a key asks Google's geocoder; the trip is saved at the place found.
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Log Trip' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Log Fishing Trip' });
    await wizard.getByRole('button', { name: 'Custom Location' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose Trip Location' });
    // With the maps service ready the search is Google's geocoder (before, the server's gazetteer).
    await picker.getByRole('application', { name: /Map: click or drag the pin/ }).waitFor();
    await picker.getByLabel('Search for a place').fill('Jindabyne');
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForValue(picker.getByLabel('Place name'), 'Lake Jindabyne, NSW, Australia');
    expect(await page.evaluate(() => (window as unknown as { __maps: Made }).__maps.geocoded)).to.deep.include({ address: 'Jindabyne' });
    await snap(page, 'maps-stand-in-vector-location-picker-desktop');
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: /Unsuccessful/ }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Log Trip' }).click();
    await wizard.waitFor({ state: 'detached' });
    await app.settled();
    const body = (await (await vic.context.request.get(`${app.url}/api/trips/user/${vic.id}`)).json()) as
      | { items: { location: string; latitude: number; longitude: number }[] }
      | { location: string; latitude: number; longitude: number }[];
    const [trip] = Array.isArray(body) ? body : body.items;
    expect(trip).to.include({ location: 'Lake Jindabyne, NSW, Australia', latitude: -36.4183, longitude: 148.6182 });
  });
});

async function waitForValue(locator: import('playwright-core').Locator, value: string) {
  for (let i = 0; i < 50 && (await locator.inputValue()) !== value; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.inputValue()).to.equal(value);
}

import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { aGpxTrack } from '../backend/test/spots/gpx-files.ts';
import { theApp } from './support/app.ts';
import { closeContexts, PHONE, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, follows, signInThroughProvider } from './support/anglers.ts';

/**
 * Tracks in and out, in Chromium on a phone: an angler imports a watch's GPX file from the Trips tab,
 * lands on the new trip with its path drawn (no maps key: the drawn fallback) and the file's waypoint
 * offered as a catch, with GPX and KML downloads; a follower sees the path only as the shield allows.
 */
describe('journey: tracks in and out', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('imports a GPX track into a trip whose page draws the path (phone)', async () => {
    const rosa = await signInThroughProvider(browser, app, aFreshName('Track Rosa'), PHONE);
    const bo = await signInThroughProvider(browser, app, aFreshName('Track Bo'), PHONE);
    await follows(app, bo, rosa);
    const gpx = aGpxTrack({
      points: 240,
      start: new Date(Date.now() - 3 * 3600_000),
      seconds: 30,
      stepDegrees: 0.0004,
      wander: 0.012,
      name: 'Dawn along the north shore',
      waypoints: [
        { name: 'Walleye at the drop-off', latitude: 46.905, longitude: -89.29, at: new Date(Date.now() - 2 * 3600_000).toISOString() },
      ],
    });

    await rosa.page.goto(`${app.url}/profile`);
    await rosa.page.getByRole('tab', { name: 'Trips' }).click();
    await rosa.page.locator('input[type=file][accept*=gpx]').setInputFiles({
      name: 'activity.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(gpx),
    });
    await expectToast(rosa.page, 'Track imported');
    await rosa.page.waitForURL(/\/trips\//);
    const drawn = rosa.page.getByRole('img', { name: /The trip's path, 240 points/ });
    await drawn.waitFor();
    await rosa.page.getByRole('button', { name: 'Close' }).first().click();
    await drawn.scrollIntoViewIfNeeded();
    expect(await rosa.page.getByRole('button', { name: 'Share as catch' }).count()).to.equal(1);
    expect(await rosa.page.getByText('Walleye at the drop-off').count()).to.be.greaterThan(0);
    expect(await rosa.page.getByRole('link', { name: 'Download GPX' }).getAttribute('href')).to.match(/\/api\/trips\/.+\/export\/gpx$/);
    await snap(rosa.page, 'trip-path-phone');

    // Share as catch: the catch form opens with the waypoint's place written in.
    await rosa.page.getByRole('button', { name: 'Share as catch' }).click();
    await rosa.page.getByRole('dialog', { name: 'Upload a Catch' }).waitFor();
    await snap(rosa.page, 'trip-waypoint-as-catch-phone');
    await rosa.page.keyboard.press('Escape');

    // A follower (not a mate) sees the public precision, about 1 km: a coarser path, and no downloads.
    const tripUrl = rosa.page.url();
    await bo.page.goto(tripUrl);
    const seen = bo.page.getByRole('img', { name: /The trip's path, \d+ points/ });
    await seen.waitFor();
    const label = (await seen.getAttribute('aria-label'))!;
    expect(Number(label.match(/(\d+) points/)![1])).to.be.lessThan(240);
    expect(await bo.page.getByRole('link', { name: 'Download GPX' }).count()).to.equal(0);
    await snap(bo.page, 'trip-path-shielded-phone');
  });
});

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, newAngler, theBrowser } from './support/browser.ts';

/**
 * The kit's viewability rule in Chromium's own IntersectionObserver: an ad counts as seen
 * when at least 50 % of its pixels are on screen for one continuous second. The page holds one
 * 300×200 ad placed so that an exact share of it shows; the kit's watcher runs unchanged (its
 * TypeScript stripped of types, nothing else).
 */
const ADS = join(process.cwd(), 'remotes', 'kit', 'src', 'ads');
const watcher = ['viewability.ts', 'watch-viewability.ts']
  .map((file) => stripTypeScriptTypes(readFileSync(join(ADS, file), 'utf8')))
  .join('\n')
  .replace(/^import .*$/gm, '')
  .replace(/^export /gm, '');

const VIEWPORT = { width: 800, height: 600 };

/** An ad whose top is `top` px from the top of a 600 px high screen (its bottom part below the fold). */
async function pageWithAd(browser: Browser, top: number): Promise<Page> {
  const { page } = await newAngler(browser, VIEWPORT);
  await page.setContent(
    `<body style="margin:0"><div id="ad" style="position:absolute;left:0;top:${top}px;width:300px;height:200px;background:#0e7490"></div></body>`,
  );
  await page.addScriptTag({ content: `${watcher}\nwindow.views = [];\nwatchViewability(document.getElementById('ad'), () => window.views.push(performance.now()));` });
  return page;
}
const views = (page: Page) => page.evaluate(() => (window as unknown as { views: number[] }).views.length);
/** Moves the ad so that `visible` px of its 200 show, from inside the page (no round trip in the timing). */
const showPx = (visible: number) => `document.getElementById('ad').style.top = '${VIEWPORT.height - visible}px'`;

describe('ads: a viewable impression in Chromium (50 % for one continuous second)', function () {
  this.timeout(60_000);
  let browser: Browser;
  before(async () => {
    browser = await theBrowser();
  });
  afterEach(closeContexts);

  it('counts nothing for an ad 49 % visible for 5 s', async () => {
    const page = await pageWithAd(browser, VIEWPORT.height - 98);
    await page.waitForTimeout(5_000);
    expect(await views(page)).to.equal(0);
  });

  it('counts nothing for an ad 50 % visible for 0.9 s', async () => {
    const page = await pageWithAd(browser, 2_000);
    await page.evaluate(`${showPx(100)}; setTimeout(() => { ${showPx(0)} }, 900)`);
    await page.waitForTimeout(2_500);
    expect(await views(page)).to.equal(0);
  });

  it('counts one for an ad 50 % visible for 1.0 s, and only one however long it stays', async () => {
    const page = await pageWithAd(browser, 2_000);
    const shownAt = await page.evaluate(`${showPx(100)}; performance.now()`);
    await page.waitForFunction(() => (window as unknown as { views: number[] }).views.length > 0, undefined, { timeout: 5_000 });
    const countedAt = await page.evaluate(() => (window as unknown as { views: number[] }).views[0]!);
    expect(countedAt - (shownAt as number)).to.be.at.least(1_000);
    await page.waitForTimeout(2_000);
    await page.evaluate(`${showPx(0)}`);
    await page.waitForTimeout(200);
    await page.evaluate(`${showPx(200)}`);
    await page.waitForTimeout(1_500);
    expect(await views(page)).to.equal(1);
  });

  it('stops the second when the ad drops below half, and starts it again when it is back', async () => {
    const page = await pageWithAd(browser, 2_000);
    await page.evaluate(`${showPx(120)}; setTimeout(() => { ${showPx(90)} }, 600); setTimeout(() => { ${showPx(150)} }, 900)`);
    await page.waitForTimeout(1_700);
    expect(await views(page), '0.6 s + 0.8 s in two stretches is not one second').to.equal(0);
    await page.waitForTimeout(800);
    expect(await views(page)).to.equal(1);
  });
});

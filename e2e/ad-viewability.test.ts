import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, newAngler, theBrowser } from './support/browser.ts';

/**
 * The kit's viewability rule in Chromium's own IntersectionObserver: an ad counts as seen when at least
 * 50 % of its pixels are on screen for one continuous second. The page holds one 300×200 ad placed so
 * that an exact share of it shows; the kit's watcher runs unchanged (its TypeScript stripped of types,
 * nothing else). The page's timers run on Playwright's clock, moved by the test: the observer reports
 * in real time, the second is counted on the page's own (fake) clock, so a busy machine cannot
 * stretch or shrink it.
 */
const ADS = join(process.cwd(), 'remotes', 'kit', 'src', 'ads');
const watcher = ['viewability.ts', 'watch-viewability.ts']
  .map((file) => stripTypeScriptTypes(readFileSync(join(ADS, file), 'utf8')))
  .join('\n')
  .replace(/^import .*$/gm, '')
  .replace(/^export /gm, '');

/** Notes the share the observer last reported, so the test moves the clock only after the page saw a move. */
const observerProbe = `
window.lastRatio = -1;
const RealObserver = window.IntersectionObserver;
window.IntersectionObserver = class extends RealObserver {
  constructor(report, options) {
    super((entries, observer) => { report(entries, observer); window.lastRatio = entries[entries.length - 1].intersectionRatio; }, options);
  }
};`;

const VIEWPORT = { width: 800, height: 600 };

/** An ad whose top is `top` px from the top of a 600 px high screen (its bottom part below the fold). */
async function pageWithAd(browser: Browser, top: number): Promise<Page> {
  const { page } = await newAngler(browser, VIEWPORT);
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000); // time moves only when the test moves it
  await page.setContent(
    `<body style="margin:0"><div id="ad" style="position:absolute;left:0;top:${top}px;width:300px;height:200px;background:#0e7490"></div></body>`,
  );
  await page.addScriptTag({
    content: `${observerProbe}\n${watcher}\nwindow.views = [];\nwatchViewability(document.getElementById('ad'), () => window.views.push(performance.now()));`,
  });
  await observed(page, top >= VIEWPORT.height ? 0 : (VIEWPORT.height - top) / 200);
  return page;
}
const views = (page: Page) => page.evaluate(() => (window as unknown as { views: number[] }).views.length);

/** Moves the ad so that `visible` px of its 200 show, and waits until the observer has reported that share. */
async function show(page: Page, visible: number): Promise<void> {
  await page.evaluate((top) => {
    document.getElementById('ad')!.style.top = `${top}px`;
  }, VIEWPORT.height - visible);
  await observed(page, Math.min(1, Math.max(0, visible / 200)));
}

/** Waits (in real time, polled from here) for the observer's report of `ratio`; the page's clock stands still meanwhile. */
async function observed(page: Page, ratio: number): Promise<void> {
  for (let polls = 0; ; polls++) {
    const last = await page.evaluate(() => (window as unknown as { lastRatio: number }).lastRatio);
    if (Math.abs(last - ratio) < 0.01) return;
    if (polls > 600) throw new Error(`the observer reported ${last}, not ${ratio}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('ads: a viewable impression in Chromium (50 % for one continuous second)', function () {
  this.timeout(60_000);
  let browser: Browser;
  before(async () => {
    browser = await theBrowser();
  });
  afterEach(closeContexts);

  it('counts nothing for an ad 49 % visible for 5 s', async () => {
    const page = await pageWithAd(browser, VIEWPORT.height - 98);
    await page.clock.runFor(5_000);
    expect(await views(page)).to.equal(0);
  });

  it('counts nothing for an ad 50 % visible for 0.9 s', async () => {
    const page = await pageWithAd(browser, 2_000);
    await show(page, 100);
    await page.clock.runFor(900);
    await show(page, 0);
    await page.clock.runFor(2_500);
    expect(await views(page)).to.equal(0);
  });

  it('counts one for an ad 50 % visible for 1.0 s, and only one however long it stays', async () => {
    const page = await pageWithAd(browser, 2_000);
    await show(page, 100);
    await page.clock.runFor(999);
    expect(await views(page), 'one millisecond short of the second').to.equal(0);
    await page.clock.runFor(1);
    expect(await views(page)).to.equal(1);
    await page.clock.runFor(2_000);
    await show(page, 0);
    await page.clock.runFor(200);
    await show(page, 200);
    await page.clock.runFor(1_500);
    expect(await views(page)).to.equal(1);
  });

  it('stops the second when the ad drops below half, and starts it again when it is back', async () => {
    const page = await pageWithAd(browser, 2_000);
    await show(page, 120);
    await page.clock.runFor(600);
    await show(page, 90);
    await page.clock.runFor(300);
    await show(page, 150);
    await page.clock.runFor(800);
    expect(await views(page), '0.6 s + 0.8 s in two stretches is not one second').to.equal(0);
    await page.clock.runFor(200);
    expect(await views(page)).to.equal(1);
  });
});

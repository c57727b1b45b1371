import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { ScrapedMetrics } from '../backend/test/support/scraped-metrics.ts';
import { theApp } from './support/app.ts';
import { closeContexts, newAngler, theBrowser } from './support/browser.ts';

/**
 * Real-user monitoring as a browser does it: the page measures its Core Web Vitals (web-vitals, loaded
 * once the page is idle) and sends them when it is hidden; the backend files them by route template.
 */
describe('journey: a page reports its Core Web Vitals when hidden', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it("files the landing page's LCP under the route '/'", async () => {
    const lcps = async () => (await ScrapedMetrics.of(app)).count('tightlines_web_vitals_lcp_seconds_count', { route: '/' });
    const before = await lcps();
    const { page } = await newAngler(browser);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/vitals') answers.push(response.status());
    });
    await page.goto(`${app.url}/`);
    // Settled (the library is loaded once the page is idle): a paint after the page was first hidden
    // would not count, as in a real tab. Then the angler presses a key (a real input ends LCP's
    // measuring; the library ignores synthetic events) and switches tabs, until the report has landed.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Shift');
    const until = Date.now() + 30_000;
    while ((await lcps()) === before && Date.now() < until) {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      });
      await page.waitForTimeout(250);
    }
    expect(await lcps()).to.equal(before + 1);
    expect(answers).to.include(204);
    expect(
      answers.every((status) => status === 204),
      String(answers),
    ).to.equal(true);
  });
});

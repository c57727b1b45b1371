import { expect } from 'chai';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { theApp } from './support/app.ts';
import { ARTIFACTS, DESKTOP, closeContexts, newAngler, theBrowser } from './support/browser.ts';
import { aFreshName, signInThroughProvider } from './support/anglers.ts';

/**
 * The JavaScript budgets, measured as a person's browser pays them: bytes over the wire (the
 * server sends the build's brotli copies) on a cold cache, in Chromium. The budgets live in
 * frontend-budgets.json; the figures are written to test-artifacts/js-budget.md for bench/README.md.
 */
interface Budget {
  target: number;
  ceiling: number;
}
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'frontend-budgets.json'), 'utf8')) as Record<
  'landing' | 'home' | 'remoteFirstScreen' | 'advertiserLogin',
  Budget
> & { firstScreen: Budget & { over?: Record<string, number> } };

/** A screen opened cold: its own ceiling while it is over the shared one, else the shared one. */
const coldBudget = (screen: string, signedIn: boolean): Budget => {
  if (!signedIn) return budgets.advertiserLogin;
  const { target, ceiling, over } = budgets.firstScreen;
  return { target, ceiling: over?.[screen] ?? ceiling };
};

/**
 * Every remote's first screen the app draws, opened from the signed-in home. Not the advertiser portal: it
 * is a page of its own (a full navigation from the app), measured opened cold below.
 */
const REMOTE_SCREENS = [
  { remote: 'forum', path: '/forum', heading: 'Forum' },
  { remote: 'spots', path: '/spots', heading: 'Fishing Spots' },
  { remote: 'tournaments', path: '/tournaments', heading: 'Fishing Tournaments' },
  // The operator console: an angler who is not an operator pays for its first screen too, to be told so.
  { remote: 'operator', path: '/operator', heading: 'Operators only' },
];

/**
 * Every main screen opened cold, as a link from outside the app opens it (a shared post, a bookmark): the
 * shell and the screen's remote together, nothing cached. The advertiser login is opened signed out and
 * has its own, lower budget: a login form needs little.
 */
const COLD_SCREENS: { name: string; path: (me: string) => string; heading: string | ((name: string) => string); signedIn: boolean }[] = [
  { name: 'home', path: () => '/', heading: 'Discover', signedIn: true },
  { name: 'profile', path: (me) => `/profile/${me}`, heading: (name) => name, signedIn: true },
  { name: 'forum', path: () => '/forum', heading: 'Forum', signedIn: true },
  { name: 'messages', path: () => '/messages', heading: 'Messages', signedIn: true },
  { name: 'groups', path: () => '/groups', heading: 'Groups & Communities', signedIn: true },
  { name: 'spots', path: () => '/spots', heading: 'Fishing Spots', signedIn: true },
  { name: 'tournaments', path: () => '/tournaments', heading: 'Fishing Tournaments', signedIn: true },
  { name: 'operator console', path: () => '/operator', heading: 'Operators only', signedIn: true },
  { name: 'advertiser login', path: () => '/advertiser/login', heading: 'Advertiser Login', signedIn: false },
];

/** Counts the JavaScript a page downloads (Chrome's own byte count of each response, headers included). */
async function scriptMeter(context: BrowserContext, page: Page): Promise<{ take(): number; quiet(): Promise<void> }> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  const inFlight = new Set<string>();
  let bytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
    urls.set(e.requestId, new URL(e.response.url).pathname);
  });
  const done = (id: string) => {
    inFlight.delete(id);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
    // JS_BUDGET_VERBOSE=1 lists each script, for finding what weighs.
    if (scripts.has(e.requestId) && process.env.JS_BUDGET_VERBOSE)
      console.log(`    ${Math.round(e.encodedDataLength / 102.4) / 10} KB ${urls.get(e.requestId)}`);
    done(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));
  return {
    take() {
      const kb = bytes / 1024;
      bytes = 0;
      return Math.round(kb * 10) / 10;
    },
    /** Until nothing but the live stream has been asked for 700 ms. */
    async quiet() {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (inFlight.size > 1 || Date.now() - lastActivity < 700)) await page.waitForTimeout(100);
    },
  };
}

describe('JavaScript budgets (bytes over the wire, cold cache)', function () {
  this.timeout(120_000);
  const figures: { screen: string; kb: number; budget: Budget }[] = [];
  afterEach(closeContexts);
  after(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const rows = figures.map(({ screen, kb, budget }) => `| ${screen} | ${kb} | ${budget.target} | ${budget.ceiling} |`);
    writeFileSync(
      join(ARTIFACTS, '..', 'js-budget.md'),
      ['| Screen | JavaScript (KB, brotli) | Target | Enforced ceiling |', '|---|---:|---:|---:|', ...rows, ''].join('\n'),
    );
  });

  it(`landing: at most ${budgets.landing.ceiling} KB`, async () => {
    const [app, browser] = await Promise.all([theApp(), theBrowser()]);
    const { context, page } = await newAngler(browser, DESKTOP);
    const meter = await scriptMeter(context, page);
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: /^Sign In/ }).waitFor();
    await meter.quiet();
    const kb = meter.take();
    figures.push({ screen: 'Landing (/)', kb, budget: budgets.landing });
    expect(kb).to.be.at.most(budgets.landing.ceiling);
  });

  it(`signed-in home: at most ${budgets.home.ceiling} KB, and each remote's first screen at most ${budgets.remoteFirstScreen.ceiling} KB more`, async () => {
    const [app, browser] = await Promise.all([theApp(), theBrowser()]);
    const angler = await signInThroughProvider(browser, app, aFreshName('Budget'));
    const { context, page } = angler;
    // Cold cache means no service worker either: its warm-up would fetch the remotes ahead (off the page's
    // own network log) and serve them from its cache (shell/src/offline). Without the API it never registers.
    await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
    const meter = await scriptMeter(context, page);
    await page.goto(`${app.url}/`);
    await page.getByRole('tab', { name: 'Discover' }).waitFor();
    await meter.quiet();
    const home = meter.take();
    figures.push({ screen: 'Signed-in home (/)', kb: home, budget: budgets.home });

    const over: string[] = [];
    for (const { remote, path, heading } of REMOTE_SCREENS) {
      // A link inside the app: the router moves, the remote's first screen loads.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      await meter.quiet();
      const kb = meter.take();
      figures.push({ screen: `+ ${remote} (${path})`, kb, budget: budgets.remoteFirstScreen });
      if (kb > budgets.remoteFirstScreen.ceiling) over.push(`${remote}: ${kb} KB`);
    }
    expect(home).to.be.at.most(budgets.home.ceiling);
    expect(over).to.deep.equal([]);
  });

  it(`every main screen opened cold: at most ${budgets.firstScreen.ceiling} KB (${Object.keys(budgets.firstScreen.over ?? {}).join(', ') || 'none'} still over), the advertiser login at most ${budgets.advertiserLogin.ceiling} KB`, async () => {
    const [app, browser] = await Promise.all([theApp(), theBrowser()]);
    const angler = await signInThroughProvider(browser, app, aFreshName('Cold'));
    const session = await angler.context.cookies();
    const over: string[] = [];
    for (const screen of COLD_SCREENS) {
      const { context, page } = await newAngler(browser, DESKTOP);
      if (screen.signedIn) await context.addCookies(session);
      await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
      const meter = await scriptMeter(context, page);
      await page.goto(`${app.url}${screen.path(angler.id)}`);
      const heading = typeof screen.heading === 'string' ? screen.heading : screen.heading(angler.name);
      await page
        .getByRole(heading === 'Discover' ? 'tab' : 'heading', { name: heading, exact: true })
        .first()
        .waitFor();
      await meter.quiet();
      const kb = meter.take();
      const budget = coldBudget(screen.name, screen.signedIn);
      figures.push({ screen: `${screen.name} opened cold (${screen.path(':id')})`, kb, budget });
      if (kb > budget.ceiling) over.push(`${screen.name}: ${kb} KB`);
      await context.close();
    }
    expect(over).to.deep.equal([]);
  });
});

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's Chromium; a browser download by the test tool is impossible on this network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that keep headless Chromium from reaching out to the (closed) network. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 768 } as const;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/**
 * One Chromium for the whole test run, launched by the first journey that asks for it: launching one per
 * test (or per file) costs seconds on a small machine, and journeys stay apart by their own contexts.
 */
let shared: Promise<Browser> | undefined;
export function theBrowser(): Promise<Browser> {
  shared ??= launchChromium();
  return shared;
}
// A root-level hook (registered when the first journey file imports this module): closes the shared
// browser after every file has run.
if (typeof after === 'function') {
  after(async () => {
    const browser = shared;
    shared = undefined;
    await (await browser)?.close();
  });
}

/** Contexts opened by newAngler and not closed yet: closeContexts() closes them (after each journey). */
const open = new Set<BrowserContext>();

export async function newAngler(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  open.add(context);
  context.once('close', () => open.delete(context));
  const page = await context.newPage();
  return { context, page };
}

/**
 * Closes every context a journey opened, whether it passed or not, so the next one starts clean. Used as
 * `afterEach(closeContexts)`: when the journey failed, each of its pages is first saved as a screenshot
 * (`failed-<title>-<n>.png`) for the person reading the failure.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: TypeScript gives a plain call's `this` the type void; `undefined` would refuse closeContexts() called directly.
export async function closeContexts(this: Mocha.Context | void): Promise<void> {
  const test = this ? this.currentTest : undefined;
  if (test?.state === 'failed') {
    const name = `failed-${test
      .fullTitle()
      .replace(/[^\w-]+/g, '-')
      .slice(0, 120)}`;
    const pages = [...open].flatMap((context) => context.pages());
    await Promise.all(pages.map((page, n) => snap(page, `${name}-${n + 1}`).catch(() => undefined)));
  }
  await Promise.all([...open].map((context) => context.close()));
  open.clear();
}

/** Screenshots are test artefacts (git-ignored) a person looks at after the run. */
export const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'screenshots');

export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

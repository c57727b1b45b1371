/**
 * A screen opened as Lighthouse's mobile preset sees it (its viewport and a processor slowed 4x), as the
 * identity the screen names (its cookies and storage): how profile.ts and long-tasks.ts open each screen.
 */
import { chromium, type Browser } from 'playwright-core';
import type { Screen, ScreensUnderTest } from './screens.ts';

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    headless: true,
  });

export async function openAsPhone(browser: Browser, { states }: ScreensUnderTest, screen: Screen) {
  // ignoreHTTPSErrors: LIGHTHOUSE_PROTOCOL=h2 serves a throwaway certificate (screens.ts).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
    storageState: states[screen.as],
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

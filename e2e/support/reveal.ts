import type { Locator, Page } from 'playwright-core';

/**
 * Lists draw their next cards only as the angler scrolls towards the end (the kit's useRevealed), so a
 * card far down a long list is not in the page until then: scroll to the end, a screenful at a time,
 * until the locator finds something, as a person looking for it would.
 */
export async function scrollUntilFound(page: Page, locator: Locator, { screens = 20 } = {}): Promise<Locator> {
  for (let screen = 0; screen < screens; screen++) {
    if ((await locator.count()) > 0) return locator;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    // The next cards come a render after the scroll: wait for the page to grow or the item to appear.
    await page
      .waitForFunction(
        (height) => document.documentElement.scrollHeight > height,
        await page.evaluate(() => document.documentElement.scrollHeight),
        {
          timeout: 1_000,
        },
      )
      .catch(() => undefined);
  }
  return locator;
}

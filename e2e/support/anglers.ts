import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp } from '../../backend/test/support/index.ts';
import { DESKTOP, newAngler } from './browser.ts';

export interface SignedInAngler {
  id: string;
  name: string;
  context: BrowserContext;
  page: Page;
}

/** Signs a person in through the landing screen and the development provider's own login page. */
export async function signInThroughBrowser(
  browser: Browser,
  app: TestApp,
  name: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<SignedInAngler> {
  const { context, page } = await newAngler(browser, viewport);
  await page.goto(app.url + '/');
  await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(app.url + '/');
  const me = (await (await page.request.get(app.url + '/api/auth/user')).json()) as { id: string };
  return { id: me.id, name, context, page };
}

/** Waits for a toast with this title (the kit shows one at a time). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { z } from 'zod';
import type { LogTrip, Post, SharePost } from '@tightlines/contracts';
import type { TestApp } from '../../backend/test/support/index.ts';
import { DESKTOP, newAngler } from './browser.ts';

export interface SignedInAngler {
  id: string;
  name: string;
  context: BrowserContext;
  page: Page;
}

let anglersNamed = 0;
/**
 * A name no other journey of this run uses (the development provider signs the same name in as the same
 * angler), so every journey starts from fresh anglers. The number has a fixed width: no name is the start
 * of another, as in "Alice 001" and "Alice 0012".
 */
export function aFreshName(first: string): string {
  anglersNamed += 1;
  return `${first} ${String(anglersNamed).padStart(3, '0')}`;
}

/** Signs a person in through the landing screen and the development provider's own login page. */
export async function signInThroughBrowser(
  browser: Browser,
  app: TestApp,
  name: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<SignedInAngler> {
  const { context, page } = await newAngler(browser, viewport);
  await page.goto(`${app.url}/`);
  await page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${app.url}/`);
  const me = (await (await page.request.get(`${app.url}/api/auth/user`)).json()) as { id: string };
  return { id: me.id, name, context, page };
}

/**
 * Signs a person in through the development provider without drawing the pages: the same requests the
 * landing screen's button and the provider's login form make (/api/login → the provider's page → its form
 * → /api/callback), sent by the context's own request client, so the browser context holds the session.
 * For journeys where signing in is only a precondition; the walking skeleton signs in through the screens.
 */
export async function signInThroughProvider(
  browser: Browser,
  app: TestApp,
  name: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<SignedInAngler> {
  return signInWith(browser, app, { displayName: name, pictureUrl: '' }, name, viewport);
}

/** Signs in as a seeded demo angler (the demo operator), chosen by slug on the provider's page as a newcomer chooses one. */
export function signInAsDemoAngler(
  browser: Browser,
  app: TestApp,
  slug: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<SignedInAngler> {
  return signInWith(browser, app, { chosen: slug }, slug, viewport);
}

async function signInWith(
  browser: Browser,
  app: TestApp,
  form: Record<string, string>,
  name: string,
  viewport: { width: number; height: number },
): Promise<SignedInAngler> {
  const { context, page } = await newAngler(browser, viewport);
  const login = await context.request.get(`${app.url}/api/login`);
  const html = await login.text();
  expect(login.status(), `the provider's sign-in page: ${html.slice(0, 300)}`).to.equal(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`No sign-in form on the provider's page:\n${html.slice(0, 500)}`);
  const landed = await context.request.post(new URL(action, login.url()).href, { form });
  expect(new URL(landed.url()).pathname, `sign-in of ${name} ends on the app`).to.equal('/');
  const me = await context.request.get(`${app.url}/api/auth/user`);
  expect(me.status(), `${name} is signed in`).to.equal(200);
  const { id } = (await me.json()) as { id: string };
  return { id, name, context, page };
}

/** Waits for a toast with this title (the kit shows one at a time). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor();
}

/**
 * Preconditions a journey needs but does not test are made through the HTTP API, with the angler's own
 * browser session (the context's cookies), as the same-origin app would call it. Each call waits until
 * what it caused (durable events: the feeds' copy of the follow graph, timelines) has been applied.
 */
async function call<T>(app: TestApp, angler: SignedInAngler, method: string, path: string, status: number, data?: unknown): Promise<T> {
  const res = await angler.context.request.fetch(app.url + path, {
    method,
    data,
    headers: { origin: app.url },
    failOnStatusCode: false,
  });
  const text = await res.text();
  expect(res.status(), `${method} ${path} as ${angler.name}: ${text.slice(0, 300)}`).to.equal(status);
  await app.settled();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function follows(app: TestApp, follower: SignedInAngler, followee: SignedInAngler): Promise<void> {
  await call(app, follower, 'POST', `/api/follow/${followee.id}`, 200);
}

/** Two anglers who follow each other: mates. */
export async function mates(app: TestApp, a: SignedInAngler, b: SignedInAngler): Promise<void> {
  await follows(app, a, b);
  await follows(app, b, a);
}

export function sharesCatch(app: TestApp, angler: SignedInAngler, body: z.input<typeof SharePost>): Promise<Post> {
  return call<Post>(app, angler, 'POST', '/api/posts', 201, body);
}

export async function logsTrip(app: TestApp, angler: SignedInAngler, body: z.input<typeof LogTrip>): Promise<void> {
  await call(app, angler, 'POST', '/api/spots/trips', 201, body);
}

/** The angler's units for sizes and weights (a new angler measures in imperial, the default). */
export async function measuresIn(app: TestApp, angler: SignedInAngler, unitSystem: 'metric' | 'imperial'): Promise<void> {
  await call(app, angler, 'PUT', `/api/profile/${angler.id}/unit-system`, 200, { unitSystem });
}

/**
 * The interactions `npm run bench:inp` measures: where each starts (a fresh page load, so each
 * repetition's page has seen nothing else), what is ready before it, the one gesture measured, and the
 * state that says it answered. Setup gestures (opening a spot before switching its tabs) happen before
 * the measured gesture's start and are left out of its figure (run.ts).
 */
import type { Locator, Page } from 'playwright-core';

export interface Interaction {
  name: string;
  /** Path of the page it starts on (the angler's own data substituted by run.ts). */
  path: string;
  /** Until the page can take the gesture, and any setup gestures. */
  ready(page: Page): Promise<void>;
  /** The gesture measured. */
  act(page: Page): Promise<void>;
  /** Until the screen shows the answer. */
  answered(page: Page): Promise<void>;
}

const likeButton = (page: Page) => page.getByRole('button', { name: /^(Like|Unlike), / }).first();
let likeLabel = '';

async function valueIs(page: Page, box: Locator, value: string): Promise<void> {
  for (let tries = 0; tries < 100 && (await box.inputValue()) !== value; tries += 1) await page.waitForTimeout(50);
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'like a post',
    path: '/',
    ready: async (page) => {
      await likeButton(page).waitFor();
      likeLabel = (await likeButton(page).getAttribute('aria-label')) ?? '';
    },
    act: (page) => likeButton(page).click(),
    answered: (page) =>
      page
        .getByRole('button', { name: likeLabel.startsWith('Like') ? /^Unlike, / : /^Like, / })
        .first()
        .waitFor(),
  },
  {
    name: 'open Share Catch',
    path: '/',
    ready: (page) => page.getByRole('button', { name: 'Share Catch', exact: true }).waitFor(),
    act: (page) => page.getByRole('button', { name: 'Share Catch', exact: true }).click(),
    answered: (page) => page.getByRole('dialog').first().waitFor(),
  },
  {
    name: 'switch feed tabs (Following → Discover)',
    path: '/',
    ready: (page) => likeButton(page).waitFor(),
    act: (page) => page.getByRole('tab', { name: 'Discover' }).click(),
    answered: (page) => page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Discover' }).waitFor(),
  },
  {
    name: 'open a spot',
    path: '/spots?tab=all',
    ready: (page) => page.getByRole('button', { name: 'View', exact: true }).first().waitFor(),
    act: (page) => page.getByRole('button', { name: 'View', exact: true }).first().click(),
    answered: (page) => page.getByRole('tablist', { name: 'Spot details' }).waitFor(),
  },
  {
    name: "switch a spot's tabs (Overview → Tips)",
    path: '/spots?tab=all',
    ready: async (page) => {
      await page.getByRole('button', { name: 'View', exact: true }).first().click();
      await page.getByRole('tablist', { name: 'Spot details' }).waitFor();
    },
    act: (page) => page.getByRole('tab', { name: 'Tips' }).click(),
    answered: (page) => page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Tips' }).waitFor(),
  },
  {
    name: 'filter spots (type "lake")',
    path: '/spots?tab=all',
    ready: (page) => page.getByRole('button', { name: 'View', exact: true }).first().waitFor(),
    act: (page) => page.getByPlaceholder('Search spots...').pressSequentially('lake', { delay: 80 }),
    answered: (page) => valueIs(page, page.getByPlaceholder('Search spots...'), 'lake'),
  },
  {
    name: 'type in the header search ("trout")',
    path: '/',
    ready: (page) => page.getByRole('searchbox', { name: 'Search forum questions' }).waitFor(),
    act: (page) => page.getByRole('searchbox', { name: 'Search forum questions' }).pressSequentially('trout', { delay: 80 }),
    answered: (page) => valueIs(page, page.getByRole('searchbox', { name: 'Search forum questions' }), 'trout'),
  },
  {
    name: 'open the notifications',
    path: '/',
    ready: (page) => page.getByRole('button', { name: /^Notifications/ }).waitFor(),
    act: (page) => page.getByRole('button', { name: /^Notifications/ }).click(),
    answered: (page) => page.getByRole('menu').first().waitFor(),
  },
  {
    name: 'send a message',
    path: '/messages?with=:mate',
    ready: (page) => page.getByRole('textbox', { name: /^Message / }).fill('Tight lines, see you at dawn'),
    act: (page) => page.getByRole('textbox', { name: /^Message / }).press('Enter'),
    // The box empties when the message is on its way (shown in the conversation at once).
    answered: (page) => valueIs(page, page.getByRole('textbox', { name: /^Message / }), ''),
  },
  {
    name: "open a tournament's leaderboard",
    path: '/tournaments',
    ready: (page) =>
      page
        .getByRole('link', { name: /View Details|View Tournament/ })
        .first()
        .waitFor(),
    act: (page) =>
      page
        .getByRole('link', { name: /View Details|View Tournament/ })
        .first()
        .click(),
    answered: (page) => page.getByRole('tab', { name: 'Leaderboard' }).waitFor(),
  },
];

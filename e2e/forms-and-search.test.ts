import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, sharesCatch, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';

const PHONE = { width: 390, height: 844 } as const;
const WIDE = { width: 1440, height: 900 } as const;

/** A word nobody else in the run uses: letters only, so the places' word search finds it as typed. */
const aRareWord = () =>
  `Tarn${Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/[^a-z]/g, 'q')}`;

async function postsOf(app: TestApp, angler: SignedInAngler): Promise<unknown[]> {
  await app.settled();
  const res = await angler.context.request.get(`${app.url}/api/posts/user/${angler.id}`);
  expect(res.status()).to.equal(200);
  const body = (await res.json()) as { items?: unknown[] } | unknown[];
  return Array.isArray(body) ? body : (body.items ?? []);
}

/** Open dialogs that stick out of the screen or scroll sideways inside (the page behind is locked while they are open). */
function overflowingDialogs(page: Page, width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    return [...document.querySelectorAll('[role=dialog], [role=alertdialog]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > screenWidth || el.scrollWidth > el.clientWidth;
      })
      .map((el) => el.getAttribute('aria-labelledby') ?? el.getAttribute('role') ?? '?');
  }, width);
}

/** Presses Tab until the focused element is the one named (a person moving through the page by keyboard). */
async function tabTo(page: Page, name: string, role = 'button', max = 60): Promise<void> {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const labelled = (el as HTMLInputElement | null)?.labels?.[0]?.textContent;
      return {
        role: el?.getAttribute('role') ?? el?.tagName.toLowerCase(),
        text: (el?.getAttribute('aria-label') ?? labelled ?? el?.textContent ?? '').trim(),
      };
    });
    if ((focused.role === role || (role === 'button' && focused.role === 'button')) && focused.text === name) return;
  }
  throw new Error(`Tab never reached the ${role} '${name}'`);
}

/**
 * Forms and search, in Chromium: the header search opens the results page (desktop);
 * a catch shared with the keyboard alone; a doubled Share makes one post. Each journey has its own anglers.
 */
describe('journey: forms that respect the angler, and the header search', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;
  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('opens the results page from the header search with anglers, catches and forum questions (desktop)', async () => {
    const word = aRareWord();
    const angler = await signInThroughProvider(browser, app, `${word} Ranger`, WIDE);
    await sharesCatch(app, angler, {
      type: 'catch',
      description: 'Dawn on the dam wall',
      imageUrl: null,
      location: `${word} Reservoir, CA`,
      latitude: null,
      longitude: null,
      privacy: 'public',
      catchDetails: { species: 'rainbow-trout', length: 17.25, weight: 2.5, method: 'Spinning' },
    });
    const asked = await angler.context.request.post(`${app.url}/api/forum/questions`, {
      data: { title: `Best lure at ${word} in spring?`, content: 'Trout rise late there. What works?', category: 'techniques' },
      headers: { origin: app.url },
    });
    expect(asked.status(), await asked.text()).to.equal(201);
    await app.settled();
    const page = angler.page;
    await page.goto(`${app.url}/`);
    const search = page.getByRole('searchbox', { name: 'Search forum questions' });
    await search.waitFor();
    await search.fill(word);
    await search.press('Enter');
    await page.waitForURL(`${app.url}/search?q=${word}`);
    await page.getByRole('heading', { name: `Results for “${word}”` }).waitFor();
    await page.getByRole('region', { name: 'Anglers' }).getByText(`${word} Ranger`).waitFor();
    await page
      .getByRole('region', { name: 'Catches' })
      .getByText(/Rainbow Trout/)
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: /Forum questions/ })
      .getByText(`Best lure at ${word} in spring?`)
      .waitFor();
    await snap(page, 'header-search-results-desktop');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(WIDE.width);
  });

  it('shares a catch with the keyboard alone, and focus comes back to Share Catch (desktop)', async () => {
    const angler = await signInThroughProvider(browser, app, aFreshName('Keyboard'), WIDE);
    const page = angler.page;
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Share Catch' }).waitFor();
    await tabTo(page, 'Share Catch');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload a Catch' });
    await dialog.waitFor();
    await tabTo(page, 'Species', 'combobox');
    await page.keyboard.type('Rainbow');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('17.25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spinning');
    await snap(page, 'keyboard-share-catch-desktop');
    await tabTo(page, 'Share Catch');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Catch shared successfully!');
    await dialog.waitFor({ state: 'detached' });
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused, 'focus is back on the button that opened the dialog').to.equal('Share Catch');
    const posts = (await postsOf(app, angler)) as { species: string; length: number }[];
    expect(posts.map((post) => [post.species, post.length])).to.deep.equal([['rainbow-trout', 17.25]]);
  });

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', WIDE],
  ] as const) {
    it(`makes one post of a double-clicked Share, and asks before discarding a typed catch (${size})`, async () => {
      const angler = await signInThroughProvider(browser, app, aFreshName('Doubler'), viewport);
      const page = angler.page;
      await page.goto(`${app.url}/`);
      await page.getByRole('button', { name: 'Share Catch' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Upload a Catch' });
      await dialog.waitFor();
      await dialog.getByRole('combobox', { name: 'Species' }).fill('Brown Trout');
      await dialog.getByRole('option', { name: 'Brown Trout' }).click();
      // Closing with a species chosen asks first; Keep Editing keeps it.
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog', { name: 'Discard your changes?' }).waitFor();
      await snap(page, `discard-question-${size}`);
      expect(await overflowingDialogs(page, viewport.width), 'both dialogs fit the screen, nothing scrolls sideways inside').to.deep.equal(
        [],
      );
      await page.getByRole('button', { name: 'Keep Editing' }).click();
      await dialog.getByRole('button', { name: 'Share Catch' }).dblclick();
      await expectToast(page, 'Catch shared successfully!');
      await dialog.waitFor({ state: 'detached' });
      expect(await postsOf(app, angler), 'one post for a double click').to.have.length(1);
    });
  }

  it('logs one trip for a double-clicked Log Trip (desktop)', async () => {
    const angler = await signInThroughProvider(browser, app, aFreshName('Tripdoubler'), WIDE);
    const page = angler.page;
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Log Trip' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Log Fishing Trip' });
    await wizard.getByRole('button', { name: 'Custom Location' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose Trip Location' });
    await picker.getByLabel('Search for a place').fill('Lake Placid');
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('button', { name: 'Lake Placid, NY, United States' }).click();
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: /Unsuccessful/ }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Log Trip' }).dblclick();
    await expectToast(page, 'Trip Logged Successfully');
    await wizard.waitFor({ state: 'detached' });
    await app.settled();
    const res = await angler.context.request.get(`${app.url}/api/trips/user/${angler.id}`);
    expect(res.status()).to.equal(200);
    const body = (await res.json()) as { items?: unknown[] } | unknown[];
    expect(Array.isArray(body) ? body : (body.items ?? []), 'one trip for a double click').to.have.length(1);
  });

  it('posts one question for a double-clicked Post Question and one answer for a double-clicked Post Answer (desktop)', async () => {
    const angler = await signInThroughProvider(browser, app, aFreshName('Forum Doubler'), WIDE);
    const page = angler.page;
    const title = `Double-click lures for flathead (${angler.name})`;
    await page.goto(`${app.url}/forum`);
    await page.getByRole('heading', { name: 'Recent Questions' }).waitFor();
    await page.getByRole('button', { name: 'Ask Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
    await dialog.getByLabel('Category').selectOption('techniques');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Details').fill('Soft plastics on the drift or hardbodies on the flats?');
    await dialog.getByRole('button', { name: 'Post Question' }).dblclick();
    await expectToast(page, 'Question Posted');
    await dialog.waitFor({ state: 'detached' });
    await app.settled();
    const mine = async () =>
      (
        (await (await angler.context.request.get(`${app.url}/api/forum/questions?search=${encodeURIComponent(title)}`)).json()) as {
          id: string;
          title: string;
        }[]
      ).filter((question) => question.title === title);
    expect(await mine(), 'one question for a double click').to.have.length(1);

    const [question] = await mine();
    await page.goto(`${app.url}/forum/question/${question!.id}`);
    await page.getByLabel('Your Answer').fill('Gulp minnows on a 1/4 oz jighead, hopped along the bottom.');
    await page.getByRole('button', { name: 'Post Answer' }).dblclick();
    await page.getByRole('heading', { name: 'Answers (1)' }).waitFor();
    await app.settled();
    const answered = (await (await angler.context.request.get(`${app.url}/api/forum/questions/${question!.id}`)).json()) as {
      answerCount: number;
      answers: unknown[];
    };
    expect(answered.answers, 'one answer for a double click').to.have.length(1);
    expect(answered.answerCount).to.equal(1);
  });
});

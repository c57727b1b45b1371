import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Post, PostPage } from '@tightlines/contracts';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { apiAnswers } from './support/api-answers.ts';
import { PHONE, closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';

/**
 * The location shield in Chromium on a phone (390 px): an angler shares a catch choosing About 10 km for
 * everyone (the dialog previews a circle), a stranger sees a circle and no exact coordinates in any
 * answer the app received, the angler changes it to Hidden and the stranger sees no place at all. The
 * share dialog and the settings' Location section are photographed at 390 and 1440 px, and no element
 * of either may stand outside the screen or its dialog. Screenshots in test-artifacts/screenshots/shield-*.png.
 */
const WIDE = { width: 1440, height: 900 } as const;

/** Every element of `scope` whose box leaves the screen or `scope` itself (a dialog, a section). */
async function boxesOutside(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const screen = { right: document.documentElement.clientWidth, bottom: Number.POSITIVE_INFINITY };
    return [root, ...root.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Nothing to see: an empty box, or Radix's invisible form inputs beside its radios.
        if ((box.width === 0 && box.height === 0) || getComputedStyle(el).opacity === '0') return false;
        const outOfScreen = box.left < -1 || box.right > screen.right + 1;
        const outOfFrame = el !== root && (box.left < frame.left - 1 || box.right > frame.right + 1);
        return outOfScreen || outOfFrame;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 60)} "${(el.textContent ?? '').slice(0, 30)}"`);
  });
}

async function expectInside(scope: Locator, what: string) {
  expect(await boxesOutside(scope), `${what}: boxes outside the screen or their frame`).to.deep.equal([]);
}

/** Opens Share Catch, picks Rainbow Trout at Lake Placid from the gazetteer (no maps key here). */
async function openShareWithPlace(page: Page, app: TestApp): Promise<Locator> {
  await page.goto(`${app.url}/`);
  await page.getByRole('button', { name: 'Share Catch' }).first().click();
  const form = page.getByRole('dialog', { name: 'Upload a Catch' });
  await form.waitFor();
  await form.getByRole('combobox', { name: 'Species' }).fill('Rainbow Trout');
  await form.getByRole('option', { name: 'Rainbow Trout', exact: true }).click();
  await form.getByRole('button', { name: 'Pick on map' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Catch Location' });
  await picker.getByLabel('Search for a place').fill('Lake Placid');
  await picker.getByRole('button', { name: 'Search' }).click();
  await picker.getByRole('button', { name: 'Lake Placid, NY, United States' }).click();
  await picker.getByRole('button', { name: 'Use This Location' }).click();
  await picker.waitFor({ state: 'detached' });
  return form;
}

const audience = (scope: Locator, name: 'Everyone sees' | 'Mates see') => scope.getByRole('radiogroup', { name });
const previews = (scope: Locator) => scope.getByRole('img', { name: /^Preview:/ });

/** The stranger opens the angler's catch from their profile grid: its card, in the post dialog. */
async function strangersCard(stranger: SignedInAngler, app: TestApp, angler: SignedInAngler): Promise<Locator> {
  await stranger.page.goto(`${app.url}/profile/${angler.id}`);
  await stranger.page
    .getByRole('list', { name: 'Posts' })
    .getByRole('button', { name: /Rainbow Trout/ })
    .click();
  const card = stranger.page.getByRole('dialog').getByRole('article');
  await card.waitFor();
  return card;
}

describe('journey: the location shield (phone)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('shares a catch at About 10 km: a stranger sees a circle and never the point; Hidden later leaves them no place', async () => {
    const [ann, stu] = await Promise.all(
      ['Ann Shield', 'Stu Stranger'].map((first) => signInThroughProvider(browser, app, aFreshName(first), PHONE)),
    );
    const form = await openShareWithPlace(ann.page, app);
    // A new angler's defaults: About 1 km for everyone, Exact for mates; the preview draws a circle and a pin.
    expect(await audience(form, 'Everyone sees').getByRole('radio', { name: 'About 1 km' }).getAttribute('aria-checked')).to.equal('true');
    await audience(form, 'Everyone sees').getByRole('radio', { name: 'About 10 km' }).click();
    expect(await previews(form).evaluateAll((els) => els.map((el) => el.getAttribute('data-preview')))).to.deep.equal(['circle', 'pin']);
    await form.getByRole('radiogroup', { name: 'Everyone sees' }).scrollIntoViewIfNeeded();
    await snap(ann.page, 'shield-share-dialog-phone');
    await expectInside(form, 'the share dialog at 390 px');
    await form.getByRole('button', { name: 'Share Catch' }).click();
    await expectToast(ann.page, 'Catch shared successfully!');
    await app.settled();

    // The exact point, as only its author receives it.
    const own = (await (await ann.context.request.get(`${app.url}/api/posts/user/${ann.id}`)).json()) as PostPage;
    const shared: Post = own.items[0]!;
    expect(shared).to.deep.include({ locationPrecision: 'exact', publicPrecision: '10km', matesPrecision: 'exact' });
    const exact = [shared.latitude, shared.longitude].map(String);

    const answers = apiAnswers(stu.page, app);
    const card = await strangersCard(stu, app, ann);
    await card.locator('[data-shield="circle"]').waitFor();
    expect(await card.locator('[data-shield="pin"]').count()).to.equal(0);
    // Waits for the words rather than reading the card once: the dialog's card can be drawn again while
    // the profile's own reads settle, and a read between the two draws sees an empty box.
    await card.filter({ hasText: 'within about 10 km' }).waitFor();
    await snap(stu.page, 'shield-stranger-circle-phone');
    const seen = answers.join('\n');
    expect(seen, 'the stranger received the catch').to.contain(shared.id);
    for (const coordinate of exact) expect(seen, `no answer carries the exact ${coordinate}`).not.to.contain(coordinate);

    // The author changes everyone's view to Hidden from the catch's own card.
    await ann.page.goto(`${app.url}/profile`);
    await ann.page
      .getByRole('list', { name: 'Posts' })
      .getByRole('button', { name: /Rainbow Trout/ })
      .click();
    await ann.page.getByRole('dialog').getByRole('button', { name: 'Who sees where' }).click();
    const change = ann.page.getByRole('dialog', { name: 'Who sees where' });
    expect(await audience(change, 'Everyone sees').getByRole('radio', { name: 'About 10 km' }).getAttribute('aria-checked')).to.equal(
      'true',
    );
    await audience(change, 'Everyone sees').getByRole('radio', { name: 'Hidden' }).click();
    expect(await previews(change).first().getAttribute('data-preview')).to.equal('hidden');
    await snap(ann.page, 'shield-change-dialog-phone');
    await expectInside(change, 'the change dialog at 390 px');
    await change.getByRole('button', { name: 'Save' }).click();
    await expectToast(ann.page, 'Location updated');

    answers.length = 0;
    const hidden = await strangersCard(stu, app, ann);
    await hidden.getByRole('button', { name: /Like/ }).waitFor();
    expect(await hidden.locator('[data-shield]').count(), 'no place drawn').to.equal(0);
    expect(await hidden.innerText()).not.to.contain('Lake Placid');
    const after = answers.join('\n');
    expect(after).to.contain(shared.id);
    for (const coordinate of exact) expect(after).not.to.contain(coordinate);
    expect(after).not.to.contain('Lake Placid');
    await snap(stu.page, 'shield-stranger-hidden-phone');
  });

  it('logs a trip at Place name only: the wizard previews the town beside the location, a stranger reads the town and no point', async () => {
    const [ann, stu] = await Promise.all(
      ['Ann Tripper', 'Stu Reader'].map((first) => signInThroughProvider(browser, app, aFreshName(first), PHONE)),
    );
    await ann.page.goto(`${app.url}/profile`);
    await ann.page.getByRole('button', { name: 'Log Trip' }).first().click();
    const wizard = ann.page.getByRole('dialog', { name: 'Log Fishing Trip' });
    await wizard.getByRole('button', { name: 'Custom Location' }).click();
    const picker = ann.page.getByRole('dialog', { name: 'Choose Trip Location' });
    await picker.getByLabel('Search for a place').fill('Lake Placid');
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('button', { name: 'Lake Placid, NY, United States' }).click();
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await picker.waitFor({ state: 'detached' });
    await audience(wizard, 'Everyone sees').getByRole('radio', { name: 'Place name only' }).click();
    await previews(wizard).first().filter({ hasText: 'Lake Placid' }).waitFor();
    await audience(wizard, 'Everyone sees').scrollIntoViewIfNeeded();
    await snap(ann.page, 'shield-log-trip-phone');
    await expectInside(wizard, 'the Log Trip wizard at 390 px');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: /Successful/ }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Log Trip' }).click();
    await expectToast(ann.page, 'Trip Logged Successfully');
    await app.settled();

    const trips = (await (await ann.context.request.get(`${app.url}/api/trips/user/${ann.id}`)).json()) as { items: Array<{ id: string }> };
    const answers = apiAnswers(stu.page, app);
    await stu.page.goto(`${app.url}/trips/${trips.items[0]!.id}`);
    const card = stu.page.getByRole('article');
    await card.getByRole('heading', { name: 'Lake Placid, NY, United States' }).waitFor();
    expect(await card.locator('[data-shield="pin"], [data-shield="circle"]').count(), 'no pin, no circle').to.equal(0);
    expect(await stu.page.getByRole('link', { name: /on a map/ }).count(), 'no map without coordinates').to.equal(0);
    expect(answers.join('\n')).not.to.match(/"latitude":\s*-?\d/);
    await snap(stu.page, 'shield-stranger-trip-town-phone');
  });

  it('keeps the defaults in Settings: saved with a toast, and the server’s words when mates would see less', async () => {
    const ann = await signInThroughProvider(browser, app, aFreshName('Ann Settings'), PHONE);
    await ann.page.goto(`${app.url}/settings`);
    const section = ann.page.getByRole('region', { name: 'Location' });
    await audience(section, 'Everyone sees').waitFor();
    await audience(section, 'Everyone sees').getByRole('radio', { name: 'Place name only' }).click();
    await section.scrollIntoViewIfNeeded();
    await snap(ann.page, 'shield-settings-phone');
    await expectInside(section, 'the Location section at 390 px');
    await section.getByRole('button', { name: 'Save location settings' }).click();
    await expectToast(ann.page, 'Location settings saved');
    const saved = await ann.context.request.get(`${app.url}/api/profile/${ann.id}/location-defaults`);
    expect(await saved.json()).to.deep.equal({ publicPrecision: 'place', matesPrecision: 'exact' });

    await audience(section, 'Everyone sees').getByRole('radio', { name: 'Exact' }).click();
    await audience(section, 'Mates see').getByRole('radio', { name: 'Hidden' }).click();
    await section.getByRole('button', { name: 'Save location settings' }).click();
    const refusal = section.getByRole('alert');
    await refusal.waitFor();
    expect((await refusal.innerText()).length, 'the server’s words').to.be.greaterThan(10);
    expect(await (await ann.context.request.get(`${app.url}/api/profile/${ann.id}/location-defaults`)).json()).to.deep.equal({
      publicPrecision: 'place',
      matesPrecision: 'exact',
    });
  });
});

describe('journey: the location shield (desktop screenshots)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('draws the share dialog and the Location section inside the screen at 1440 px', async () => {
    const ann = await signInThroughProvider(browser, app, aFreshName('Ann Wide'), WIDE);
    const form = await openShareWithPlace(ann.page, app);
    await audience(form, 'Mates see').getByRole('radio', { name: 'Place name only' }).click();
    await previews(form).nth(1).filter({ hasText: 'Lake Placid' }).waitFor();
    await form.getByRole('radiogroup', { name: 'Everyone sees' }).scrollIntoViewIfNeeded();
    await snap(ann.page, 'shield-share-dialog-desktop');
    await expectInside(form, 'the share dialog at 1440 px');

    await ann.page.goto(`${app.url}/settings`);
    const section = ann.page.getByRole('region', { name: 'Location' });
    await audience(section, 'Everyone sees').waitFor();
    await section.scrollIntoViewIfNeeded();
    await snap(ann.page, 'shield-settings-desktop');
    await expectInside(section, 'the Location section at 1440 px');
  });
});

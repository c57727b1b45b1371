import { expect } from 'chai';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, signInThroughProvider } from './support/anglers.ts';

const PHONE = { width: 390, height: 844 } as const;
const QUEUED = 'Saved on this device';

/** The page fits its width: nothing scrolls sideways. */
async function fitsWidth(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${what} scrolls sideways`).to.be.at.most(width);
}

/** Until the app's service worker is active and controls the page (it registers after the first load). */
async function serviceWorkerActive(page: Page) {
  // Activated once its warm-up is done: the remotes' first screens and who is signed in are cached.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000, polling: 250 });
}

/**
 * 'Logging without signal': the shell is an installable app whose service worker keeps it
 * working offline; Share Catch (with a photo), Log Trip and Ask Question done without signal wait in the offline
 * queue ('Waiting to upload (n)'), survive a reload without signal, and are sent when the connection
 * returns — each exactly once, found once in the feed and on the profile.
 */
describe('journey: logging without signal (offline queue, installable app)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('is installable: the manifest parses with its icons and the service worker activates', async () => {
    const rosa = await signInThroughProvider(browser, app, aFreshName('Install Rosa'), PHONE);
    await rosa.page.goto(`${app.url}/`);
    await serviceWorkerActive(rosa.page);
    const cdp = await rosa.context.newCDPSession(rosa.page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).to.equal(`${app.url}/manifest.webmanifest`);
    expect(manifest.errors, 'manifest parse errors').to.deep.equal([]);
    const parsed = JSON.parse(manifest.data!) as {
      name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(parsed).to.include({ name: 'Tightlines', display: 'standalone', start_url: '/' });
    expect(parsed.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).to.include('512x512');
    for (const icon of parsed.icons.filter((i) => i.sizes !== 'any')) {
      const [w] = icon.sizes.split('x').map(Number);
      const src = (parsed.icons as unknown as { src: string }[])[parsed.icons.indexOf(icon)]!.src;
      const png = await rosa.context.request.get(app.url + src);
      expect(png.status(), src).to.equal(200);
      expect((await sharp(await png.body()).metadata()).width, src).to.equal(w);
    }
    // Chromium's own verdict. A test context is an incognito profile, which Chromium never installs
    // from ('in-incognito'): every other reason (manifest, icons, worker, start URL) must be absent.
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(
      installability.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
      'installability errors',
    ).to.deep.equal([]);
  });

  it('logs a catch with a photo and a trip without signal, and sends each once when back online (phone)', async () => {
    const rosa = await signInThroughProvider(browser, app, aFreshName('Offline Rosa'), PHONE);
    const { page, context } = rosa;
    await context.grantPermissions(['geolocation'], { origin: app.url });
    await context.setGeolocation({ latitude: 44.2795, longitude: -73.9799 });
    await page.goto(`${app.url}/`);
    await page.getByRole('tab', { name: 'Following' }).waitFor();
    await serviceWorkerActive(page);

    // No signal: the app still opens (the worker's cached shell), as Rosa.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Share Catch' }).first().waitFor();

    // Share Catch with a photo: the photo cannot upload, so it is kept with the catch.
    await page.getByRole('button', { name: 'Share Catch' }).first().click();
    const form = page.getByRole('form', { name: 'Upload a Catch' });
    await form.getByRole('combobox', { name: 'Species' }).fill('Brook Trout');
    await form.getByRole('option', { name: 'Brook Trout', exact: true }).click();
    await form.getByLabel(/^Length/).fill('14.25');
    await form.getByLabel('Description').fill('Brookie on a dry fly, no bars out here');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b6e4f' } })
      .jpeg()
      .toBuffer();
    await form.getByLabel('Photo').setInputFiles({ name: 'brookie.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByText('No connection: the photo is kept on this device').waitFor();
    await snap(page, 'offline-catch-form-phone');
    await fitsWidth(page, 'the catch form offline');
    await form.getByRole('button', { name: 'Share Catch' }).click();
    await expectToast(page, QUEUED);
    await page.getByRole('status').filter({ hasText: 'Waiting to upload (1)' }).waitFor();

    // Log Trip: the browser's position names the place (no town lookup without signal).
    await page.getByRole('button', { name: 'Log Trip' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Log Fishing Trip' });
    await wizard.getByRole('button', { name: 'Custom Location' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose Trip Location' });
    await picker.getByRole('button', { name: 'Use Current Location' }).click();
    await picker.getByText('44.27950, -73.97990').first().waitFor();
    await picker.getByRole('button', { name: 'Use This Location' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: /Successful/ }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Notes').fill('Evening rise, logged without a bar of signal');
    await wizard.getByRole('button', { name: 'Log Trip' }).click();
    await expectToast(page, QUEUED);
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to upload (2)' });
    await waiting.waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click(); // the toast, to see the strip
    await snap(page, 'offline-waiting-to-upload-phone');
    await fitsWidth(page, 'the feed with the waiting strip');

    // Still no signal: a reload keeps both (IndexedDB) and the app still opens.
    await page.reload();
    await waiting.waitFor();
    // The same strip on a desktop, then back to the phone.
    await page.setViewportSize({ width: 1440, height: 900 });
    await snap(page, 'offline-waiting-to-upload-desktop');
    await fitsWidth(page, 'the desktop feed with the waiting strip');
    await page.setViewportSize(PHONE);
    expect(await countMine(app, rosa.id), 'nothing reached the server while offline').to.deep.equal({ posts: 0, trips: 0 });

    // Signal again: both are sent, once each.
    await context.setOffline(false);
    await expectToast(page, 'Trip Logged Successfully');
    await waiting.waitFor({ state: 'detached' });
    await app.settled();
    expect(await countMine(app, rosa.id)).to.deep.equal({ posts: 1, trips: 1 });

    // Found once in the feed and on the profile.
    await page.goto(`${app.url}/`);
    await page.getByRole('tab', { name: 'Following' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'offline-sent-feed-phone');
    // The feed draws its cards in steps: each is waited for, then counted (once, not twice).
    await page.getByText('Brookie on a dry fly, no bars out here').first().waitFor();
    await page.getByText('Evening rise, logged without a bar of signal').first().waitFor();
    expect(await page.getByText('Brookie on a dry fly, no bars out here').count(), 'the catch in the feed').to.equal(1);
    expect(await page.getByText('Evening rise, logged without a bar of signal').count(), 'the trip in the feed').to.equal(1);
    await page.goto(`${app.url}/profile`);
    const posts = page.getByRole('list', { name: 'Posts' });
    await posts.getByRole('button', { name: /Brook Trout/ }).waitFor();
    expect(await posts.getByRole('button', { name: /Brook Trout/ }).count(), 'the catch on the grid').to.equal(1);
    await posts.locator('img').first().waitFor();
    await page.getByRole('tab', { name: 'Trips' }).click();
    await page.getByTestId('trip-card').first().waitFor();
    expect(await page.getByTestId('trip-card').count(), 'the trip on the Trips tab').to.equal(1);
    await snap(page, 'offline-sent-profile-trips-phone');
  });

  it('keeps a question asked without signal through a reload, and posts it once when signal returns (phone)', async () => {
    const vera = await signInThroughProvider(browser, app, aFreshName('Offline Vera'), PHONE);
    const { page, context } = vera;
    const title = `Night baits for bream off the jetty (${vera.name})`;
    await page.goto(`${app.url}/forum`);
    await page.getByRole('heading', { name: 'Recent Questions' }).waitFor();
    await serviceWorkerActive(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ask Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
    await dialog.getByLabel('Category').selectOption('techniques');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Details').fill('Prawns or nippers after dark? The tide turns around nine.');
    await dialog.getByRole('button', { name: 'Post Question' }).click();
    await expectToast(page, QUEUED);
    await dialog.waitFor({ state: 'detached' });
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to upload (1)' });
    await waiting.waitFor();
    await snap(page, 'offline-question-waiting-phone');

    // Still no signal: a reload keeps the question (IndexedDB), and nothing reached the server.
    await page.reload();
    await waiting.waitFor();
    expect(await questionsAskedBy(app, vera.id), 'nothing reached the server while offline').to.equal(0);

    // Signal again: the question is posted once and found in the forum.
    await context.setOffline(false);
    await expectToast(page, 'Question Posted');
    await waiting.waitFor({ state: 'detached' });
    await app.settled();
    expect(await questionsAskedBy(app, vera.id)).to.equal(1);
    await page.goto(`${app.url}/forum`);
    await page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '.')) }).waitFor();
  });
});

async function countMine(app: TestApp, anglerId: string): Promise<{ posts: number; trips: number }> {
  const [posts, trips] = await counts(app, anglerId, [
    'select count(*)::int as n from posts where author_id = $1',
    'select count(*)::int as n from trips where angler_id = $1',
  ]);
  return { posts: posts!, trips: trips! };
}

async function questionsAskedBy(app: TestApp, anglerId: string): Promise<number> {
  const [questions] = await counts(app, anglerId, ['select count(*)::int as n from forum_questions where asker_id = $1']);
  return questions!;
}

/** Each count, read straight from the app's database for one angler. */
async function counts(app: TestApp, anglerId: string, queries: string[]): Promise<number[]> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const found: number[] = [];
    for (const sql of queries) found.push((await client.query<{ n: number }>(sql, [anglerId])).rows[0]!.n);
    return found;
  } finally {
    await client.end();
  }
}

import { expect } from 'chai';
import { DIST } from './support/app.ts';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { ManualClock } from '../backend/src/platform/time/clock.ts';
import type { TournamentEntry } from '@tightlines/contracts';
import { DESKTOP, PHONE, closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, measuresIn, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';
import { cutOffScript } from './support/cut-off.ts';
import { apiAnswers } from './support/api-answers.ts';

/**
 * The tournaments journey in Chromium, two browsers at once: an organizer creates a tournament, an angler
 * joins, the event starts (the server's clock is moved), the angler submits a catch with a photo
 * showing the event code and About 10 km for everyone beside its place, the organizer verifies it from
 * the review queue, and the leaderboard shows it to both; another participant's answers carry the
 * precision and never the place exactly. At desktop and at phone size (the entry dialog also at
 * 1440 px); screenshots in test-artifacts/screenshots/.
 */
const HOUR = 3_600_000;
const WIDE = { width: 1440, height: 900 } as const;

/** The browser's datetime-local value for an instant (this machine's time zone, as the browser's). */
const local = (at: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** A catch photo taken during the event (its camera's clock in EXIF, with its time zone). */
async function aBassPhoto(takenAt: Date): Promise<Buffer> {
  const exifTime = takenAt.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb8c9"/><stop offset="1" stop-color="#1f4e5f"/></linearGradient></defs>
    <rect width="900" height="600" fill="url(#w)"/>
    <ellipse cx="430" cy="320" rx="260" ry="90" fill="#6b8e23"/><polygon points="680,320 800,240 800,400" fill="#556b2f"/>
    <circle cx="250" cy="300" r="14" fill="#111"/><rect x="560" y="420" width="220" height="90" rx="8" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD2: { DateTimeOriginal: exifTime, OffsetTimeOriginal: '+00:00' } })
    .toBuffer();
}

async function toastSays(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    await snap(page, `tournament-no-toast-${Date.now()}`);
    throw new Error(`No toast '${text}'; the page says: ${(await page.locator('body').innerText()).slice(0, 600)}`, { cause: error });
  }
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`journey: a tournament from creation to the leaderboard (${size})`, function () {
    this.timeout(240_000);
    let app: TestApp;
    let browser: Browser;
    const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    const clock = new ManualClock(now);
    const start = new Date(now.getTime() + 2 * HOUR);

    before(async () => {
      [app, browser] = await Promise.all([startTestApp({ staticDir: DIST, clock }), theBrowser()]);
    });
    afterEach(closeContexts);
    after(() => app?.close());

    it('an organizer creates it, an angler joins, submits a catch with a photo once it starts, the organizer verifies it, the leaderboard shows it', async () => {
      const olive: SignedInAngler = await signInThroughProvider(browser, app, aFreshName('Olive Organizer'), viewport);
      const ann: SignedInAngler = await signInThroughProvider(browser, app, aFreshName('Ann Angler'), viewport);
      const pat: SignedInAngler = await signInThroughProvider(browser, app, aFreshName('Pat Participant'), viewport);
      // Both measure in metric (a new angler's default is imperial): the event is judged in kg and cm.
      await measuresIn(app, olive, 'metric');
      await measuresIn(app, ann, 'metric');
      const title = `Tahoe Bass Open ${size}`;

      // The organizer creates the tournament.
      await olive.page.goto(`${app.url}/tournaments`);
      await olive.page.getByRole('heading', { name: 'Fishing Tournaments' }).waitFor();
      await olive.page.getByRole('button', { name: 'Create Tournament' }).click();
      const form = olive.page.getByRole('dialog', { name: 'Create Tournament' });
      await form.getByRole('button', { name: 'Create Tournament' }).click();
      await form.getByText('Title is required').waitFor();
      await form.getByText('Location is required').waitFor();
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Description').fill('Largemouth on the north shore. Biggest single fish wins.');
      await form.getByLabel('Start').fill(local(start));
      await form.getByLabel('End', { exact: true }).fill(local(new Date(start.getTime() + 10 * HOUR)));
      await form.getByLabel('Registration deadline').fill(local(new Date(start.getTime() - HOUR)));
      await form.getByLabel('Location').fill('Lake Tahoe, CA');
      await form.getByLabel('Max participants').fill('40');
      await form.getByLabel('Prize pool ($)').fill('500');
      await form.getByRole('button', { name: 'Create Tournament' }).click();
      await form.waitFor({ state: 'detached' });
      // Created: a toast says so and the tournament's own page opens; the list has it too.
      await toastSays(olive.page, 'Tournament created');
      await olive.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await olive.page.goBack();
      const card = olive.page.getByTestId('tournament-card').filter({ hasText: title });
      await card.getByText('Organized by Olive Organizer').waitFor();
      await card.getByText('upcoming').waitFor();
      await card.getByText('Heaviest Fish').waitFor();
      await snap(olive.page, `tournaments-list-${size}`);
      await card.getByRole('link', { name: 'View Details' }).click();
      await olive.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const url = olive.page.url();

      // The angler joins.
      await ann.page.goto(url);
      await ann.page.getByRole('button', { name: 'Join Tournament' }).click();
      const join = ann.page.getByRole('dialog', { name: 'Join Tournament' });
      await join.getByLabel('Team Name (optional)').fill('Reel Deal');
      await join.getByRole('button', { name: 'Join Tournament' }).click();
      await toastSays(ann.page, "You've successfully joined the tournament!");
      const notStarted = ann.page.getByRole('button', { name: 'Tournament Not Started' });
      await notStarted.waitFor();
      expect(await notStarted.isDisabled()).to.equal(true);
      await snap(ann.page, `tournament-joined-${size}`);
      // Another angler joins too: a participant who is not the organizer.
      await pat.page.goto(url);
      await pat.page.getByRole('button', { name: 'Join Tournament' }).click();
      await pat.page.getByRole('dialog', { name: 'Join Tournament' }).getByRole('button', { name: 'Join Tournament' }).click();
      await toastSays(pat.page, "You've successfully joined the tournament!");

      // The event starts: the code is revealed and catches are taken.
      clock.set(new Date(start.getTime() + 20 * 60_000));
      await ann.page.reload();
      const code = (await ann.page.getByTestId('identifier').locator('strong').textContent())!;
      expect(code).to.match(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
      await ann.page.getByRole('button', { name: 'Submit Catch' }).click();
      const entry = ann.page.getByRole('dialog', { name: 'Submit Catch' });
      await entry.getByText(code).waitFor();
      await entry.getByLabel('Species').selectOption('largemouth-bass');
      await entry.getByLabel('Weight (kg)').fill('2.85');
      await entry.getByLabel('Length (cm)').fill('48.5');
      await entry.getByLabel('Fishing method').fill('Texas rig');
      await entry.getByLabel('Location').fill('North shore weed line');
      await entry
        .locator('input[type=file]')
        .setInputFiles({ name: 'bass.jpg', mimeType: 'image/jpeg', buffer: await aBassPhoto(new Date(start.getTime() + 10 * 60_000)) });
      await entry.getByAltText('Chosen catch').waitFor();
      // Who sees where, beside the place: a new angler's defaults (About 1 km, Exact), changed for this entry.
      const everyone = entry.getByRole('radiogroup', { name: 'Everyone sees' });
      expect(await everyone.getByRole('radio', { name: 'About 1 km' }).getAttribute('aria-checked')).to.equal('true');
      await everyone.getByRole('radio', { name: 'About 10 km' }).click();
      const previews = entry.getByRole('img', { name: /^Preview:/ });
      expect(await previews.evaluateAll((els) => els.map((el) => el.getAttribute('data-preview')))).to.deep.equal(['circle', 'pin']);
      await snap(ann.page, `tournament-submit-catch-${size}`);
      // Nothing cut off, the choices in view: at 390 px on a phone, at 1440 px on a desktop.
      if (size === 'desktop') await ann.page.setViewportSize(WIDE);
      await everyone.scrollIntoViewIfNeeded();
      await snap(ann.page, `tournament-submit-catch-shield-${size === 'phone' ? 390 : WIDE.width}`);
      expect(await ann.page.evaluate<string[]>(cutOffScript), 'cut off in the Submit Catch dialog').to.deep.equal([]);
      if (size === 'desktop') await ann.page.setViewportSize(viewport);
      await entry.getByRole('button', { name: 'Submit Catch' }).click();
      await toastSays(ann.page, 'Your catch has been submitted!');
      await ann.page.getByRole('tab', { name: 'All Entries' }).click();
      await ann.page.getByTestId('entry-card').getByText('Pending').waitFor();

      // The organizer verifies it from the review queue.
      await olive.page.reload();
      await olive.page.getByRole('tab', { name: 'Review' }).click();
      const pending = olive.page.getByTestId('entry-card').filter({ hasText: 'Largemouth Bass' });
      await pending.getByText('2.85 kg · 48.5 cm').waitFor();
      await pending.scrollIntoViewIfNeeded();
      await snap(olive.page, `tournament-review-${size}`);
      await pending.getByRole('button', { name: 'Verify' }).click();
      await toastSays(olive.page, 'It counts on the leaderboard now.');
      await olive.page.getByRole('tab', { name: 'Leaderboard' }).click();
      const row = olive.page.getByTestId('leaderboard-row').first();
      await row.getByText(ann.name).waitFor();
      await row.getByText('2.85 kg', { exact: true }).waitFor();

      // The angler sees it on the leaderboard, verified.
      await ann.page.reload();
      const mine = ann.page.getByTestId('leaderboard-row').first();
      await mine.getByText(ann.name).waitFor();
      expect(await mine.getByText('Place 1', { exact: true }).getAttribute('data-highlighted')).to.equal('true');
      await mine.scrollIntoViewIfNeeded();
      await snap(ann.page, `tournament-leaderboard-${size}`);
      if (size === 'phone') {
        // A phone's row gives the name its room: the whole name shows, at 390 and at 360 px.
        for (const width of [PHONE.width, 360]) {
          await ann.page.setViewportSize({ ...PHONE, width });
          // The name's line (with the team, 'Reel Deal'): no box in it clips its text.
          const name = mine.locator('p').filter({ hasText: ann.name });
          const cut = await name.evaluate((line) =>
            [line, ...line.querySelectorAll('*')].some(
              (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
            ),
          );
          expect(cut, `${ann.name} shows whole at ${width} px`).to.equal(false);
        }
        await snap(ann.page, 'tournament-leaderboard-phone-360');
      }
      await ann.page.getByRole('tab', { name: 'All Entries' }).click();
      await ann.page.getByTestId('entry-card').getByText('Verified').waitFor();
      await ann.page.getByTestId('entry-card').scrollIntoViewIfNeeded();
      await snap(ann.page, `tournament-entries-${size}`);

      // Another participant: the entry comes with About 10 km as its precision, and no answer has a point.
      const answers = apiAnswers(pat.page, app);
      await pat.page.reload();
      await pat.page.getByTestId('leaderboard-row').first().getByText(ann.name).waitFor();
      await pat.page.getByRole('tab', { name: 'All Entries' }).click();
      await pat.page.getByTestId('entry-card').getByText('Verified').waitFor();
      const entries = (await (
        await pat.context.request.get(`${url.replace('/tournaments/', '/api/tournaments/')}/entries`)
      ).json()) as TournamentEntry[];
      expect(entries.map((e) => [e.userId, e.locationPrecision])).to.deep.equal([[ann.id, '10km']]);
      const seen = answers.join('\n');
      expect(seen, 'the participant received the entry').to.contain(entries[0]!.id);
      expect(seen, 'no coordinates in any answer').not.to.match(/"(latitude|longitude|lat|lng)":\s*-?\d/);
    });

    it("shows 'Tournament not found' for a tournament that does not exist", async () => {
      const sam = await signInThroughProvider(browser, app, aFreshName('Sam Spectator'), viewport);
      await sam.page.goto(`${app.url}/tournaments/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab`);
      await sam.page.getByRole('heading', { name: 'Tournament not found' }).waitFor();
      await sam.page.getByText("The tournament you're looking for doesn't exist or has been removed.").waitFor();
      await sam.page.getByRole('link', { name: 'Back to Tournaments' }).waitFor();
    });
  });
}

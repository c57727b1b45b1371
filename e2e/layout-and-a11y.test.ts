import { expect } from 'chai';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Container } from 'inversify';
import type { Question, Tournament, Trip } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { seedAdvertisers, DEMO_ADVERTISER_PASSWORD } from '../backend/src/seed/demo-advertisers.ts';
import { DEMO_OPERATOR, seedOperator } from '../backend/src/seed/demo-operator.ts';
import { TransactionsToken, type Transactions } from '../backend/src/platform/transactions/transactions.ts';
import { DIST } from './support/app.ts';
import { closeContexts, newAngler, snap, theBrowser } from './support/browser.ts';
import { aFreshName, mates, sharesCatch, signInAsDemoAngler, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';
import { cutOffScript } from './support/cut-off.ts';
import { makeOperator } from '../backend/test/moderation/support.ts';
import { scrollUntilFound } from './support/reveal.ts';

/**
 * 'Layout at every size' and 'Accessibility': every route of the app and every main dialog at
 * 360, 390 and 1440 px. On each: nothing is cut off sideways (every visible element's box within the screen,
 * and within its dialog — the rule in ./support/cut-off.ts), axe (at 360 and 1440) finds no serious or
 * critical violation, a dialog gives focus back to the control that opened it, and a screenshot (a11y-<screen>-<width>.png
 * in test-artifacts/screenshots/) to look at. Its own app, because the demo advertisers it seeds (for the
 * portal's dashboard, and so every ad slot is filled as on a real start) would put ads in other journeys.
 */
/**
 * axe at the narrowest and the widest only: what it judges (names, roles, contrast, focus order) is the
 * same markup at 390 as at 360, and each pass of axe over ~40 screens costs more than half a minute.
 * Fit, focus return and screenshots at all three.
 */
const WIDTHS = [
  { width: 360, height: 740, axe: true },
  { width: 390, height: 844, axe: false },
  { width: 1440, height: 900, axe: true },
] as const;

const DAY = 86_400_000;

/** A call made with the angler's own session, as the app would make it (preconditions, not under test). */
async function api<T>(app: TestApp, angler: SignedInAngler, method: string, path: string, data: unknown): Promise<T> {
  const res = await angler.context.request.fetch(app.url + path, { method, data, headers: { origin: app.url }, failOnStatusCode: false });
  const text = await res.text();
  expect(res.status(), `${method} ${path}: ${text.slice(0, 300)}`).to.be.within(200, 201);
  await app.settled();
  return JSON.parse(text) as T;
}

interface Seeded {
  me: string;
  mate: SignedInAngler;
  tripId: string;
  questionId: string;
  questionTitle: string;
  tournamentId: string;
  myTournamentId: string;
  spotName: string;
  stranger: SignedInAngler;
}

/** What one width's pass found: each problem names its screen. */
class Findings {
  readonly problems: string[] = [];
  private found(problem: string) {
    this.problems.push(problem);
    if (process.env.A11Y_TRACE) console.error(`  [${this.width}] ${problem}`);
  }
  constructor(
    private readonly page: Page,
    private readonly width: number,
    private readonly axe: boolean,
  ) {}

  /** Checks the page as it is now (nothing cut off, axe where this width runs it unless told not to) and saves its screenshot. */
  async check(screen: string, { axe = this.axe } = {}): Promise<void> {
    const { page, width } = this;
    await page.waitForTimeout(250); // dialogs' and tabs' enter animations
    for (const what of await page.evaluate<string[]>(cutOffScript)) this.found(`${screen}: ${what}`);
    const violations = axe ? (await new AxeBuilder({ page }).analyze()).violations : [];
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`)
        .join('; ');
      this.found(`${screen}: axe ${v.impact} ${v.id} (${v.help}) ×${v.nodes.length}: ${where}`);
    }
    await snap(page, `a11y-${screen}-${width}`);
    if (process.env.A11Y_TRACE) console.error(`  [${width}] checked ${screen}`);
  }

  /**
   * Opens a dialog with its control, checks it (once `ready`, what it loads, shows), closes it with Escape
   * and expects focus back on the control.
   */
  async dialog(screen: string, opener: Locator, name?: string | RegExp, ready?: (dialog: Locator) => Locator): Promise<void> {
    const { page } = this;
    await opener.click();
    const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
    await dialog.first().waitFor();
    if (ready) await ready(dialog.first()).waitFor();
    await this.check(screen);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(50);
    if (!(await opener.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))) {
      const now = await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 40)}`);
      this.found(`${screen}: focus did not return to its opener after Escape (it is on ${now})`);
    }
  }
}

describe('journey: every route and dialog fits 360, 390 and 1440 px and passes axe', function () {
  // A sweep of every screen has no whole-test budget: how long it takes is the machine's business.
  // Each step waits for a state with Playwright's own bound (30 s), so a stuck step still fails.
  this.timeout(0);
  let app: TestApp;
  let browser: Browser;
  let seeded: Seeded;

  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ staticDir: DIST }), theBrowser()]);
    for (const seed of [seedAdvertisers, seedOperator])
      await app.inContext((get) =>
        // In one transaction, as the demo seed runs each part (the operator's card is an event of its registration).
        get<Transactions>(TransactionsToken).run(() =>
          seed({ container: { get } as unknown as Container, now: new Date(), mark: async () => {} } as unknown as Parameters<
            typeof seed
          >[0]),
        ),
      );
    const me = await signInThroughProvider(browser, app, aFreshName('Layla Longcaster'));
    const mate = await signInThroughProvider(browser, app, aFreshName('Marco Shoreline'));
    // Someone they do not follow yet, catching the same fish: the home's side column suggests them.
    const stranger = await signInThroughProvider(browser, app, aFreshName('Rhea Riverbend'));
    await mates(app, me, mate);
    for (const angler of [me, mate, stranger])
      await sharesCatch(app, angler, {
        type: 'catch',
        description: 'A long calm evening on the east shore, fish rising everywhere around the boat until dark',
        imageUrl: null,
        location: 'Lake Tahoe, CA',
        latitude: 39.09,
        longitude: -120.03,
        privacy: 'public',
        catchDetails: { species: 'largemouth-bass', length: 17.25, weight: 4.5, method: 'Topwater' },
      });
    const spotName = 'Emerald Bay Point';
    await api(app, me, 'POST', '/api/spots', {
      name: spotName,
      description: 'Rocky drop-off with smallmouth along the ledge',
      location: 'Emerald Bay, Lake Tahoe, CA',
      latitude: 38.95,
      longitude: -120.1,
      species: ['Smallmouth Bass'],
    });
    // A spot with a long name and place, as demo spots have: the Log Trip dialog lists it with its trip count.
    const longSpot = await api<{ id: string }>(app, me, 'POST', '/api/spots', {
      name: 'Hidden Beaver Pond Inlet above the Old Truckee Bridge',
      description: 'Brook trout cruising the inlet at first light',
      location: 'Truckee River Canyon, Nevada County, California',
      latitude: 39.33,
      longitude: -120.2,
      species: ['Brook Trout'],
    });
    await api(app, me, 'POST', '/api/spots/trips', { spotId: longSpot.id, fishingSuccess: true, notes: 'Two brookies at the inlet.' });
    const trip = await api<Trip>(app, me, 'POST', '/api/spots/trips', {
      location: 'Hidden Beaver Pond, Truckee, CA',
      latitude: 39.32,
      longitude: -120.18,
      fishingSuccess: true,
      waterCondition: 'calm',
      weatherCondition: 'cloudy',
      temperature: 54,
      timeOfDay: 'dawn',
      notes: 'Brookies rising to midges along the inlet.',
    });
    const questionTitle = 'Best soft plastics for pressured largemouth in clear water?';
    const question = await api<Question>(app, mate, 'POST', '/api/forum/questions', {
      title: questionTitle,
      content: 'The fish follow but will not commit. What colours and rigs work for you on gin-clear lakes in late spring?',
      category: 'techniques',
    });
    const start = Date.now() + 3 * DAY;
    const tournament = await api<Tournament>(app, mate, 'POST', '/api/tournaments', {
      title: 'Tahoe Smallmouth Classic',
      description: 'Three fish limit, catch photo and release.',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 10 * 3_600_000).toISOString(),
      registrationDeadline: new Date(start - DAY).toISOString(),
      // As long as places in the demo data are: a card's lines must not widen the page.
      locationName: 'Sand Harbor boat ramp, Lake Tahoe Nevada State Park, Incline Village, NV',
      maxParticipants: 40,
      prizePool: 500,
    });
    // Something in the operator console's queue.
    await api(app, me, 'POST', '/api/reports', { kind: 'question', itemId: question.id, reason: 'spam', details: 'Selling lures' });
    // One of my own, so the organizer's Review tab is measured too.
    const mine = await api<Tournament>(app, me, 'POST', '/api/tournaments', {
      title: 'Truckee River Trout Derby',
      description: 'Biggest brown trout wins; photo on the measuring board.',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 8 * 3_600_000).toISOString(),
      registrationDeadline: new Date(start - DAY).toISOString(),
      locationName: 'Truckee, CA',
      maxParticipants: 30,
      prizePool: 250,
    });
    await api(app, me, 'POST', '/api/groups', { name: 'Tahoe Bass Crew', description: 'Weekend bass trips around the lake' });
    // The journey's angler operates too, so the console is measured with the same session.
    await makeOperator(app, { id: me.id });
    seeded = {
      me: me.name,
      mate,
      stranger,
      tripId: trip.id,
      questionId: question.id,
      questionTitle,
      tournamentId: tournament.id,
      myTournamentId: mine.id,
      spotName,
    };
    await closeContexts();
  });
  afterEach(closeContexts);
  after(() => app?.close());

  for (const viewport of WIDTHS) {
    it(`every screen and dialog at ${viewport.width} px`, async () => {
      const { mate } = seeded;
      const visitor = await newAngler(browser, viewport);
      const seen = new Findings(visitor.page, viewport.width, viewport.axe);
      await visitor.page.goto(`${app.url}/`);
      await visitor.page.getByRole('button', { name: 'Sign In with Tightlines Dev' }).waitFor();
      await seen.check('landing');
      await visitor.context.close();

      const { page } = await signInThroughProvider(browser, app, seeded.me, viewport);
      const found = new Findings(page, viewport.width, viewport.axe);
      const button = (name: string, scope: Page | Locator = page) =>
        scope.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

      // Home: each feed tab, and the three sharing dialogs.
      await page.goto(`${app.url}/`);
      await page.getByRole('article').first().waitFor();
      await found.check('home-following');
      await page.getByRole('tab', { name: 'Discover' }).click();
      await page.waitForTimeout(400);
      await found.check('home-discover');
      await page.getByRole('tab', { name: 'Find People' }).click();
      await page.waitForTimeout(400);
      await found.check('home-find-people');
      await found.dialog('dialog-share-catch', button('Share Catch'));
      await found.dialog('dialog-share-content', button('Share Content'));
      await found.dialog('dialog-log-trip', button('Log Trip'), undefined, (dialog) =>
        dialog.getByRole('radiogroup', { name: 'Popular spots' }),
      );
      // Report, from a mate's post's menu (the menu gives focus back, not the dialog: no focus check here).
      await page.getByRole('tab', { name: 'Following' }).click();
      const postMenu = page
        .getByRole('button', { name: /^More options for/ })
        .filter({ visible: true })
        .first();
      await page.getByRole('article').first().waitFor();
      await (await scrollUntilFound(page, postMenu)).click();
      await page.getByRole('menuitem', { name: 'Report' }).click();
      await page.getByRole('dialog').first().waitFor();
      await found.check('dialog-report');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'detached' });

      // Profiles, your data, a trip.
      await page.goto(`${app.url}/profile`);
      await page.getByRole('tab', { name: /Posts/ }).waitFor();
      await found.check('profile-own');
      await page.getByRole('tab', { name: /Statistics/ }).click();
      await page.waitForTimeout(300);
      await found.check('profile-own-statistics');
      await found.dialog('dialog-edit-profile', button('Edit Profile'));
      await found.dialog('dialog-trip-settings', button('Trip Settings'));
      await found.dialog('dialog-your-data', button('Your Data: export or delete'));
      await page.goto(`${app.url}/profile/${mate.id}`);
      await page.getByRole('heading', { name: mate.name }).first().waitFor();
      await found.check('profile-other');
      await page.goto(`${app.url}/profile/${seeded.stranger.id}`);
      await page.getByRole('heading', { name: seeded.stranger.name }).first().waitFor();
      await found.check('profile-not-a-mate');
      await page.goto(`${app.url}/trips/${seeded.tripId}`);
      await page.getByText('Hidden Beaver Pond, Truckee, CA').first().waitFor();
      await found.check('trip-detail');
      await page.goto(`${app.url}/search?q=Lake`);
      await page.getByRole('heading', { name: 'Results for “Lake”' }).waitFor();
      await found.check('search');

      // Community.
      await page.goto(`${app.url}/forum`);
      await page
        .getByRole('link', { name: new RegExp(seeded.questionTitle.slice(0, 20)) })
        .first()
        .waitFor();
      await found.check('forum');
      await found.dialog('dialog-ask-question', button('Ask Question'), 'Ask a Question');
      await page.goto(`${app.url}/forum/question/${seeded.questionId}`);
      await page.getByRole('heading', { level: 1, name: seeded.questionTitle }).waitFor();
      await found.check('forum-question');
      await page.goto(`${app.url}/messages`);
      await page.getByRole('heading', { name: 'Your Mates' }).waitFor();
      await found.check('messages');
      await page.goto(`${app.url}/messages?with=${mate.id}`);
      await page.getByRole('log', { name: `Messages with ${mate.name}` }).waitFor();
      await found.check('messages-conversation');
      await page.goto(`${app.url}/groups`);
      await button('Create Group').waitFor();
      await page.waitForTimeout(400);
      await found.check('groups');
      await found.dialog('dialog-create-group', button('Create Group'));
      await page.getByRole('tab', { name: 'My Groups' }).click();
      await page.getByRole('list', { name: 'My groups' }).getByRole('button', { name: 'Chat' }).first().click();
      await page.getByRole('dialog').first().waitFor();
      await found.check('dialog-group-chat');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'detached' });

      // Spots: each tab, and its dialogs.
      for (const tab of ['heatmap', 'all', 'recommended', 'nearby', 'top']) {
        await page.goto(`${app.url}/spots?tab=${tab}`);
        await page.getByRole('heading', { name: 'Fishing Spots', level: 1 }).waitFor();
        await page.waitForTimeout(600);
        await found.check(`spots-${tab}`);
      }
      await found.dialog('dialog-add-spot', button('Add New Spot'), 'Add New Fishing Spot');
      await page.goto(`${app.url}/spots?tab=all`);
      const card = page.getByTestId('spot-card').filter({ hasText: seeded.spotName }).first();
      await card.waitFor();
      await found.dialog('dialog-spot-detail', button('View', card), new RegExp(seeded.spotName));
      await button('View', card).click();
      const detail = page.getByRole('dialog', { name: new RegExp(seeded.spotName) });
      for (const tab of ['Posts', 'Tips', 'Conditions', 'Activity']) {
        await detail.getByRole('tab', { name: tab }).click();
        await page.waitForTimeout(400);
        await found.check(`dialog-spot-detail-${tab.toLowerCase()}`);
      }
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
      await found.dialog('dialog-spot-log-trip', button('Log Trip', card), 'Log Fishing Trip');

      // Tournaments, reached as an angler reaches them: the bottom bar on a phone, the header on a desktop.
      const nav =
        viewport.width < 768
          ? page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Tourneys' })
          : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' });
      await nav.click();
      await page.getByRole('heading', { name: 'Fishing Tournaments' }).waitFor();
      await page.getByTestId('tournament-card').first().waitFor();
      await found.check('tournaments');
      await found.dialog('dialog-create-tournament', button('Create Tournament'), 'Create Tournament');
      await page.goto(`${app.url}/tournaments/${seeded.tournamentId}`);
      await page.getByRole('heading', { level: 1, name: 'Tahoe Smallmouth Classic' }).waitFor();
      await found.check('tournament');
      await found.dialog('dialog-join-tournament', button('Join Tournament'), 'Join Tournament');
      // My own: every tab, the organizer's Review among them.
      await page.goto(`${app.url}/tournaments/${seeded.myTournamentId}`);
      await page.getByRole('heading', { level: 1, name: 'Truckee River Trout Derby' }).waitFor();
      for (const tab of ['Leaderboard', 'Participants', 'All Entries', 'Prizes', 'Review']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForTimeout(400);
        await found.check(`tournament-own-${tab.toLowerCase().replace(' ', '-')}`);
      }

      // The operator console, each tab.
      for (const tab of ['', '/appeals', '/advertisers', '/audit', '/operators']) {
        await page.goto(`${app.url}/operator${tab}`);
        await page.getByRole('heading', { name: 'Operator console' }).waitFor();
        await page.waitForTimeout(500);
        await found.check(`operator${tab.replace('/', '-') || '-queue'}`);
      }

      // Settings, from the account menu.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Tournaments' }).waitFor();
      // Fit only: an open menu hides the page from assistive technology (Radix's modal menu), which axe
      // reads as focusable content hidden — true of every open menu, judged by the menu's own tests.
      await found.check('account-menu', { axe: false });
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('radiogroup', { name: 'Units' }).waitFor();
      await found.check('settings');
      await found.dialog('dialog-settings-your-data', button('Export or delete'), 'Your Data');

      // Trust and safety: the guidelines, the angler's moderation decisions.
      await page.goto(`${app.url}/guidelines`);
      await page.getByRole('heading', { name: 'Community Guidelines' }).waitFor();
      await found.check('guidelines');
      await page.goto(`${app.url}/moderation`);
      await page.getByRole('heading', { name: 'Moderation Decisions' }).waitFor();
      await page.getByText('Nothing here').waitFor();
      await found.check('moderation-decisions');

      // Not found.
      await page.goto(`${app.url}/nowhere-at-all`);
      await page.getByText('404 Page Not Found').waitFor();
      await found.check('not-found');

      // The advertiser portal: register, login, the demo tackle shop's dashboard and its campaign builder.
      await page.goto(`${app.url}/advertiser/register`);
      await page.getByRole('heading', { name: 'Become an Advertiser' }).waitFor();
      await found.check('advertiser-register');
      await page.goto(`${app.url}/advertiser/login`);
      await page.getByRole('heading', { name: 'Advertiser Login' }).waitFor();
      await found.check('advertiser-login');
      await page.getByLabel('Email').fill('demo@reeldeals.example');
      await page.getByLabel('Password').fill(DEMO_ADVERTISER_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reel Deals Tackle Shop' }).waitFor();
      await page.getByText('Spring soft plastics sale').first().waitFor();
      await found.check('advertiser-dashboard');
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByText('Fly fishing starter kits').first().waitFor();
      await found.check('advertiser-campaigns');
      await found.dialog('dialog-campaign-builder', button('Create Campaign'), 'Create Campaign');

      // The operator console, as the demo operator: the queue with a reported question, an item opened, the audit log.
      const operator = await signInAsDemoAngler(browser, app, DEMO_OPERATOR.slug, viewport);
      const consoleSeen = new Findings(operator.page, viewport.width, viewport.axe);
      await operator.page.goto(`${app.url}/operator`);
      await operator.page.getByRole('heading', { name: 'Operator console' }).waitFor();
      // A queue card is named by its aria-label (a generic element: no role to find it by).
      const reported = operator.page.locator(`[aria-label="Forum question: ${seeded.questionTitle}"]`);
      await reported.waitFor();
      await consoleSeen.check('operator-queue');
      await button('Review', reported).click();
      await reported.getByRole('region', { name: 'In context' }).waitFor();
      await consoleSeen.check('operator-item');
      await operator.page.goto(`${app.url}/operator/audit`);
      await operator.page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first().waitFor();
      await consoleSeen.check('operator-audit');

      const problems = [...seen.problems, ...found.problems, ...consoleSeen.problems];
      expect(problems, `at ${viewport.width} px:\n  ${problems.join('\n  ')}\n`).to.deep.equal([]);
    });
  }
});

import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { Tournament } from '@tightlines/contracts';
import { DIST } from './support/app.ts';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { PHONE, closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, mates, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';

/**
 * A private tournament on a phone (390 px): its organizer invites a mate from the Invite Anglers dialog;
 * the mate finds it in their list marked Invited, while a stranger holding its link is told it does not
 * exist. Screenshots in test-artifacts/screenshots/private-tournament-*.png.
 */
describe('journey: a private tournament, by invitation (phone)', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ staticDir: DIST }), theBrowser()]);
  });
  afterEach(closeContexts);
  after(() => app?.close());

  const creates = async (angler: SignedInAngler, title: string): Promise<Tournament> => {
    const day = 24 * 3_600_000;
    const start = new Date(Date.now() + 3 * day);
    const res = await angler.context.request.fetch(`${app.url}/api/tournaments`, {
      method: 'POST',
      headers: { origin: app.url },
      data: {
        title,
        description: 'Club members and their guests only.',
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
        registrationDeadline: new Date(start.getTime() - day).toISOString(),
        scoringType: 'weight',
        locationName: 'Mill Pond',
        isPublic: false,
      },
    });
    expect(res.status(), await res.text()).to.equal(201);
    return (await res.json()) as Tournament;
  };

  it('the organizer invites a mate, who sees it as Invited; a stranger with the link does not', async () => {
    const olive = await signInThroughProvider(browser, app, aFreshName('Olive Organizer'), PHONE);
    const ivy = await signInThroughProvider(browser, app, aFreshName('Ivy Invited'), PHONE);
    const sam = await signInThroughProvider(browser, app, aFreshName('Sam Stranger'), PHONE);
    await mates(app, olive, ivy);
    const t = await creates(olive, 'Mill Pond Club Night');

    await olive.page.goto(`${app.url}/tournaments/${t.id}`);
    await olive.page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await olive.page.getByRole('button', { name: 'Invite Anglers' }).click();
    const dialog = olive.page.getByRole('dialog', { name: 'Invite Anglers' });
    const mateList = dialog.getByRole('list', { name: 'Mates to invite' });
    await mateList.getByText(ivy.name).waitFor();
    await snap(olive.page, 'private-tournament-invite-phone');
    await mateList.getByRole('button', { name: `Invite ${ivy.name}` }).click();
    await dialog.getByRole('list', { name: 'Invited anglers' }).getByText(ivy.name).waitFor();
    await dialog.getByText('Invited (1)').waitFor();
    await snap(olive.page, 'private-tournament-invited-phone');
    expect(await olive.page.evaluate(() => document.documentElement.scrollWidth), 'fits the phone').to.be.at.most(PHONE.width);

    await ivy.page.goto(`${app.url}/tournaments`);
    const card = ivy.page.getByTestId('tournament-card').filter({ hasText: t.title });
    await card.getByText('Invited').waitFor();
    await snap(ivy.page, 'private-tournament-list-invited-phone');

    await sam.page.goto(`${app.url}/tournaments/${t.id}`);
    await sam.page.getByText('Tournament not found').first().waitFor();
  });
});

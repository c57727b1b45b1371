import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { PHONE, closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, follows, signInThroughProvider } from './support/anglers.ts';
import { cutOffScript } from './support/cut-off.ts';

/**
 * An angler on a phone (390 px) switches New followers off in Settings: a follow then leaves the bell
 * clear; switched back on, the next follow rings it. The section is photographed at 390 px and nothing
 * in it may be cut off. Screenshot: test-artifacts/screenshots/notification-settings-phone.png.
 */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('journey: choosing what the bell tells of (phone)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  afterEach(closeContexts);

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });

  it('switches New followers off and on, and the bell follows the choice', async () => {
    const [nia, fred] = await Promise.all(
      ['Nia Quiet', 'Fred Follower'].map((first) => signInThroughProvider(browser, app, aFreshName(first), PHONE)),
    );
    await nia.page.goto(`${app.url}/settings`);
    const section = nia.page.getByRole('region', { name: 'Notifications', exact: true });
    const followers = section.getByRole('switch', { name: 'New followers' });
    expect(await followers.getAttribute('aria-checked')).to.equal('true');
    await followers.click();
    await expectToast(nia.page, 'Settings Updated');
    expect(await followers.getAttribute('aria-checked')).to.equal('false');
    await section.scrollIntoViewIfNeeded();
    await snap(nia.page, 'notification-settings-phone');
    expect(await nia.page.evaluate<string[]>(cutOffScript), 'cut off on /settings at 390 px').to.deep.equal([]);

    await follows(app, fred, nia);
    await nia.page.goto(`${app.url}/`);
    await bellOf(nia.page).waitFor();
    expect(await bellOf(nia.page).getAttribute('aria-label'), 'a follow with New followers off leaves the bell clear').to.equal(
      'Notifications',
    );

    await nia.page.goto(`${app.url}/settings`);
    await nia.page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('switch', { name: 'New followers' }).click();
    await expectToast(nia.page, 'Settings Updated');
    const unfollow = await fred.context.request.fetch(`${app.url}/api/follow/${nia.id}`, {
      method: 'DELETE',
      headers: { origin: app.url },
    });
    expect(unfollow.status()).to.equal(200);
    await follows(app, fred, nia);
    await nia.page.goto(`${app.url}/`);
    await nia.page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 15_000 });
  });
});

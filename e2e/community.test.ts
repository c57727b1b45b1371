import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../backend/test/support/index.ts';
import { theApp } from './support/app.ts';
import { PHONE, closeContexts, snap as snapAt, theBrowser } from './support/browser.ts';
import { aFreshName, mates, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';

/**
 * The community's journeys in Chromium, two browsers at once, at desktop and at phone size: mates message each
 * other live; a question is asked, answered from the other browser, liked and its answer accepted while
 * the asker's bell counts up and is cleared; a private group is created, asked to join, approved, and
 * its chat runs live. Nothing is reloaded while waiting for the other browser: what arrives comes over
 * the live stream. Screenshots in test-artifacts/screenshots/community-*.png.
 */
async function toastSays(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    throw new Error(`No toast '${text}'; the page says: ${(await page.locator('body').innerText()).slice(0, 600)}`, { cause: error });
  }
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The desktop these screens are designed for (1440 × 900); the phone is 390 × 844. */
const WIDE = { width: 1440, height: 900 } as const;

/**
 * A screenshot, and on a phone the check that the screen fits 360 px (the narrowest phone we serve)
 * without scrolling sideways: the page is narrowed, measured and put back.
 */
async function snap(page: Page, name: string) {
  await snapAt(page, name);
  const viewport = page.viewportSize();
  if (!viewport || viewport.width > PHONE.width) return;
  await page.setViewportSize({ width: 360, height: viewport.height });
  try {
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const over = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
        .filter((el) => !el.closest('[data-radix-popper-content-wrapper]'))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
      return { scroll: document.documentElement.scrollWidth, width, over };
    });
    expect(wide.scroll, `${name} scrolls sideways at 360 px: ${wide.over.join(', ')}`).to.be.at.most(wide.width);
  } finally {
    await page.setViewportSize(viewport);
  }
}

for (const [size, viewport] of [
  ['desktop', WIDE],
  ['phone', PHONE],
] as const) {
  describe(`journey: the community, live (${size})`, function () {
    this.timeout(180_000);
    let app: TestApp;
    let browser: Browser;

    before(async () => {
      [app, browser] = await Promise.all([theApp(), theBrowser()]);
    });
    afterEach(closeContexts);

    it('two mates message each other and each sees the other’s message arrive without a reload', async () => {
      const ann: SignedInAngler = await signInThroughProvider(browser, app, aFreshName('Ann Messenger'), viewport);
      const ben: SignedInAngler = await signInThroughProvider(browser, app, aFreshName('Ben Messenger'), viewport);
      await mates(app, ann, ben);
      // Each was told the other followed them: read, so the bell below counts the conversation alone.
      for (const angler of [ann, ben]) {
        await angler.page.goto(`${app.url}/messages`);
        await angler.page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
        await angler.page.getByRole('button', { name: 'Mark all read' }).click();
        await angler.page.keyboard.press('Escape');
        await angler.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      }

      await ben.page.goto(`${app.url}/messages`);
      await ben.page.getByText('No conversations yet').waitFor();
      await ben.page.getByText('Start chatting with your mates!').waitFor();
      await snap(ben.page, `community-messages-empty-${size}`);

      await ann.page.goto(`${app.url}/messages`);
      await ann.page.getByRole('heading', { name: 'Select a conversation' }).waitFor();
      await ann.page.getByRole('heading', { name: 'Your Mates' }).waitFor();
      await ann.page
        .getByRole('list', { name: 'Your Mates' })
        .getByRole('button', { name: new RegExp(ben.name) })
        .click();
      const annBox = ann.page.getByRole('textbox', { name: `Message ${ben.name}` });
      await annBox.waitFor();
      // Blank is never sent: Enter on spaces leaves the box as it is and sends nothing.
      await annBox.fill('   ');
      await annBox.press('Enter');
      expect(await ann.page.getByRole('button', { name: 'Send' }).isDisabled()).to.equal(true);
      await annBox.fill('Walleye are stacked below the dam — you in for sunrise?');
      await annBox.press('Enter');
      const annLog = ann.page.getByRole('log', { name: `Messages with ${ben.name}` });
      await annLog.getByText('Walleye are stacked below the dam — you in for sunrise?').waitFor();
      expect(await annBox.inputValue()).to.equal('');

      // Ben's list gets the conversation live, with its unread count.
      const benRow = ben.page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(ann.name) });
      await benRow.waitFor({ timeout: 15_000 });
      await benRow.getByText('1', { exact: true }).waitFor();
      await snap(ben.page, `community-messages-list-${size}`);
      await benRow.click();
      const benLog = ben.page.getByRole('log', { name: `Messages with ${ann.name}` });
      await benLog.getByText('Walleye are stacked below the dam — you in for sunrise?').waitFor();
      await ben.page.getByRole('textbox', { name: `Message ${ann.name}` }).fill("Count me in. I'll bring the jigs.");
      await ben.page.getByRole('textbox', { name: `Message ${ann.name}` }).press('Enter');

      // Ann, who never reloaded, sees the reply in the open pane — read as it arrives, so her bell stays clear.
      await annLog.getByText("Count me in. I'll bring the jigs.").waitFor({ timeout: 15_000 });
      await ann.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 15_000 });
      await ann.page.waitForTimeout(1500);
      expect(await bellOf(ann.page).getAttribute('aria-label'), 'a message read live leaves no unread on the bell').to.equal(
        'Notifications',
      );
      await ben.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 15_000 });
      await snap(ann.page, `community-messages-conversation-${size}`);
      if (size === 'phone') {
        // One pane at a time on a phone: back to the list.
        await ann.page.getByRole('button', { name: 'Back to conversations' }).click();
        await ann.page
          .getByRole('list', { name: 'Conversations' })
          .getByRole('button', { name: new RegExp(ben.name) })
          .waitFor();
      } else {
        const box = await annLog.boundingBox();
        expect(Math.round(box!.height), 'the message pane is 300 px high (§9)').to.equal(300);
        const list = await ann.page.getByRole('list', { name: 'Conversations' }).boundingBox();
        expect(Math.round(list!.height), 'the conversation list is 400 px high (§9)').to.equal(400);
      }

      // Ben blocks Ann (asked first): his pane offers Unblock instead of the composer, and Ann can send no more.
      await ben.page.getByRole('button', { name: `More about ${ann.name}` }).click();
      await ben.page.getByRole('menuitem', { name: `Block ${ann.name}` }).click();
      const confirm = ben.page.getByRole('dialog', { name: `Block ${ann.name}?` });
      await snap(ben.page, `community-messages-block-${size}`);
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await toastSays(ben.page, 'Angler Blocked');
      await ben.page.getByText(`You blocked ${ann.name}. Neither of you can send messages.`).waitFor();
      await snap(ben.page, `community-messages-blocked-${size}`);
      if (size === 'phone')
        await ann.page
          .getByRole('list', { name: 'Conversations' })
          .getByRole('button', { name: new RegExp(ben.name) })
          .click();
      await ann.page.getByRole('textbox', { name: `Message ${ben.name}` }).fill('Still on for sunrise?');
      await ann.page.getByRole('textbox', { name: `Message ${ben.name}` }).press('Enter');
      await toastSays(ann.page, 'Message not sent');
      await toastSays(ann.page, 'You can only message your mates (anglers who follow you back)');
      // The box emptied as the message went; refused, the text comes back for another try.
      expect(await ann.page.getByRole('textbox', { name: `Message ${ben.name}` }).inputValue()).to.equal('Still on for sunrise?');
      // Ben lifts it from the Blocked anglers list.
      if (size === 'phone') await ben.page.getByRole('button', { name: 'Back to conversations' }).click();
      else await ben.page.goto(`${app.url}/messages`);
      const blocked = ben.page.getByRole('list', { name: 'Blocked anglers' });
      await blocked.waitFor();
      await snap(ben.page, `community-messages-blocked-list-${size}`);
      await blocked.getByRole('button', { name: `Unblock ${ann.name}` }).click();
      await toastSays(ben.page, 'Angler Unblocked');
      await blocked.waitFor({ state: 'detached' });
    });

    it('shows the forum’s empty states: no questions found, and a question that does not exist', async () => {
      const cat = await signInThroughProvider(browser, app, aFreshName('Cat Curious'), viewport);
      await cat.page.goto(`${app.url}/forum?search=${encodeURIComponent('zzqx nothing like this')}`);
      await cat.page.getByText('No questions found').waitFor();
      await cat.page.getByRole('button', { name: 'Ask the First Question' }).waitFor();
      await snap(cat.page, `community-forum-empty-${size}`);
      await cat.page.goto(`${app.url}/forum/question/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab`);
      await cat.page.getByRole('heading', { name: 'Question Not Found' }).waitFor();
      await cat.page.getByText("The question you're looking for doesn't exist.").waitFor();
      await snap(cat.page, `community-forum-not-found-${size}`);
      await cat.page.getByRole('link', { name: 'Back to Forum' }).click();
      await cat.page.getByRole('heading', { level: 1, name: 'Forum' }).waitFor();
      await snap(cat.page, `community-forum-${size}`);
    });

    it('a question is asked, answered from another browser, liked and accepted; the bell counts up and clears', async () => {
      const ann = await signInThroughProvider(browser, app, aFreshName('Ann Asker'), viewport);
      const ben = await signInThroughProvider(browser, app, aFreshName('Ben Answerer'), viewport);
      const title = `Best lure for spring walleye (${size} ${ann.name})`;

      await ann.page.goto(`${app.url}/forum`);
      await ann.page.getByRole('heading', { name: 'Recent Questions' }).waitFor();
      await ann.page.getByRole('button', { name: 'Ask Question' }).click();
      const dialog = ann.page.getByRole('dialog', { name: 'Ask a Question' });
      await dialog.getByRole('button', { name: 'Post Question' }).click();
      await toastSays(ann.page, 'Missing Information');
      await toastSays(ann.page, 'Please fill in all fields');
      await dialog.getByLabel('Category').selectOption('techniques');
      await dialog.getByLabel('Title').fill(title);
      await dialog
        .getByLabel('Details')
        .fill('Water is 48°F and clear. Jigs or crankbaits along the rocky points? What colours work for you?');
      await snap(ann.page, `community-forum-ask-${size}`);
      await dialog.getByRole('button', { name: 'Post Question' }).click();
      await toastSays(ann.page, 'Question Posted');
      await ann.page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '.')) }).click();
      await ann.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await ann.page.getByRole('heading', { name: 'Answers (0)' }).waitFor();
      const bell = bellOf(ann.page);
      expect(await bell.getAttribute('aria-label')).to.equal('Notifications');

      // Ben finds it with the search and answers it.
      await ben.page.goto(`${app.url}/forum?search=${encodeURIComponent('spring walleye')}`);
      await ben.page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '.')) }).waitFor();
      await snap(ben.page, `community-forum-list-${size}`);
      await ben.page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '.')) }).click();
      const post = ben.page.getByRole('button', { name: 'Post Answer' });
      expect(await post.isDisabled(), 'disabled while empty').to.equal(true);
      const answer = 'Chartreuse jig tipped with a minnow, slow along the bottom.';
      await ben.page.getByLabel('Your Answer').fill(answer);
      await ben.page.getByText(`${answer.length}/2000 characters`).waitFor();
      await post.click();
      await toastSays(ben.page, 'Answer Posted');
      await ben.page.getByRole('button', { name: /^Like question/ }).click();
      await ben.page.getByRole('button', { name: /^Unlike question, 1 like/ }).waitFor();

      // Ann sees the answer arrive and her bell count rise, without a reload.
      await ann.page.getByRole('heading', { name: 'Answers (1)' }).waitFor({ timeout: 15_000 });
      await ann.page.getByRole('button', { name: 'Notifications (2 unread)' }).waitFor({ timeout: 15_000 });
      await ann.page.getByRole('button', { name: 'Accept' }).click();
      await toastSays(ann.page, 'Answer Accepted');
      await ann.page.getByText('Accepted Answer').waitFor();
      await snap(ann.page, `community-forum-question-${size}`);

      await ann.page.getByRole('button', { name: 'Notifications (2 unread)' }).click();
      await ann.page.getByRole('menuitem', { name: /answered your question/ }).waitFor();
      await snap(ann.page, `community-bell-${size}`);
      await ann.page.getByRole('button', { name: 'Mark all read' }).click();
      await ann.page.keyboard.press('Escape');
      await ann.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // Ben's page shows the accepted answer once he looks again.
      await ben.page.reload();
      await ben.page.getByText('Accepted Answer').waitFor();
    });

    it('a private group: created, asked to join, approved, and its chat runs live', async () => {
      const olive = await signInThroughProvider(browser, app, aFreshName('Olive Owner'), viewport);
      const pete = await signInThroughProvider(browser, app, aFreshName('Pete Joiner'), viewport);
      const name = `Night Crawlers ${size} ${olive.name.slice(-3)}`;

      await olive.page.goto(`${app.url}/groups`);
      await olive.page.getByRole('heading', { name: 'Groups & Communities' }).waitFor();
      await olive.page.getByRole('tab', { name: 'My Groups' }).click();
      await olive.page.getByRole('heading', { name: 'No groups yet' }).waitFor();
      await olive.page.getByRole('button', { name: 'Create Your First Group' }).click();
      const form = olive.page.getByRole('dialog', { name: 'Create Group' });
      expect(await form.getByLabel('Type').inputValue()).to.equal('club');
      expect(await form.getByLabel('Privacy').inputValue()).to.equal('public');
      await form.getByRole('button', { name: 'Create Group' }).click();
      await form.getByText('Group name is required').waitFor();
      await form.getByLabel('Group name').fill(name);
      await form.getByLabel('Description').fill('After-dark catfish and walleye trips, every full moon.');
      await form.getByLabel('Privacy').selectOption('private');
      await form.getByLabel('Location (optional)').fill('Lake Erie, OH');
      await snap(olive.page, `community-groups-create-${size}`);
      await form.getByRole('button', { name: 'Create Group' }).click();
      await toastSays(olive.page, 'Group Created');
      const mine = olive.page.getByRole('list', { name: 'My groups' });
      await mine.getByText(name).waitFor();
      await mine.getByText('Owner', { exact: true }).waitFor();

      await pete.page.goto(`${app.url}/groups`);
      await pete.page.getByPlaceholder('Search groups...').fill(name);
      const card = pete.page.getByRole('list', { name: 'Discover groups' }).getByRole('listitem').filter({ hasText: name });
      await card.getByRole('button', { name: 'Request to Join' }).click();
      await toastSays(pete.page, 'Request Sent');
      await card.getByRole('button', { name: 'Request Pending' }).waitFor();
      await snap(pete.page, `community-groups-discover-${size}`);

      // Olive's bell says someone asked; she approves from the group's Manage dialog.
      await olive.page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor({ timeout: 15_000 });
      await olive.page.getByRole('button', { name: `Manage ${name}` }).click();
      const manage = olive.page.getByRole('dialog', { name: `Manage ${name}` });
      await manage.getByRole('button', { name: `Approve ${pete.name}` }).click();
      await toastSays(olive.page, 'Request Approved');
      await manage.getByText('No requests waiting.').waitFor();
      // The members with their role badges; the owner makes Pete an admin.
      const members = manage.getByRole('list', { name: 'Members' });
      await members.getByText(pete.name).waitFor();
      await manage.getByRole('button', { name: `Change ${pete.name}'s membership` }).click();
      await olive.page.getByRole('menuitem', { name: 'Make admin' }).click();
      await toastSays(olive.page, 'Role Changed');
      await members.getByRole('listitem').filter({ hasText: pete.name }).getByText('Admin', { exact: true }).waitFor();
      await snap(olive.page, `community-groups-manage-${size}`);
      await manage.getByRole('button', { name: 'Close' }).click();
      await manage.waitFor({ state: 'hidden' });

      // Pete's card turns into Chat and Leave without a reload (the approval arrives on the stream).
      await card.getByRole('button', { name: 'Chat' }).waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: 'Leave' }).waitFor();
      await card.getByRole('button', { name: 'Chat' }).click();
      await olive.page.getByRole('list', { name: 'My groups' }).getByRole('button', { name: 'Chat' }).click();
      const peteChat = pete.page.getByRole('dialog', { name });
      const oliveChat = olive.page.getByRole('dialog', { name });
      await peteChat.getByText('No messages yet. Kick things off!').waitFor();
      await peteChat.getByRole('textbox', { name: `Message ${name}` }).fill('Thanks for having me! Full moon on Friday?');
      await peteChat.getByRole('textbox', { name: `Message ${name}` }).press('Enter');
      await oliveChat.getByText('Thanks for having me! Full moon on Friday?').waitFor({ timeout: 15_000 });
      await oliveChat.getByText(pete.name).waitFor();
      await oliveChat.getByRole('textbox', { name: `Message ${name}` }).fill('Friday it is. Meet at the north ramp, 9 pm.');
      await oliveChat.getByRole('textbox', { name: `Message ${name}` }).press('Enter');
      await peteChat.getByText('Friday it is. Meet at the north ramp, 9 pm.').waitFor({ timeout: 15_000 });
      await snap(pete.page, `community-groups-chat-${size}`);
      await pete.page.keyboard.press('Escape');
      await pete.page.getByRole('tab', { name: 'My Groups' }).click();
      await pete.page.getByRole('list', { name: 'My groups' }).getByText('Admin', { exact: true }).waitFor();
      await snap(pete.page, `community-groups-mine-${size}`);
    });
  });
}

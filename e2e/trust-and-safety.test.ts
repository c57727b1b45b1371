import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { COMMUNITY_GUIDELINES, MODERATION_MESSAGES, REPORT_REASONS } from '@tightlines/contracts';
import type { TestApp } from '../backend/test/support/index.ts';
import type { Angler } from '../backend/test/support/builders/anglers.ts';
import { makeOperator } from '../backend/test/moderation/support.ts';
import { theApp } from './support/app.ts';
import { PHONE, closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, mates, signInThroughProvider, type SignedInAngler } from './support/anglers.ts';

/**
 * Trust and safety, end to end in Chromium on a phone (390 × 844): Rita reports a message Sam sent her;
 * operator Olga reads it in the queue with the conversation around it, hides it citing a rule, and
 * suspends Sam; Sam's session ends, and signed in again he reads why and appeals; a second operator,
 * Otto, upholds the suspension, and Sam reads that it stands. Screenshots in
 * test-artifacts/screenshots/trust-*.png.
 */
const RUDE = 'You fish like a clown, stay off my lake or else';
const AGAIN = 'I know where you park your truck';
const SUSPEND_DAYS = 7;
const RESPECT = COMMUNITY_GUIDELINES.find((g) => g.id === 'respect')!;
const THREATS = COMMUNITY_GUIDELINES.find((g) => g.id === 'no-threats')!;
const harassment = REPORT_REASONS.find((r) => r.id === 'harassment')!.label;

/** A call of the API with the angler's own browser session, for what the journey needs but does not test. */
async function calls(app: TestApp, angler: SignedInAngler, method: string, path: string, data?: unknown) {
  const res = await angler.context.request.fetch(app.url + path, { method, data, headers: { origin: app.url }, failOnStatusCode: false });
  return { status: res.status(), text: await res.text() };
}

async function toastSays(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    throw new Error(`No '${text}' on the page; it says: ${(await page.locator('body').innerText()).slice(0, 600)}`, { cause: error });
  }
}

/** An operator's queue card for a direct message, by the words of the message. */
const queueCard = (page: Page, words: string) =>
  page.getByRole('region', { name: 'Reported items' }).getByLabel(`Direct message: ${words}`);

/** In the card's action form: the action, the rule, days for a suspension, then Take action. */
async function act(page: Page, words: string, action: string, rule: string, days?: number) {
  const card = queueCard(page, words);
  await card.getByRole('button', { name: 'Review' }).click();
  const form = card.getByRole('form', { name: 'Act on this item' });
  await form.getByLabel('Action').selectOption({ label: action });
  await form.getByLabel('Rule').selectOption({ label: rule });
  if (days !== undefined) await form.getByLabel('Days').fill(String(days));
  await form.getByRole('button', { name: 'Take action' }).click();
  await toastSays(page, 'Action taken');
}

describe('journey: trust and safety (phone)', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    [app, browser] = await Promise.all([theApp(), theBrowser()]);
  });
  afterEach(closeContexts);

  it('a reported message is hidden, its sender suspended, his appeal upheld by another operator, and he is told', async () => {
    const samName = aFreshName('Sam Sender');
    let sam = await signInThroughProvider(browser, app, samName, PHONE);
    const rita = await signInThroughProvider(browser, app, aFreshName('Rita Recipient'), PHONE);
    const olga = await signInThroughProvider(browser, app, aFreshName('Olga Operator'), PHONE);
    const otto = await signInThroughProvider(browser, app, aFreshName('Otto Operator'), PHONE);
    for (const operator of [olga, otto]) await makeOperator(app, { id: operator.id } as Angler);
    await mates(app, sam, rita);
    for (const words of [RUDE, AGAIN]) {
      const sent = await calls(app, sam, 'POST', '/api/messages', { recipientId: rita.id, content: words });
      expect(sent.status, sent.text).to.equal(201);
    }

    // Rita, on her phone, opens the conversation and reports the message from its menu.
    await rita.page.goto(`${app.url}/messages`);
    await rita.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(samName) })
      .click();
    const log = rita.page.getByRole('log', { name: `Messages with ${samName}` });
    const rude = log.getByRole('listitem').filter({ hasText: RUDE });
    await rude.waitFor();
    await snap(rita.page, 'trust-1-conversation');
    await rude.getByRole('button', { name: 'More options for this message' }).click();
    await rita.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = rita.page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByLabel(harassment).check();
    await snap(rita.page, 'trust-2-report-dialog');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await toastSays(rita.page, MODERATION_MESSAGES.thanks);
    await dialog.waitFor({ state: 'hidden' });
    await snap(rita.page, 'trust-3-thanked');
    // The second message is reported too (the journey's subject is the first): the operator acts on each.
    const second = await calls(app, rita, 'POST', '/api/reports', {
      kind: 'message',
      itemId: await messageIdOf(app, rita, sam.id, AGAIN),
      reason: 'violence',
    });
    expect(second.status, second.text).to.equal(201);

    // Olga works the queue: the message with the conversation around it, hidden citing Respect.
    await olga.page.goto(`${app.url}/operator`);
    await queueCard(olga.page, RUDE).waitFor();
    await queueCard(olga.page, RUDE).getByRole('button', { name: 'Review' }).click();
    await queueCard(olga.page, RUDE).getByText(`${harassment}`, { exact: false }).first().waitFor();
    await queueCard(olga.page, RUDE).getByText('In context').waitFor();
    await queueCard(olga.page, RUDE).getByText(AGAIN).first().waitFor(); // the context: the message after it
    await snap(olga.page, 'trust-4-queue-context');
    await queueCard(olga.page, RUDE).getByRole('button', { name: 'Close' }).click();
    await act(olga.page, RUDE, 'Hide the item', RESPECT.title);
    await queueCard(olga.page, RUDE).waitFor({ state: 'detached' });
    // Rita no longer sees the hidden message; Sam, its author, still would (marked), but his session is next to go.
    await rita.page.reload();
    await log.getByText(AGAIN).waitFor();
    expect(await log.getByText(RUDE).count(), 'the hidden message has left Rita’s conversation').to.equal(0);
    await act(olga.page, AGAIN, 'Suspend the author', THREATS.title, SUSPEND_DAYS);
    await snap(olga.page, 'trust-5-acted');

    // Sam's session ended with the suspension; he signs in again and reads why.
    expect((await calls(app, sam, 'GET', '/api/auth/user')).status, 'the suspension ended Sam’s session').to.equal(401);
    sam = await signInThroughProvider(browser, app, samName, PHONE);
    const me = JSON.parse((await calls(app, sam, 'GET', '/api/moderation/standing')).text) as { standing: string };
    expect(me.standing).to.equal('suspended');
    await sam.page.goto(`${app.url}/moderation`);
    const decisions = sam.page.getByRole('list', { name: 'Decisions' });
    const suspension = decisions
      .getByRole('listitem')
      .filter({ hasText: /Your account was suspended until \d{4}-\d\d-\d\d because of your message\./ });
    await suspension.waitFor();
    await suspension.getByText(THREATS.title).waitFor();
    await suspension
      .getByText(/suspended until/)
      .first()
      .waitFor();
    await decisions.getByRole('listitem').filter({ hasText: 'Your message was hidden.' }).getByText(RESPECT.title).waitFor();
    await snap(sam.page, 'trust-6-statements');
    await suspension.getByRole('button', { name: 'Appeal' }).click();
    const appeal = sam.page.getByRole('dialog', { name: 'Appeal this decision' });
    await appeal.getByLabel('Why should the decision change?').fill('It was a joke between mates, I meant no threat.');
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await toastSays(sam.page, 'Appeal sent');
    await suspension.getByText('Appeal under review').waitFor();
    await snap(sam.page, 'trust-7-appealed');

    // Olga took the action: she may not decide its appeal. Otto upholds it.
    await olga.page.goto(`${app.url}/operator/appeals`);
    const olgasView = olga.page.getByLabel(`Appeal by ${samName}`);
    await olgasView.getByText(`${MODERATION_MESSAGES.ownAction}.`).waitFor();
    await otto.page.goto(`${app.url}/operator/appeals`);
    const card = otto.page.getByLabel(`Appeal by ${samName}`);
    await card.getByText('It was a joke between mates, I meant no threat.').waitFor();
    await snap(otto.page, 'trust-8-appeal');
    await card.getByRole('button', { name: 'Uphold the decision' }).click();
    await toastSays(otto.page, 'Decision upheld');

    // Sam reads that the suspension stands.
    await sam.page.reload();
    await suspension.getByText('Appeal decided: the decision stands').waitFor();
    await snap(sam.page, 'trust-9-upheld');
  });
});

/** The id of a message in the reader's conversation, by its words. */
async function messageIdOf(app: TestApp, reader: SignedInAngler, otherId: string, words: string): Promise<string> {
  const res = await calls(app, reader, 'GET', `/api/conversations/${otherId}`);
  expect(res.status, res.text).to.equal(200);
  const page = JSON.parse(res.text) as { items: Array<{ id: string; content: string }> };
  const found = page.items.find((m) => m.content === words);
  expect(found, `${words} in the conversation`).not.to.equal(undefined);
  return found!.id;
}

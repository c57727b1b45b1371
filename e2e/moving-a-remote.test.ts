import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../backend/test/support/index.ts';
import { DIST } from './support/app.ts';
import { closeContexts, snap, theBrowser } from './support/browser.ts';
import { aFreshName, expectToast, signInThroughProvider } from './support/anglers.ts';
import { serveRemotesElsewhere, type RemoteOrigin } from './support/remote-origin.ts';

/**
 * Issue 'Remotes that move without rebuilding the shell', in Chromium: the forum remote is moved to a
 * second origin and back by configuration alone — the remotes.json the app serves beside the shell, and
 * the backend's REMOTE_ORIGINS — while every other file of the shell stays byte for byte the build's.
 * Its files then come from the second origin (the network log says so), and an angler asks a question
 * on it, and it opens again without signal (the app's worker kept its files); without the setting, the
 * page's CSP keeps the moved remote out; moved back, the forum comes from the app's own origin again. Screenshots in test-artifacts/screenshots/moving-a-remote-*.png.
 */

/** What the shell's remote slot says when its remote does not load (shell/src/remotes/RemoteErrorFallback.tsx). */
const REMOTE_ERROR_TITLE = "This part of Tightlines didn't load";

/** A deployment of the built shell as an operator has it: its own copy of dist/shell, the remotes beside it. */
function deployedShell(): { dir: string; remotesJson: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tl-deployed-'));
  cpSync(join(DIST, 'shell'), join(dir, 'shell'), { recursive: true });
  symlinkSync(join(DIST, 'remotes'), join(dir, 'remotes'));
  return { dir, remotesJson: join(dir, 'shell', 'remotes.json'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file of a shell directory but its configuration (remotes.json), by path → sha-256. */
function shellFiles(shellDir: string): Record<string, string> {
  const files = readdirSync(shellDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => relative(shellDir, join(entry.parentPath, entry.name)))
      .filter((file) => file !== 'remotes.json')
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(shellDir, file)))
          .digest('hex'),
      ]),
  );
}

/** The forum remote's files a page received, by origin (its manifest, entry and chunks). */
function forumFilesFrom(responses: { url: string; status: number }[]): Record<string, number[]> {
  const byOrigin: Record<string, number[]> = {};
  for (const { url, status } of responses) {
    const { origin, pathname } = new URL(url);
    if (!pathname.startsWith('/remotes/forum/')) continue;
    byOrigin[origin] ??= [];
    byOrigin[origin].push(status);
  }
  return byOrigin;
}

/** Opens the forum in a fresh signed-in page, recording every response the page receives. */
async function openForum(browser: Browser, app: TestApp, who: string) {
  const angler = await signInThroughProvider(browser, app, aFreshName(who));
  const responses: { url: string; status: number }[] = [];
  angler.page.on('response', (response) => responses.push({ url: response.url(), status: response.status() }));
  const blocked: string[] = [];
  await angler.page.exposeFunction('reportBlocked', (uri: string) => blocked.push(uri));
  await angler.page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportBlocked(uri: string): void }).reportBlocked(event.blockedURI),
    ),
  );
  await angler.page.goto(`${app.url}/forum`);
  return { page: angler.page, responses, blocked };
}

async function asksAQuestion(page: Page, title: string) {
  await page.getByRole('heading', { name: 'Recent Questions' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Ask Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await dialog.getByLabel('Category').selectOption('techniques');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Details').fill('Asked on a forum served from another origin than the shell.');
  await dialog.getByRole('button', { name: 'Post Question' }).click();
  await expectToast(page, 'Question Posted');
  await page.getByRole('link', { name: title }).waitFor();
}

describe('journey: the forum remote moves to another origin and back, the shell untouched', function () {
  this.timeout(240_000);
  let browser: Browser;
  let deployed: ReturnType<typeof deployedShell>;
  let elsewhere: RemoteOrigin;
  let app: TestApp | undefined;
  let built: { remotesJson: string; files: Record<string, string> };

  /** The app restarted on the deployment with these settings (the setting is read at start-up). */
  async function startApp(env: Record<string, string>): Promise<TestApp> {
    await app?.close();
    app = await startTestApp({ staticDir: deployed.dir, env });
    return app;
  }

  before(async () => {
    deployed = deployedShell();
    [browser, elsewhere] = await Promise.all([theBrowser(), serveRemotesElsewhere(DIST, ['forum'])]);
    built = { remotesJson: readFileSync(join(DIST, 'shell', 'remotes.json'), 'utf8'), files: shellFiles(join(DIST, 'shell')) };
    expect(shellFiles(join(deployed.dir, 'shell'))).to.deep.equal(built.files);
  });
  afterEach(closeContexts);
  after(async () => {
    await app?.close();
    await elsewhere?.close();
    deployed?.remove();
  });

  it('moves the forum by rewriting remotes.json and REMOTE_ORIGINS, and back, the shell byte for byte the same', async () => {
    const original = JSON.parse(built.remotesJson) as Record<string, string>;
    const moved = { ...original, forum: elsewhere.manifestOf('forum') };
    writeFileSync(deployed.remotesJson, `${JSON.stringify(moved, null, 2)}\n`);

    // Without the setting, the page's own policy keeps the moved remote out: the slot says so.
    let running = await startApp({});
    const refused = await openForum(browser, running, 'Rita Refused');
    await refused.page.getByText(REMOTE_ERROR_TITLE).waitFor({ timeout: 20_000 });
    expect(
      refused.blocked.some((uri) => uri.startsWith(elsewhere.origin)),
      `blocked: ${refused.blocked.join(', ')}`,
    ).to.equal(true);
    await closeContexts();

    // The setting names the second origin: the forum comes from there, and works.
    running = await startApp({ REMOTE_ORIGINS: elsewhere.origin });
    const there = await openForum(browser, running, 'Mo Moved');
    await asksAQuestion(there.page, `Night crawlers or leeches? (${aFreshName('moved')})`);
    await snap(there.page, 'moving-a-remote-forum-elsewhere');
    const fromThere = forumFilesFrom(there.responses);
    expect(Object.keys(fromThere), 'origins the forum came from').to.deep.equal([elsewhere.origin]);
    expect(
      fromThere[elsewhere.origin]!.every((status) => status === 200),
      `statuses ${fromThere[elsewhere.origin]!.join(', ')}`,
    ).to.equal(true);
    const forumRequests = there.responses
      .filter(({ url }) => url.startsWith(`${elsewhere.origin}/remotes/forum/`))
      .map(({ url }) => new URL(url).pathname);
    expect(forumRequests).to.include.members(['/remotes/forum/mf-manifest.json', '/remotes/forum/remoteEntry.js']);
    expect(there.blocked, 'nothing blocked by the CSP').to.deep.equal([]);
    expect(shellFiles(join(deployed.dir, 'shell')), "the shell's files while the forum is elsewhere").to.deep.equal(built.files);

    // Without signal the moved forum still opens: the app's worker kept its files from the second origin.
    await there.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 30_000,
      polling: 250,
    });
    await there.page.context().setOffline(true);
    await there.page.reload();
    await there.page.getByRole('heading', { level: 1, name: 'Forum' }).waitFor({ timeout: 20_000 });
    await snap(there.page, 'moving-a-remote-forum-elsewhere-offline');
    await there.page.context().setOffline(false);
    await closeContexts();

    // Back home: the build's own remotes.json, no setting, and the second origin gone.
    writeFileSync(deployed.remotesJson, built.remotesJson);
    await elsewhere.close();
    running = await startApp({});
    const home = await openForum(browser, running, 'Hal Home');
    await asksAQuestion(home.page, `Best knot for braid? (${aFreshName('home')})`);
    await snap(home.page, 'moving-a-remote-forum-home');
    expect(Object.keys(forumFilesFrom(home.responses)), 'origins the forum came from').to.deep.equal([running.url]);
    expect(home.blocked, 'nothing blocked by the CSP').to.deep.equal([]);

    expect(shellFiles(join(deployed.dir, 'shell')), "the shell's files after the move back").to.deep.equal(built.files);
    expect(readFileSync(deployed.remotesJson, 'utf8')).to.equal(built.remotesJson);
  });
});

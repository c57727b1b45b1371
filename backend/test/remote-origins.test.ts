import { expect } from 'chai';
import { loadConfig } from '../src/platform/config/config.ts';
import { builtShell } from './support/built-shell.ts';
import { HttpClient, startTestApp, type TestApp } from './support/index.ts';

/** A Content-Security-Policy header as directive → its sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const FORUM_HOST = 'https://forum.cdn.example.com';
const SECOND_HOST = 'http://127.0.0.1:4100';
/** Where a remote's manifest, entry, chunks, styles, fonts and pictures come from. */
const REMOTE_KINDS = ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src'];

describe('remotes served from other origins (REMOTE_ORIGINS)', function () {
  this.timeout(60_000);
  let moved: TestApp;
  let dist: ReturnType<typeof builtShell>;
  before(async () => {
    dist = builtShell();
    moved = await startTestApp({ staticDir: dist.dir, env: { REMOTE_ORIGINS: `${FORUM_HOST}, ${SECOND_HOST}` } });
  });
  after(async () => {
    await moved?.close();
    dist?.remove();
  });

  it("lets the shell's page load remotes from the origins the setting names, and nothing more", async () => {
    const browser = new HttpClient(moved.url);
    for (const path of ['/', '/forum', '/api/config']) {
      const csp = directives((await browser.get(path, { accept: 'text/html' })).headers.get('content-security-policy')!);
      for (const kind of REMOTE_KINDS) expect(csp[kind], `${path} ${kind}`).to.include.members([FORUM_HOST, SECOND_HOST]);
      for (const kind of ['default-src', 'base-uri', 'form-action', 'worker-src', 'frame-ancestors', 'object-src']) {
        expect(csp[kind], `${path} ${kind}`).to.not.include.members([FORUM_HOST]);
      }
    }
  });

  it("has the shell's page open connections to those origins while it loads", async () => {
    const browser = new HttpClient(moved.url);
    const links = [FORUM_HOST, SECOND_HOST].flatMap((origin) => [
      `<${origin}>; rel=preconnect`,
      `<${origin}>; rel=preconnect; crossorigin`,
    ]);
    for (const path of ['/', '/forum'])
      expect((await browser.get(path, { accept: 'text/html' })).headers.get('link'), path).to.equal(links.join(', '));
    expect((await browser.get('/main.0123abcd.js')).headers.get('link'), 'a script').to.equal(null);
  });

  it('allows no other origin for scripts or requests without the setting', async () => {
    const plain = await startTestApp({ staticDir: dist.dir, database: { url: moved.databaseUrl, drop: async () => undefined } });
    try {
      const page = await new HttpClient(plain.url).get('/', { accept: 'text/html' });
      const csp = directives(page.headers.get('content-security-policy')!);
      for (const kind of ['script-src', 'connect-src']) {
        expect(
          csp[kind]!.filter((source) => !source.includes('googleapis.com') && !source.includes('gstatic.com')),
          kind,
        ).to.deep.equal(["'self'"]);
      }
      expect(page.headers.get('link'), 'no connections opened ahead').to.equal(null);
    } finally {
      await plain.close();
    }
  });

  it('reads the setting as a list of origins, refusing anything else', () => {
    expect(loadConfig({}).remoteOrigins).to.deep.equal([]);
    expect(loadConfig({ REMOTE_ORIGINS: ` ${FORUM_HOST} ,,${SECOND_HOST}` }).remoteOrigins).to.deep.equal([FORUM_HOST, SECOND_HOST]);
    expect(() => loadConfig({ REMOTE_ORIGINS: `${FORUM_HOST}/remotes/forum/` })).to.throw(
      /REMOTE_ORIGINS: 'https:\/\/forum\.cdn\.example\.com\/remotes\/forum\/' is not an origin/,
    );
    expect(() => loadConfig({ REMOTE_ORIGINS: 'forum.cdn.example.com' })).to.throw(/REMOTE_ORIGINS/);
    expect(() => loadConfig({ REMOTE_ORIGINS: 'ftp://forum.cdn.example.com' })).to.throw(/REMOTE_ORIGINS/);
  });
});

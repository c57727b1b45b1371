import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { HttpClient, startTestApp, type TestApp } from './support/index.ts';

/** A built frontend as rspack leaves it in dist/. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-dist-'));
  const files: Record<string, string> = {
    'shell/index.html': '<!doctype html><title>Tightlines</title><div id="root"></div>',
    'shell/main.3f9a1c2b.js': 'console.log("shell")',
    'shell/remotes.json': '{"feed":"/remotes/feed/mf-manifest.json"}',
    'remotes/feed/mf-manifest.json': '{"name":"feed"}',
    'remotes/feed/remoteEntry.js': 'var feed;',
    'remotes/feed/__federation_expose_routes.a1b2c3d4e5.js': 'export {}',
    'remotes/advertiser/index.html': '<!doctype html><title>Advertiser</title>',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

describe('serving the built frontend', () => {
  let app: TestApp;
  let browser: HttpClient;
  let dist: string;
  before(async () => {
    dist = fakeDist();
    app = await startTestApp({ staticDir: dist });
    browser = new HttpClient(app.url);
  });
  after(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the shell at / without caching its page', async () => {
    const res = await browser.get('/', html);
    expect(res.status).to.equal(200);
    expect(res.text).to.include('<div id="root">');
    expect(res.headers.get('cache-control')).to.equal('no-cache');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await browser.get('/main.3f9a1c2b.js');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
  });

  it('never caches the remotes JSON, manifests or remote entries', async () => {
    for (const file of ['/remotes.json', '/remotes/feed/mf-manifest.json', '/remotes/feed/remoteEntry.js']) {
      expect((await browser.get(file)).headers.get('cache-control'), file).to.equal('no-cache');
    }
  });

  it('lets shells on other origins load remote files', async () => {
    const res = await browser.get('/remotes/feed/__federation_expose_routes.a1b2c3d4e5.js');
    expect(res.status).to.equal(200);
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    expect(res.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
  });

  it('serves a remote standalone at its own folder', async () => {
    const res = await browser.get('/remotes/advertiser/', html);
    expect(res.text).to.include('<title>Advertiser</title>');
  });

  it('answers unknown pages with the shell, so its router shows not-found', async () => {
    for (const page of ['/nope', '/profile/123', '/advertiser/login']) {
      const res = await browser.get(page, html);
      expect(res.status, page).to.equal(200);
      expect(res.text, page).to.include('<div id="root">');
    }
  });

  it('answers a missing file with 404, not the shell', async () => {
    expect((await browser.get('/main.deadbeef.js')).status).to.equal(404);
    expect((await browser.get('/remotes/feed/gone.12345678.js')).status).to.equal(404);
  });

  it('answers an unknown API path with 404 JSON even when a browser asks for HTML', async () => {
    const res = await browser.get('/api/nope', html);
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.include('application/json');
  });
});

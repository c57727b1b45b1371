import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { pageFiles, pagePreloadPlugin, preloadPageOf } from './page-preload.ts';

const MANIFEST_URL = 'https://app.example/remotes/feed/mf-manifest.json';
const manifest = (publicPath: string, pages?: Record<string, string[]>) => ({
  metaData: { publicPath },
  exposes: [{ name: 'routes', pages }],
});

describe("shell: a remote's page preloaded from its manifest", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("resolves the page's scripts and styles where the remote's loader asks for them", () => {
    const pages = { home: ['1358.b0ad5e5e.js', 'home.a17f273c.js', 'home.fa13a439.css', 'icon.svg'], profile: ['profile.1.js'] };
    // 'auto': beside the manifest, wherever the remote is served from.
    expect(pageFiles(manifest('auto', pages), MANIFEST_URL, 'home')).to.deep.equal([
      'https://app.example/remotes/feed/1358.b0ad5e5e.js',
      'https://app.example/remotes/feed/home.a17f273c.js',
      'https://app.example/remotes/feed/home.fa13a439.css',
    ]);
    // A publicPath of its own (another origin).
    expect(pageFiles(manifest('https://cdn.example/feed/', pages), MANIFEST_URL, 'profile')).to.deep.equal([
      'https://cdn.example/feed/profile.1.js',
    ]);
  });

  it('finds nothing for a page the manifest does not name, nor in a manifest that lists no pages', () => {
    expect(pageFiles(manifest('auto', { home: ['home.1.js'] }), MANIFEST_URL, 'question')).to.deep.equal([]);
    expect(pageFiles(manifest('auto'), MANIFEST_URL, 'home')).to.deep.equal([]);
    expect(pageFiles(undefined, MANIFEST_URL, 'home')).to.deep.equal([]);
  });

  it("preloads the wanted page once its remote's manifest is read, once, and nothing for another remote", async () => {
    const plugin = pagePreloadPlugin();
    const afterLoadManifest = plugin.afterLoadManifest as (args: object) => void;
    const read = (name: string) =>
      afterLoadManifest({
        manifestUrl: MANIFEST_URL,
        moduleInfo: { name },
        manifestJson: manifest('auto', { home: ['home.1.js', 'home.2.css'] }),
      });
    preloadPageOf('feed', 'home');
    read('forum');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel="preload"]')).to.have.length(0);
    read('feed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);
    expect(links).to.deep.equal([
      ['script', 'https://app.example/remotes/feed/home.1.js'],
      ['style', 'https://app.example/remotes/feed/home.2.css'],
    ]);
    // A later read of the same manifest (a retry, another slot) asks for nothing more.
    read('feed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel="preload"]')).to.have.length(2);
  });
});

import { expect } from 'chai';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { builtShell } from '../support/built-shell.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/**
 * Page titles and link previews: the server renders none of its own. Every page of the app — an
 * angler's profile with their catches, a trip, a tournament — is the build's one page, the same
 * bytes for every address and every visitor, so a link shared anywhere previews as "Tightlines"
 * and carries nothing of a catch: no coordinates, no place words, no town. What a page shows is
 * read afterwards through the API, where the location shield applies.
 */
describe('platform: pages and their link previews carry nothing of a catch', () => {
  let app: TestApp;
  let built: ReturnType<typeof builtShell>;

  before(async () => {
    built = builtShell();
    app = await startTestApp({ staticDir: built.dir });
  });
  after(async () => {
    await app?.close();
    built?.remove();
  });

  it("serves every page, a catch's angler's profile included, as the build's one page to anyone", async () => {
    const rosa = await anAngler(app, 'Rosa Rivers');
    const post = await aCatch().at('Secret cove below the dam', 39.131234, -120.004321).by(rosa);
    const visitor = new HttpClient(app.url);
    const page = async (path: string) => {
      const res = await visitor.request(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).to.equal(200);
      return res.text();
    };
    const home = await page('/');
    expect(home).to.equal('<!doctype html><title>Tightlines</title>');
    for (const path of [`/profile/${rosa.id}`, `/profile/${rosa.id}?post=${post.id}`, `/trips/${post.id}`, '/spots', '/tournaments/x']) {
      const html = await page(path);
      expect(html, path).to.equal(home);
      expect(html, path).to.not.match(/39\.13|120\.00|Secret cove|og:|twitter:/);
    }
    // Rosa's own view is no different: nothing is rendered per angler.
    expect(await (await rosa.request(`/profile/${rosa.id}`, { headers: { accept: 'text/html' } })).text()).to.equal(home);
  });
});

import { expect } from 'chai';
import pg from 'pg';
import type { Post, PostPage } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/** The header search's catches: by species, angler, description and place — public and shown only. */
describe('posts: searching catches', () => {
  let app: TestApp;
  let wally: Angler;
  let rosa: Angler;
  let reader: Angler;
  let walleye: Post;
  let bass: Post;
  let pike: Post;

  before(async () => {
    app = await startTestApp();
    [wally, rosa, reader] = await Promise.all(['Wally Ferris', 'Rosa Reyes', 'Rita Reader'].map((n) => anAngler(app, n)));
    walleye = await aCatch().of('walleye').saying('Jigged at dusk off the reef').at('Lake Erie, OH').public().by(wally);
    bass = await aCatch().of('largemouth-bass').saying('Topwater frog in the lilies').at('Clear Lake, CA').public().by(rosa);

    pike = await aCatch().of('northern-pike').saying('Walleye rig, pike took it').public().by(rosa);
    await aCatch().of('walleye').saying('Secret walleye hole').private().by(rosa);
    await app.settled();
  });
  after(() => app?.close());

  const found = async (search: string) => {
    const res = await reader.get<PostPage>(`/api/posts?search=${encodeURIComponent(search)}`);
    expect(res.status, res.text).to.equal(200);
    return res.json.items.map((p) => p.id);
  };

  it('finds catches by species: "walleye" finds the walleye and the pike whose description says walleye, never a private one', async () => {
    expect(await found('walleye')).to.have.members([walleye.id, pike.id]);
    expect(await found('Largemouth Bass')).to.deep.equal([bass.id]);
  });

  it('finds catches by their angler’s name, their description and their place', async () => {
    expect(await found('Wally')).to.deep.equal([walleye.id]);
    expect(await found('Rosa Reyes')).to.have.members([bass.id, pike.id]);
    expect(await found('topwater frog')).to.deep.equal([bass.id]);
    expect(await found('Erie')).to.deep.equal([walleye.id]);
    expect(await found('muskie')).to.deep.equal([]);
  });

  it('finds a catch whose place is hidden from the public by what it is, never by its place', async () => {
    const res = await wally.send<Post>('PATCH', `/api/posts/${walleye.id}`, { publicPrecision: 'hidden', matesPrecision: 'hidden' });
    expect(res.status, res.text).to.equal(200);
    expect(await found('Erie')).to.deep.equal([]);
    expect(await found('jigged')).to.deep.equal([walleye.id]);
    expect(
      (await wally.send<Post>('PATCH', `/api/posts/${walleye.id}`, { publicPrecision: '1km', matesPrecision: 'exact' })).status,
    ).to.equal(200);
    expect(await found('Erie')).to.deep.equal([walleye.id]);
  });

  it('leaves out a catch moderation has hidden', async () => {
    const db = new pg.Client(app.databaseUrl);
    await db.connect();
    try {
      await db.query(`update posts set hidden_at = now(), hidden_rule = 'spam' where id = $1`, [walleye.id]);
    } finally {
      await db.end();
    }
    expect(await found('walleye')).to.deep.equal([pike.id]);
  });
});

import { expect } from 'chai';
import pg from 'pg';
import type { PostPage } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch, someContent } from '../support/builders/posts.ts';

const idsOf = async (viewer: Angler, path: string) => {
  const res = await viewer.get<PostPage>(path);
  expect(res.status, res.text).to.equal(200);
  return res.json.items.map((p) => p.id);
};

/** Every page of a list, following nextCursor to the end. */
async function walk(viewer: Angler, path: string, limit: number) {
  const seen: { id: string; createdAt: string }[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const sep = path.includes('?') ? '&' : '?';
    const res: { status: number; json: PostPage; text: string } = await viewer.get<PostPage>(
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, res.text).to.equal(200);
    expect(res.json.items.length).to.be.at.most(limit);
    seen.push(...res.json.items);
    cursor = res.json.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('pagination never ended');
}

describe('posts: the Following feed follows the follows', () => {
  let app: TestApp;
  let rosa: Angler;
  let nia: Angler;
  let public1: string;
  let matesOnly: string;

  before(async () => {
    app = await startTestApp();
    [rosa, nia] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Nia North')]);
    public1 = (await aCatch().of('bluegill').by(rosa)).id;
    matesOnly = (await aCatch().of('walleye').mates().by(rosa)).id;
  });
  after(() => app?.close());

  it("shows the author's own posts in their own feed", async () => {
    expect(await idsOf(rosa, '/api/posts/feed')).to.deep.equal([matesOnly, public1]);
  });

  it('brings earlier public posts in on follow, and mates-only ones once they are mates', async () => {
    await follows(nia, rosa);
    expect(await idsOf(nia, '/api/posts/feed')).to.deep.equal([public1]);
    const niasOwn = (await aCatch().of('yellow-perch').mates().by(nia)).id;
    await follows(rosa, nia); // now mates
    expect(await idsOf(nia, '/api/posts/feed')).to.deep.equal([niasOwn, matesOnly, public1]);
    expect(await idsOf(rosa, '/api/posts/feed')).to.include(niasOwn);
  });

  it('takes posts out when one stops following: mates-only posts disappear for the ex-mate', async () => {
    const niasOwn = (await idsOf(nia, `/api/posts/user/${nia.id}`))[0]!;
    await nia.send('DELETE', `/api/follow/${rosa.id}`);
    expect(await idsOf(nia, '/api/posts/feed')).to.deep.equal([niasOwn]);
    // Rosa still follows Nia, but they are no longer mates: Nia's mates-only catch leaves Rosa's feed.
    expect(await idsOf(rosa, '/api/posts/feed')).not.to.include(niasOwn);
    expect(await idsOf(rosa, `/api/posts/user/${nia.id}`)).not.to.include(niasOwn);
  });

  it('hides a mates-only post whose timeline row outlived the follow, and shows it again once they are mates', async () => {
    const [kai, lea] = await Promise.all([anAngler(app, 'Kai Keel'), anAngler(app, 'Lea Lure')]);
    await mates(kai, lea);
    const secret = (await aCatch().of('muskellunge').mates().by(lea)).id;
    const open = (await aCatch().of('bluegill').by(lea)).id;
    expect(await idsOf(kai, '/api/posts/feed')).to.include.members([secret, open]);
    const db = new pg.Client(app.databaseUrl);
    await db.connect();
    try {
      // Posts' copy of the graph loses Lea → Kai while the timeline rows stay: the feed re-checks mates as it reads.
      await db.query('delete from post_follows where follower_id = $1 and followee_id = $2', [lea.id, kai.id]);
      const feed = await idsOf(kai, '/api/posts/feed');
      expect(feed).to.include(open);
      expect(feed).not.to.include(secret);
      await db.query('insert into post_follows (follower_id, followee_id) values ($1, $2)', [lea.id, kai.id]);
      expect(await idsOf(kai, '/api/posts/feed')).to.include(secret);
    } finally {
      await db.end();
    }
  });

  it("puts new posts into followers' feeds at once, by privacy", async () => {
    const [ivo, tess] = await Promise.all([anAngler(app, 'Ivo Inlet'), anAngler(app, 'Tess Tide')]);
    await follows(ivo, tess);
    await mates(tess, rosa);
    const forAll = (await someContent('Tides this week').by(tess)).id;
    const forMates = (await aCatch().of('striped-bass').mates().by(tess)).id;
    const forHer = (await aCatch().of('bluefish').private().by(tess)).id;
    expect(await idsOf(ivo, '/api/posts/feed')).to.deep.equal([forAll]);
    expect((await idsOf(rosa, '/api/posts/feed')).slice(0, 2)).to.deep.equal([forMates, forAll]);
    expect(await idsOf(tess, '/api/posts/feed')).to.include.members([forAll, forMates, forHer]);
  });
});

describe("posts: authors' cards on the Following feed", () => {
  let app: TestApp;
  let rosa: Angler;
  let finn: Angler;
  const cardOf = async (viewer: Angler) => {
    const res = await viewer.get<PostPage>('/api/posts/feed');
    expect(res.status, res.text).to.equal(200);
    const item = res.json.items.find((p) => p.userId === rosa.id)!;
    return { name: item.userDisplayName, picture: item.userProfileImage };
  };

  before(async () => {
    app = await startTestApp();
    [rosa, finn] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Finn Follower')]);
    await follows(finn, rosa);
    await aCatch().of('walleye').by(rosa);
  });
  after(() => app?.close());

  it("show the author's name as it is now, after a profile edit", async () => {
    expect((await cardOf(finn)).name).to.equal('Rosa Rivers');
    const edited = await rosa.send('PATCH', `/api/profile/${rosa.id}`, { displayName: 'Rosa the Reeler' });
    expect(edited.status, edited.text).to.equal(200);
    expect(await cardOf(finn)).to.deep.equal({ name: 'Rosa the Reeler', picture: null });
  });
});

describe('posts: pages', () => {
  let app: TestApp;
  let rosa: Angler;
  let finn: Angler;
  const shared: string[] = [];

  before(async () => {
    // Rosa shares 23 posts: more than a newcomer's first day allows.
    app = await startTestApp({ clock: pastTheFirstDay() });
    [rosa, finn] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Finn Follower')]);
    await follows(finn, rosa);
    for (let i = 0; i < 23; i++) {
      shared.unshift(
        (
          await aCatch()
            .of('walleye')
            .measuring(10 + i)
            .at('Lake Tahoe, CA', 39.1 + i * 0.001, -120.03)
            .by(rosa)
        ).id,
      );
    }
  });
  after(() => app?.close());

  for (const [name, path] of [
    ['the Following feed', '/api/posts/feed'],
    ["an angler's grid", '/api/posts/user/:rosa'],
    ['Discover near a point', '/api/posts?latitude=39.1&longitude=-120.03'],
    ['Discover by place name', `/api/posts?location=${encodeURIComponent('Lake Tahoe, CA')}`],
    ['nearby posts', '/api/posts/near?latitude=39.1&longitude=-120.03&radius=5'],
  ] as const) {
    it(`walks ${name} newest first, every post exactly once`, async () => {
      const seen = await walk(finn, path.replace(':rosa', rosa.id), 5);
      // Each once (two shared in the same millisecond may come in either order: compare as sets)...
      expect(seen.map((p) => p.id))
        .to.have.members(shared)
        .and.have.length(shared.length);
      // ...newest first.
      const times = seen.map((p) => Date.parse(p.createdAt));
      expect([...times].sort((a, b) => b - a)).to.deep.equal(times);
    });
  }

  it('finds catches by the place name before the comma, whatever the case', async () => {
    expect(await idsOf(finn, `/api/posts?location=${encodeURIComponent('lake TAHOE, California')}&limit=50`)).to.have.length(23);
    expect(await idsOf(finn, `/api/posts?location=${encodeURIComponent('Lake Erie, OH')}`)).to.deep.equal([]);
  });

  it('keeps nearby to the radius, 10 km by default', async () => {
    // About 14 km south of the catches.
    expect(await idsOf(finn, '/api/posts/near?latitude=38.97&longitude=-120.03')).to.deep.equal([]);
    expect(await idsOf(finn, '/api/posts/near?latitude=38.97&longitude=-120.03&radius=20&limit=50')).to.have.length(23);
    // San Francisco is about 245 km away: beyond Discover's reach.
    expect(await idsOf(finn, '/api/posts?latitude=37.77&longitude=-122.42')).to.deep.equal([]);
  });

  it('refuses bad pages and places with 400', async () => {
    for (const path of [
      '/api/posts/feed?cursor=not-a-cursor',
      '/api/posts/feed?limit=0',
      '/api/posts/feed?limit=51',
      '/api/posts/near?latitude=91&longitude=0',
      '/api/posts/near?latitude=&longitude=0',
      '/api/posts/near?latitude=39&longitude=-120&radius=-1',
      `/api/posts?location=${'x'.repeat(201)}`,
    ]) {
      const res = await finn.get<{ message: string }>(path);
      expect(res.status, path).to.equal(400);
      expect(res.json.message).to.be.a('string').and.not.equal('');
    }
    expect((await finn.get('/api/posts/user/not-an-id')).status).to.equal(404);
    expect((await finn.get('/api/stats/user/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab')).status).to.equal(404);
  });
});

describe('posts: home timelines stay bounded', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp({ env: { HOME_TIMELINE_KEEP: '3', HOME_TIMELINE_TRIM_SECONDS: '0.2' } });
  });
  after(() => app?.close());

  it("keeps each grown timeline's newest posts only; the author's profile keeps them all", async () => {
    const [rosa, finn] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Finn Follower')]);
    await follows(finn, rosa);
    const shared: string[] = [];
    for (let i = 0; i < 5; i++)
      shared.unshift(
        (
          await aCatch()
            .of('walleye')
            .measuring(10 + i)
            .by(rosa)
        ).id,
      );
    // The trim runs every 0.2 s, so it may already have cut the timeline between two shares: the feed
    // holds the newest share at once and never anything but the newest, in order.
    const first = await idsOf(finn, '/api/posts/feed');
    expect(first[0]).to.equal(shared[0]);
    expect(first).to.deep.equal(shared.slice(0, first.length));
    const trimmed = shared.slice(0, 3);
    const deadline = Date.now() + 5_000;
    while ((await idsOf(finn, '/api/posts/feed')).length > 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await idsOf(finn, '/api/posts/feed')).to.deep.equal(trimmed);
    expect(await idsOf(rosa, '/api/posts/feed')).to.deep.equal(trimmed);
    expect(await idsOf(rosa, `/api/posts/user/${rosa.id}`)).to.deep.equal(shared);
  });
});

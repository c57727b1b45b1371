import { expect } from 'chai';
import pg from 'pg';
import type { PostPage } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/** Every page of a Following feed, following nextCursor to the end. */
async function feedOf(reader: Angler, limit = 2): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res: { status: number; json: PostPage; text: string } = await reader.get<PostPage>(
      `/api/posts/feed?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, res.text).to.equal(200);
    seen.push(...res.json.items.map((p) => p.id));
    cursor = res.json.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('pagination never ended');
}

/**
 * Wide authors (domain/timeline-delivery.ts): past HOME_TIMELINE_FAN_OUT_MAX followers (2 here) a
 * share writes no follower's timeline; each follower's Following feed merges the author's posts on
 * read, under the same privacy rule, follows and blocks as of the read.
 */
describe("posts: the most followed anglers' posts are merged into their followers' feeds on read", () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler; // the wide author
  let max: Angler; // her mate
  let finn: Angler; // follows her
  let ivy: Angler; // follows her, and follows Omar
  let omar: Angler; // an ordinary author Ivy follows
  let sam: Angler; // a stranger
  const ids = { early: '', public: '', mates: '', private: '', omar1: '', omar2: '' };

  const timelineRowsOf = async (postId: string) =>
    Number((await db.query<{ n: string }>('select count(*) as n from home_timelines where post_id = $1', [postId])).rows[0]!.n);

  before(async function () {
    this.timeout(60_000);
    app = await startTestApp({ env: { HOME_TIMELINE_FAN_OUT_MAX: '2' } });
    db = new pg.Client(app.databaseUrl);
    await db.connect();
    [rosa, max, finn, ivy, omar, sam] = await Promise.all(
      ['Rosa Renowned', 'Max Mate', 'Finn Follower', 'Ivy Reader', 'Omar Ordinary', 'Sam Stranger'].map((n) => anAngler(app, n)),
    );
    await mates(rosa, max);
    // Two followers: still fanned out on write.
    ids.early = (await aCatch().of('walleye').by(rosa)).id;
    await follows(finn, rosa);
    await follows(ivy, rosa);
    await follows(ivy, omar);
    // Interleaved in time with an ordinary author's posts, so a page mixes both sources.
    ids.omar1 = (await aCatch().of('bluegill').by(omar)).id;
    ids.public = (await aCatch().of('rainbow-trout').by(rosa)).id;
    ids.omar2 = (await aCatch().of('bluegill').by(omar)).id;
    ids.mates = (await aCatch().of('brown-trout').mates().by(rosa)).id;
    ids.private = (await aCatch().of('lake-trout').private().by(rosa)).id;
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it("writes the posts of an author past the limit into no follower's timeline, and marks them wide", async () => {
    expect(await timelineRowsOf(ids.public)).to.equal(1); // the author's own
    expect(await timelineRowsOf(ids.mates)).to.equal(1);
    const wide = await db.query('select 1 from wide_authors where angler_id = $1', [rosa.id]);
    expect(wide.rowCount).to.equal(1);
  });

  it('shows each follower what the privacy rule lets them see, newest first, each post once across pages', async () => {
    expect(await feedOf(max)).to.deep.equal([ids.mates, ids.public, ids.early]);
    expect(await feedOf(finn)).to.deep.equal([ids.public, ids.early]);
    expect(await feedOf(ivy)).to.deep.equal([ids.omar2, ids.public, ids.omar1, ids.early]);
    expect(await feedOf(ivy, 50)).to.deep.equal([ids.omar2, ids.public, ids.omar1, ids.early]);
    expect(await feedOf(rosa)).to.deep.equal([ids.private, ids.mates, ids.public, ids.early]);
    expect(await feedOf(sam)).to.deep.equal([]);
  });

  it('stops showing them to an angler who unfollows, and to one the author blocks', async () => {
    expect((await finn.send('DELETE', `/api/follow/${rosa.id}`)).status).to.equal(200);
    expect(await feedOf(finn)).to.deep.equal([]);
    expect((await rosa.send('POST', `/api/blocks/${max.id}`)).status).to.equal(204);
    expect(await feedOf(max)).to.deep.equal([]);
  });

  it('shows a new follower the posts at once, and the mates-only ones once they are mates', async () => {
    await follows(sam, rosa);
    expect(await feedOf(sam)).to.deep.equal([ids.public, ids.early]);
    await follows(rosa, sam);
    expect(await feedOf(sam)).to.deep.equal([ids.mates, ids.public, ids.early]);
  });
});

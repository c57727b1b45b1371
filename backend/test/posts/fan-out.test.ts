import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/**
 * Fan-out on write through the job queue: the share answers without writing its followers' feeds;
 * the job queued in its transaction writes them in batches, each follower once, by privacy.
 */
describe('posts: a share reaches every allowed follower through the fan-out job', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  const FOLLOWERS = 4_500; // more than two batches of the job

  before(async function () {
    this.timeout(60_000);
    app = await startTestApp();
    rosa = await anAngler(app, 'Rosa Renowned');
    db = new pg.Client(app.databaseUrl);
    await db.connect();
    // Posts' copy of the graph as identity's events would have filled it: many followers, every tenth a mate.
    await db.query(
      `insert into post_follows (follower_id, followee_id)
       select gen_random_uuid(), $1::uuid from generate_series(1, $2::int)`,
      [rosa.id, FOLLOWERS],
    );
    // The mates: Rosa follows them back.
    await db.query(
      `insert into post_follows (follower_id, followee_id)
       select $1::uuid, follower_id from (select follower_id from post_follows where followee_id = $1::uuid order by follower_id limit $2::int) f`,
      [rosa.id, FOLLOWERS / 10],
    );
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const readersOf = async (postId: string) =>
    Number((await db.query<{ n: string }>('select count(*) as n from home_timelines where post_id = $1', [postId])).rows[0]!.n);

  it("writes a public post into the author's feed and every follower's, once each", async () => {
    const post = await aCatch().of('walleye').by(rosa); // the client waits for the queue: the job has run
    expect(await readersOf(post.id)).to.equal(FOLLOWERS + 1);
  });

  it("writes a mates-only post into the mates' feeds only", async () => {
    const post = await aCatch().of('walleye').mates().by(rosa);
    expect(await readersOf(post.id)).to.equal(FOLLOWERS / 10 + 1);
  });

  it("writes a private post into nobody else's feed", async () => {
    const post = await aCatch().of('walleye').private().by(rosa);
    expect(await readersOf(post.id)).to.equal(1);
  });
});

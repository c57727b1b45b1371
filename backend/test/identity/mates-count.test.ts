import { expect } from 'chai';
import pg from 'pg';
import { Profile } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';

/**
 * The Mates count a profile shows is kept by follows' trigger (identity migration 20261129062719): it
 * must equal a recount of the anglers who follow each other after any mix of follows, unfollows,
 * blocks and deletions, racing ones included.
 */
describe('identity: the Mates count kept exact', () => {
  let app: TestApp;
  let db: pg.Client;
  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const matesShown = async (viewer: Angler, angler: Angler) =>
    Profile.parse((await viewer.get(`/api/profile/${angler.id}`)).json).counts.mates;
  /** Anglers whose kept count differs from a recount of their follows. */
  const drifted = async () =>
    (
      await db.query(`select u.id, coalesce(m.mates, 0) as kept, coalesce(r.mates, 0) as recount from users u
        left join angler_mates m on m.angler_id = u.id
        left join (select mine.follower_id as id, count(*)::int as mates from follows mine
                   join follows back on back.follower_id = mine.followee_id and back.followee_id = mine.follower_id
                   group by mine.follower_id) r on r.id = u.id
        where coalesce(m.mates, 0) <> coalesce(r.mates, 0)`)
    ).rows;

  /**
   * `statement` for a → b in one transaction and for b → a in another, the second started before the first
   * commits: it must wait for the first's pair, then count what the first committed.
   */
  async function bothWaysAtOnce(statement: string, a: Angler, b: Angler): Promise<void> {
    const [first, second] = [new pg.Client({ connectionString: app.databaseUrl }), new pg.Client({ connectionString: app.databaseUrl })];
    try {
      for (const client of [first, second]) {
        await client.connect();
        await client.query('begin');
      }
      await first.query(statement, [a.id, b.id]);
      const back = second.query(statement, [b.id, a.id]);
      await first.query('commit');
      await back;
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  }

  it('counts a follow and a follow back made at the same moment once', async () => {
    const [ann, ben] = await Promise.all([anAngler(app, 'Race Ann'), anAngler(app, 'Race Ben')]);
    await bothWaysAtOnce('insert into follows (follower_id, followee_id) values ($1, $2)', ann, ben);
    expect(await matesShown(ann, ben)).to.equal(1);
    expect(await matesShown(ben, ann)).to.equal(1);
    expect(await drifted()).to.deep.equal([]);
  });

  it('counts an unfollow and an unfollow back made at the same moment once', async () => {
    const [cat, dan] = await Promise.all([anAngler(app, 'Race Cat'), anAngler(app, 'Race Dan')]);
    await mates(cat, dan);
    await bothWaysAtOnce('delete from follows where follower_id = $1 and followee_id = $2', cat, dan);
    expect(await matesShown(cat, dan)).to.equal(0);
    expect(await matesShown(dan, cat)).to.equal(0);
    expect(await drifted()).to.deep.equal([]);
  });

  it('takes the pair out of both counts when one blocks the other, and a follower only never counted', async () => {
    const [eve, fin, gus] = await Promise.all(['Block Eve', 'Block Fin', 'Block Gus'].map((n) => anAngler(app, n)));
    await mates(eve, fin);
    await mates(eve, gus);
    expect(await matesShown(fin, eve)).to.equal(2);
    expect((await eve.send('POST', `/api/blocks/${fin.id}`)).status).to.equal(204);
    expect(await matesShown(gus, eve)).to.equal(1);
    expect(await matesShown(gus, fin)).to.equal(0);
    await follows(fin, gus); // one way only
    expect(await matesShown(eve, gus)).to.equal(1);
    expect(await drifted()).to.deep.equal([]);
  });

  it("takes a deleted angler out of their mates' counts", async () => {
    const [hal, ida, jo] = await Promise.all(['Leaving Hal', 'Staying Ida', 'Staying Jo'].map((n) => anAngler(app, n)));
    await mates(hal, ida);
    await mates(hal, jo);
    await mates(ida, jo);
    expect(await matesShown(jo, ida)).to.equal(2);
    expect((await hal.send('POST', '/api/account/delete', { confirmation: 'DELETE' })).status).to.equal(204);
    expect(await matesShown(jo, ida)).to.equal(1);
    expect(await matesShown(ida, jo)).to.equal(1);
    expect(await drifted()).to.deep.equal([]);
  });

  it('stays equal to a recount after a burst of follows and unfollows sent at once', async () => {
    const crowd = await Promise.all(Array.from({ length: 6 }, (_, i) => anAngler(app, `Crowd ${i}`)));
    const changes = crowd.flatMap((a, i) =>
      crowd.flatMap((b, j) => (i === j ? [] : [a.send('POST', `/api/follow/${b.id}`), a.send('DELETE', `/api/follow/${b.id}`)])),
    );
    for (const res of await Promise.all(changes)) expect(res.status).to.equal(200);
    await Promise.all(crowd.flatMap((a, i) => crowd.slice(i + 1, i + 3).map((b) => a.send('POST', `/api/follow/${b.id}`))));
    await Promise.all(crowd.flatMap((a, i) => crowd.slice(i + 1, i + 2).map((b) => b.send('POST', `/api/follow/${a.id}`))));
    expect(await drifted()).to.deep.equal([]);
  });
});

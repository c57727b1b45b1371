import { expect } from 'chai';
import fc from 'fast-check';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/index.ts';

/**
 * post_mates (each angler's mates as one array, read by the Following feed and Discover) is kept by
 * triggers on post_follows. Whatever statements change the graph, it holds exactly the pairs that
 * follow each other; and two transactions changing the same pair at once — two follows, or an
 * unfollow and a follow back — leave it as the graph they leave.
 */
describe('posts: post_mates holds exactly the anglers who follow each other', () => {
  let app: TestApp;
  let db: pg.Client;
  let other: pg.Client;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client(app.databaseUrl);
    other = new pg.Client(app.databaseUrl);
    await Promise.all([db.connect(), other.connect()]);
  });
  after(async () => {
    await Promise.all([db?.end(), other?.end()]);
    await app?.close();
  });

  /** The mates as the graph defines them and as post_mates holds them, each as sorted "angler>mate" lines. */
  const both = async () => {
    const graph = await db.query<{ pair: string }>(`select f.follower_id || '>' || f.followee_id as pair from post_follows f
      where exists (select 1 from post_follows b where b.follower_id = f.followee_id and b.followee_id = f.follower_id)
      order by 1`);
    const kept = await db.query<{ pair: string }>(`select pm.angler_id || '>' || m as pair
      from post_mates pm cross join unnest(pm.mate_ids) m order by 1`);
    return { graph: graph.rows.map((r) => r.pair), kept: kept.rows.map((r) => r.pair) };
  };
  const expectInStep = async () => {
    const { graph, kept } = await both();
    expect(kept).to.deep.equal(graph);
  };

  const anglers = Array.from({ length: 5 }, () => randomUUID());
  const anEdge = fc.tuple(fc.constantFrom(...anglers), fc.constantFrom(...anglers)).filter(([a, b]) => a !== b);
  const edges = fc.uniqueArray(anEdge, { selector: ([a, b]) => `${a}>${b}`, minLength: 1, maxLength: 6 });
  /** One statement on the graph: follows or unfollows of several pairs at once, or the graph emptied. */
  const aChange = fc.oneof(
    edges.map((e) => ({ kind: 'follow' as const, edges: e })),
    edges.map((e) => ({ kind: 'unfollow' as const, edges: e })),
    fc.constant({ kind: 'truncate' as const, edges: [] as Array<[string, string]> }),
  );
  const apply = async (change: { kind: 'follow' | 'unfollow' | 'truncate'; edges: Array<[string, string]> }) => {
    const followers = change.edges.map(([a]) => a);
    const followees = change.edges.map(([, b]) => b);
    if (change.kind === 'truncate') await db.query('truncate post_follows');
    else if (change.kind === 'follow') {
      await db.query(
        `insert into post_follows (follower_id, followee_id) select * from unnest($1::uuid[], $2::uuid[]) on conflict do nothing`,
        [followers, followees],
      );
    } else {
      await db.query(
        `delete from post_follows f using unnest($1::uuid[], $2::uuid[]) as gone(a, b) where f.follower_id = gone.a and f.followee_id = gone.b`,
        [followers, followees],
      );
    }
  };

  it('follows the graph through any sequence of follows, unfollows (several in one statement) and truncation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(aChange, { minLength: 1, maxLength: 12 }), async (changes) => {
        await db.query('truncate post_follows');
        for (const change of changes) {
          await apply(change);
          await expectInStep();
        }
      }),
      { seed: 20261129, numRuns: 40 },
    );
  });

  /**
   * Runs `first` and then `second` in two open transactions, and commits `first` once `second` has
   * either finished or is waiting for a lock `first` holds.
   */
  const race = async (first: string, second: string) => {
    await db.query('begin');
    await other.query('begin');
    await db.query(first);
    let secondDone = false;
    const secondRuns = other.query(second).then(() => {
      secondDone = true;
    });
    await waitUntil(other, () => secondDone);
    await db.query('commit');
    await secondRuns;
    await other.query('commit');
  };
  /** Until the client's backend waits on a lock or its statement is done (states, not a time). */
  const waitUntil = async (client: pg.Client, done: () => boolean) => {
    const pid = (client as unknown as { processID: number }).processID;
    while (!done()) {
      const { rows } = await db.query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid]);
      if (rows[0]?.wait_event_type === 'Lock') return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const follow = (a: string, b: string) => `insert into post_follows (follower_id, followee_id) values ('${a}', '${b}')`;
  const unfollow = (a: string, b: string) => `delete from post_follows where follower_id = '${a}' and followee_id = '${b}'`;

  it('makes two anglers mates when each follows the other at the same time', async () => {
    await db.query('truncate post_follows');
    const [kai, lea] = [randomUUID(), randomUUID()];
    await race(follow(kai, lea), follow(lea, kai));
    const { kept } = await both();
    expect(kept).to.have.members([`${kai}>${lea}`, `${lea}>${kai}`]);
    await expectInStep();
  });

  it('leaves no mates when an unfollow and a follow back of the same pair run at once, in either order', async () => {
    for (const unfollowFirst of [true, false]) {
      await db.query('truncate post_follows');
      const [kai, lea] = [randomUUID(), randomUUID()];
      await db.query(follow(kai, lea));
      if (unfollowFirst) await race(unfollow(kai, lea), follow(lea, kai));
      else await race(follow(lea, kai), unfollow(kai, lea));
      const { kept } = await both();
      expect(kept, unfollowFirst ? 'unfollow first' : 'follow back first').to.deep.equal([]);
      await expectInStep();
    }
  });
});

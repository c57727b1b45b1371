import { expect } from 'chai';
import pg from 'pg';
import { Trip } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

type Privacy = 'public' | 'mates' | 'private';
interface FeedPage {
  items: Array<{ id: string; createdAt: string }>;
  trips: Array<{ id: string; createdAt: string }>;
  nextCursor: string | null;
}
const pond = { location: 'Hidden beaver pond', latitude: 39.2, longitude: -120.1 };

async function logTrip(angler: Angler, privacy: Privacy = 'public', notes = `a ${privacy} trip`): Promise<string> {
  const res = await angler.send('POST', '/api/spots/trips', { ...pond, fishingSuccess: true, privacy, notes });
  expect(res.status, res.text).to.equal(201);
  return Trip.parse(res.json).id;
}
async function editPrivacy(angler: Angler, tripId: string, privacy: Privacy): Promise<void> {
  const res = await angler.send('PATCH', `/api/trips/${tripId}`, { ...pond, fishingSuccess: true, privacy });
  expect(res.status, res.text).to.equal(200);
}
const tripsInFeed = async (viewer: Angler): Promise<string[]> => {
  const res = await viewer.get<FeedPage>('/api/posts/feed');
  expect(res.status, res.text).to.equal(200);
  return res.json.trips.map((t) => t.id);
};

/**
 * Trips enter Following feeds as posts do — written into each allowed reader's home timeline when
 * logged (fan-out on write) and kept up as trips and follows change — so a page reads one range of the
 * reader's own rows. The timeline rows themselves are checked, not only the answers: the read applies
 * the privacy rule again, which would hide a row that should never have been written.
 */
describe('posts: trips in home timelines, written as posts are', () => {
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler; // the angler
  let max: Angler; // her mate
  let finn: Angler; // follows her
  let sam: Angler; // a stranger

  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [rosa, max, finn, sam] = await Promise.all(['Rosa Rivers', 'Max Mate', 'Finn Follower', 'Sam Stranger'].map((n) => anAngler(app, n)));
    await mates(rosa, max);
    await follows(finn, rosa);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  /** Whose timelines hold the trip, by name. */
  const readersOf = async (tripId: string) => {
    const names = new Map([rosa, max, finn, sam].map((a, i) => [a.id, ['rosa', 'max', 'finn', 'sam'][i]!]));
    const { rows } = await db.query<{ angler_id: string }>('select angler_id from trip_timelines where trip_id = $1', [tripId]);
    return rows.map((r) => names.get(r.angler_id) ?? r.angler_id).sort();
  };
  const seers = async (tripId: string) => {
    const seen: string[] = [];
    for (const [name, a] of [
      ['finn', finn],
      ['max', max],
      ['rosa', rosa],
      ['sam', sam],
    ] as const)
      if ((await tripsInFeed(a)).includes(tripId)) seen.push(name);
    return seen;
  };

  it('writes a logged trip into the timelines of exactly its audience: followers, mates or its angler alone', async () => {
    const open = await logTrip(rosa, 'public');
    const forMates = await logTrip(rosa, 'mates');
    const secret = await logTrip(rosa, 'private');
    expect(await readersOf(open)).to.deep.equal(['finn', 'max', 'rosa']);
    expect(await readersOf(forMates)).to.deep.equal(['max', 'rosa']);
    expect(await readersOf(secret)).to.deep.equal(['rosa']);
    expect(await seers(open)).to.deep.equal(['finn', 'max', 'rosa']);
    expect(await seers(forMates)).to.deep.equal(['max', 'rosa']);
    expect(await seers(secret)).to.deep.equal(['rosa']);
  });

  it('follows a privacy edit both ways: narrowed, readers lose the trip at once; widened, the new audience gets it', async () => {
    const trip = await logTrip(rosa, 'public');
    await editPrivacy(rosa, trip, 'mates');
    expect(await readersOf(trip)).to.deep.equal(['max', 'rosa']);
    expect(await seers(trip)).to.deep.equal(['max', 'rosa']);
    await editPrivacy(rosa, trip, 'private');
    expect(await readersOf(trip)).to.deep.equal(['rosa']);
    expect(await seers(trip)).to.deep.equal(['rosa']);
    await editPrivacy(rosa, trip, 'public');
    expect(await readersOf(trip)).to.deep.equal(['finn', 'max', 'rosa']);
    expect(await seers(trip)).to.deep.equal(['finn', 'max', 'rosa']);
    const { rows } = await db.query('select distinct privacy from trip_timelines where trip_id = $1', [trip]);
    expect(rows).to.deep.equal([{ privacy: 'public' }]);
  });

  it('takes a deleted trip out of every timeline', async () => {
    const trip = await logTrip(rosa, 'public');
    expect(await readersOf(trip)).to.deep.equal(['finn', 'max', 'rosa']);
    expect((await rosa.send('DELETE', `/api/trips/${trip}`)).status).to.equal(204);
    expect(await readersOf(trip)).to.deep.equal([]);
    expect(await seers(trip)).to.deep.equal([]);
  });

  it("an unfollow takes the angler's trips out, a follow brings back those the follower may see; mates gain each other's mates-only trips", async () => {
    const open = await logTrip(rosa, 'public');
    const forMates = await logTrip(rosa, 'mates');
    const samsForMates = await logTrip(sam, 'mates');
    expect((await finn.send('DELETE', `/api/follow/${rosa.id}`)).status).to.equal(200);
    expect(await tripsInFeed(finn)).not.to.include(open);
    expect(await readersOf(open)).to.deep.equal(['max', 'rosa']);
    await follows(finn, rosa);
    expect(await tripsInFeed(finn))
      .to.include(open)
      .and.not.include(forMates);
    // Sam and Rosa become mates: each gets the other's mates-only trip; not before.
    await follows(sam, rosa);
    expect(await tripsInFeed(sam))
      .to.include(open)
      .and.not.include(forMates);
    expect(await tripsInFeed(rosa)).not.to.include(samsForMates);
    await follows(rosa, sam);
    expect(await tripsInFeed(sam)).to.include(forMates);
    expect(await tripsInFeed(rosa)).to.include(samsForMates);
    // No longer mates: mates-only trips leave both sides; Sam still follows, so Rosa's public one stays.
    expect((await rosa.send('DELETE', `/api/follow/${sam.id}`)).status).to.equal(200);
    expect(await tripsInFeed(sam))
      .to.include(open)
      .and.not.include(forMates);
    expect(await tripsInFeed(rosa)).not.to.include(samsForMates);
    expect(await readersOf(forMates)).to.deep.equal(['max', 'rosa']);
  });

  it('a block takes the trips out of both timelines', async () => {
    const [lou, kit] = await Promise.all([anAngler(app, 'Lou Blocker'), anAngler(app, 'Kit Blocked')]);
    await mates(lou, kit);
    const lous = await logTrip(lou, 'mates');
    const kits = await logTrip(kit, 'public');
    expect(await tripsInFeed(kit)).to.include(lous);
    expect(await tripsInFeed(lou)).to.include(kits);
    expect((await lou.send('POST', `/api/blocks/${kit.id}`)).status).to.equal(204);
    expect(await tripsInFeed(kit)).not.to.include(lous);
    expect(await tripsInFeed(lou)).not.to.include(kits);
  });

  it('pages trips and posts together by time under one cursor, every one once', async () => {
    const [ada, ivo] = await Promise.all([anAngler(app, 'Ada Angler'), anAngler(app, 'Ivo Reader')]);
    await follows(ivo, ada);
    const expected: string[] = [];
    for (let i = 0; i < 4; i++) {
      expected.unshift(
        (
          await aCatch()
            .of('walleye')
            .measuring(10 + i)
            .by(ada)
        ).id,
      );
      expected.unshift(await logTrip(ada, 'public', `trip ${i}`));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const res: { status: number; json: FeedPage } = await ivo.get<FeedPage>(
        `/api/posts/feed?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).to.equal(200);
      const page = [...res.json.items, ...res.json.trips].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      expect(page.length).to.be.at.most(3);
      seen.push(...page.map((x) => x.id));
      cursor = res.json.nextCursor;
      if (!cursor) break;
    }
    expect(seen).to.deep.equal(expected);
  });
});

describe('posts: trip timelines stay bounded as post timelines do', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { HOME_TIMELINE_KEEP: '3', HOME_TIMELINE_TRIM_SECONDS: '0.2' } });
  });
  after(() => app?.close());

  it("keeps each grown timeline's newest trips only; the Trips tab keeps them all", async () => {
    const [rosa, finn] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Finn Follower')]);
    await follows(finn, rosa);
    const logged: string[] = [];
    for (let i = 0; i < 5; i++) logged.unshift(await logTrip(rosa, 'public', `trip ${i}`));
    const deadline = Date.now() + 5_000;
    while ((await tripsInFeed(finn)).length > 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await tripsInFeed(finn)).to.deep.equal(logged.slice(0, 3));
    expect(await tripsInFeed(rosa)).to.deep.equal(logged.slice(0, 3));
    const tab = await rosa.get<{ items: Array<{ id: string }> }>(`/api/trips/user/${rosa.id}?limit=10`);
    expect(tab.json.items.map((t) => t.id)).to.deep.equal(logged);
  });
});

import { expect } from 'chai';
import type { LocationPrecision, Tournament, TournamentEntry, TournamentEntryWithLog } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { MatesSeeLessThanPublic } from '../../src/modules/posts/domain/post.errors.ts';
import { aCatch, enters, EVENT, joins, organizes, verifies } from './builders.ts';

const WORDS = 'Secret cove below the dam';

/**
 * The location shield on tournament entries. An entry's place is the angler's words (no
 * coordinates), kept with the two precisions the angler's location defaults gave it when entered:
 * whoever the angler hides the place from reads no words. The organizer reads them as the angler
 * does, because judging whether a catch came from the tournament's water needs its place.
 */
describe('tournaments: entries show where they were caught only as the viewer may see it', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler; // the organizer
  let rosa: Angler; // the angler whose catches these are
  let max: Angler; // her mate (and a participant)
  let finn: Angler; // follows her; she does not follow back
  let sam: Angler; // a stranger
  let t: Tournament;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, rosa, max, finn, sam] = await Promise.all(
      ['Olive Organizer', 'Rosa Rivers', 'Max Mate', 'Finn Follower', 'Sam Stranger'].map((n) => anAngler(app, n)),
    );
    await mates(rosa, max);
    await follows(finn, rosa);
    t = await organizes(olive);
    await joins(rosa, t);
    await joins(max, t);
    clock.set(EVENT.during);
  });
  after(() => app?.close());

  const viewers = () => ({ olive, rosa, max, finn, sam });
  type Who = keyof ReturnType<typeof viewers>;

  /** The entry as each viewer reads it in the list and alone, against the precision they may see it at. */
  async function expectSeen(entryId: string, expected: Record<Who, LocationPrecision>) {
    for (const [who, precision] of Object.entries(expected) as Array<[Who, LocationPrecision]>) {
      const viewer = viewers()[who];
      const list = await viewer.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`);
      const one = await viewer.get<TournamentEntryWithLog>(`/api/tournaments/${t.id}/entries/${entryId}`);
      for (const [read, entry] of [
        ['the entries', list.json.find((e) => e.id === entryId)],
        ['the entry', one.json],
      ] as const) {
        expect(entry, `${read} for ${who}`).to.not.equal(undefined);
        expect(entry!.locationPrecision, `${read} for ${who}`).to.equal(precision);
        expect(entry!.locationName, `${read} for ${who}`).to.equal(precision === 'hidden' ? null : WORDS);
      }
    }
  }

  it("gives an entry the angler's defaults: a new angler's words reach everyone, at the precision each may see", async () => {
    const entry = await enters(rosa, t, { locationName: WORDS });
    expect(entry).to.include({ locationName: WORDS, locationPrecision: 'exact' });
    await expectSeen(entry.id, { olive: 'exact', rosa: 'exact', max: 'exact', finn: '1km', sam: '1km' });
  });

  it('withholds the words from whoever the angler hides the place from, and keeps each entry at the choice it was entered with', async () => {
    const before = (await rosa.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`)).json.find((e) => e.userId === rosa.id)!;
    const set = await rosa.send('PUT', `/api/profile/${rosa.id}/location-defaults`, { publicPrecision: 'hidden', matesPrecision: 'place' });
    expect(set.status, set.text).to.equal(200);
    const entry = await enters(rosa, t, { locationName: WORDS });
    await expectSeen(entry.id, { olive: 'exact', rosa: 'exact', max: 'place', finn: 'hidden', sam: 'hidden' });
    await expectSeen(before.id, { olive: 'exact', rosa: 'exact', max: 'exact', finn: '1km', sam: '1km' });
  });

  it("lets the angler choose an entry's precisions, each one left out kept or taken from their defaults, checked as a catch's", async () => {
    const entriesNow = async () => (await olive.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`)).json.length;
    const count = await entriesNow();
    // Her defaults are now Hidden for everyone, Place name only for mates: mates would see less than the public.
    const refused = await rosa.send<{ message: string }>('POST', `/api/tournaments/${t.id}/entries`, {
      ...aCatch({ locationName: WORDS }),
      publicPrecision: '1km',
    });
    expect([refused.status, refused.json.message]).to.deep.equal([422, new MatesSeeLessThanPublic().message]);
    expect(await entriesNow()).to.equal(count);
    const entry = await enters(rosa, t, { locationName: WORDS, publicPrecision: 'hidden', matesPrecision: 'exact' });
    await expectSeen(entry.id, { olive: 'exact', rosa: 'exact', max: 'exact', finn: 'hidden', sam: 'hidden' });
    const edited = await rosa.send<TournamentEntry>('PUT', `/api/tournaments/${t.id}/entries/${entry.id}`, {
      ...aCatch({ locationName: WORDS }),
      publicPrecision: '10km',
    });
    expect(edited.status, edited.text).to.equal(200);
    await expectSeen(entry.id, { olive: 'exact', rosa: 'exact', max: 'exact', finn: '10km', sam: '10km' });
  });

  it('carries no place in leaderboard rows, and reads nothing for anyone not signed in', async () => {
    const entry = (await rosa.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`)).json.find((e) => e.userId === rosa.id)!;
    await verifies(olive, t, entry);
    const board = await sam.get<Array<Record<string, unknown>>>(`/api/tournaments/${t.id}/leaderboard`);
    expect(board.json.map((r) => r.userId)).to.include(rosa.id);
    for (const row of board.json) {
      expect(Object.keys(row).filter((k) => /location|latitude|longitude|place/i.test(k))).to.deep.equal([]);
      expect(JSON.stringify(row)).to.not.include(WORDS);
    }
    const anonymous = new HttpClient(app.url);
    for (const path of [
      `/api/tournaments/${t.id}/entries`,
      `/api/tournaments/${t.id}/entries/${entry.id}`,
      `/api/tournaments/${t.id}/leaderboard`,
    ])
      expect((await anonymous.get(path)).status, path).to.equal(401);
  });
});

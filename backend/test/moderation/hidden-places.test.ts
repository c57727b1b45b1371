import { expect } from 'chai';
import pg from 'pg';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  type DirectorySpot,
  type HeatSpot,
  type Profile,
  type QueueEntry,
  type ReportedItemDetail,
  type SpotTip,
  type Tournament,
} from '@tightlines/contracts';
import { eventually, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { EVENT, joins, organizes } from '../tournaments/builders.ts';
import { acts, makeOperator, reports } from './support.ts';

const clock = new ManualClock(EVENT.before);

/**
 * Hidden spots, tips, tournaments and profiles over HTTP, on real PostgreSQL: an operator hides a
 * reported item (or three reports do) and every read that showed it stops showing it to a stranger, a
 * follower or participant and the reporter; its author still reads it, marked; unhide restores it;
 * remove deletes a spot or tournament for good.
 *
 * Reads covered — spots: directory (GET /api/spots), nearby, recommended, heat map, popular spots (/api/spots/with-trips),
 * detail, tips, recent conditions, rate, share a tip, vote on a tip. Tournaments: list, page, participants,
 * leaderboard, prizes, entries, join. Profiles: the profile page, Find People search, suggestions, and
 * the cards other modules keep (a tip's author).
 */
describe('moderation: hidden spots, tips, tournaments and profiles', () => {
  let app: TestApp;
  let db: pg.Client;
  let olga: Angler; // operator
  let rosa: Angler; // an author
  let ada: Angler; // the reporter
  let ben: Angler; // rosa's follower, a participant
  let cleo: Angler;
  let dan: Angler;
  const strangers = () => [ada, ben, cleo];

  const act = (kind: string, itemId: string, action: 'hide' | 'unhide' | 'remove') =>
    acts(olga, { kind, itemId, action, ruleId: 'privacy' });
  let reporters = 0;
  /** An angler reports it (a new one each time: a first day allows few reports) and an operator hides it. */
  const reportedAndHidden = async (kind: string, itemId: string): Promise<Angler> => {
    const reporter = await anAngler(app, `Rita Reporter ${++reporters}`);
    expect((await reports(reporter, kind, itemId)).status).to.equal(201);
    await act(kind, itemId, 'hide');
    return reporter;
  };
  const addSpot = async (who: Angler, name: string, at = { latitude: 44.1, longitude: -110.6 }) => {
    const res = await who.send<DirectorySpot>('POST', '/api/spots', {
      name,
      description: `${name}, a water for the hiding tests`,
      location: `${name}, WY`,
      ...at,
      waterType: 'lake',
      species: ['Trout'],
    });
    expect(res.status, res.text).to.equal(201);
    return res.json;
  };
  const shareTip = async (who: Angler, spotId: string, title: string) => {
    const res = await who.send<SpotTip>('POST', `/api/spots/${spotId}/tips`, {
      title,
      content: `${title}, said plainly`,
      category: 'bait',
    });
    expect(res.status, res.text).to.equal(201);
    return res.json;
  };
  const directoryIds = async (who: Angler, search: string) =>
    (await who.get<DirectorySpot[]>(`/api/spots?search=${encodeURIComponent(search)}`)).json.map((s) => s.id);
  const nearbyIds = async (who: Angler) =>
    (await who.get<DirectorySpot[]>('/api/spots/nearby?latitude=44.1&longitude=-110.6&radius=20')).json.map((s) => s.id);
  const heatIds = async (who: Angler) => (await who.get<HeatSpot[]>('/api/spots/heatmap')).json.map((s) => s.id);
  const popularIds = async (who: Angler) => (await who.get<Array<{ id: string }>>('/api/spots/with-trips?limit=50')).json.map((s) => s.id);

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [olga, rosa, ada, ben, cleo, dan] = await Promise.all(
      ['Olga Operator', 'Rosa Reel', 'Ada Angler', 'Ben Bank', 'Cleo Cast', 'Dan Drift'].map((n) => anAngler(app, n)),
    );
    await makeOperator(app, olga);
    await follows(ben, rosa);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  describe('spots and tips', () => {
    it('a hidden spot leaves the directory, nearby, the heat map, popular spots and its page for all but the angler who added it, who reads it marked; unhide restores it', async () => {
      const spot = await addSpot(rosa, 'Hidden Hollow');
      // Cleo fishes a water 5 km away: Hidden Hollow is recommended to her, near it.
      const near = await addSpot(dan, 'Neighbour Lake', { latitude: 44.14, longitude: -110.6 });
      expect((await cleo.send('POST', '/api/spots/trips', { spotId: near.id, fishingSuccess: true })).status).to.equal(201);
      const recommendedIds = async (who: Angler) => (await who.get<DirectorySpot[]>('/api/spots/recommended')).json.map((s) => s.id);
      expect(await recommendedIds(cleo)).to.include(spot.id);
      for (const who of strangers()) {
        expect(await directoryIds(who, 'Hidden Hollow')).to.include(spot.id);
        expect(await nearbyIds(who)).to.include(spot.id);
      }
      expect(await heatIds(ada)).to.include(spot.id);
      expect(await popularIds(ada)).to.include(spot.id);

      const reporter = await reportedAndHidden('spot', spot.id);

      for (const who of [...strangers(), reporter]) {
        expect(await directoryIds(who, 'Hidden Hollow'), 'directory').not.to.include(spot.id);
        expect(await nearbyIds(who), 'nearby').not.to.include(spot.id);
        expect(await heatIds(who), 'heat map').not.to.include(spot.id);
        expect(await popularIds(who), 'popular spots').not.to.include(spot.id);
        expect(await recommendedIds(who), 'recommended').not.to.include(spot.id);
        expect((await who.get(`/api/spots/${spot.id}`)).status, 'detail').to.equal(404);
        expect((await who.get(`/api/spots/${spot.id}/tips`)).status, 'tips').to.equal(404);
        expect((await who.get(`/api/spots/${spot.id}/conditions/recent`)).status, 'conditions').to.equal(404);
        expect((await who.send('PUT', `/api/spots/${spot.id}/rating`, { rating: 5 })).status, 'rate').to.equal(404);
        expect(
          (await who.send('POST', `/api/spots/${spot.id}/tips`, { title: 'Try here', content: 'Worms at dawn', category: 'bait' })).status,
          'share',
        ).to.equal(404);
      }
      const mine = await rosa.get<{ hidden: { ruleId: string | null; ruleTitle: string | null } | null; isMine: boolean }>(
        `/api/spots/${spot.id}`,
      );
      expect(mine.status).to.equal(200);
      expect(mine.json.isMine).to.equal(true);
      expect(mine.json.hidden).to.deep.include({ ruleId: 'privacy', ruleTitle: "Respect others' privacy" });
      expect((await rosa.get(`/api/spots/${spot.id}/tips`)).status).to.equal(200);
      // Their own directory still lists it, marked; nobody else's does.
      const listed = (await rosa.get<DirectorySpot[]>('/api/spots?search=Hidden%20Hollow')).json.find((s) => s.id === spot.id);
      expect(listed?.hidden).to.deep.include({ ruleId: 'privacy' });
      // Reported again once hidden: not theirs to see.
      expect((await reports(cleo, 'spot', spot.id)).status).to.equal(404);

      await act('spot', spot.id, 'unhide');
      for (const who of strangers()) {
        expect(await directoryIds(who, 'Hidden Hollow')).to.include(spot.id);
        expect(await nearbyIds(who)).to.include(spot.id);
        const detail = await who.get<{ hidden: unknown; isMine: boolean }>(`/api/spots/${spot.id}`);
        expect(detail.json).to.include({ hidden: null, isMine: false });
      }
      expect(await heatIds(ada)).to.include(spot.id);
      expect(await recommendedIds(cleo)).to.include(spot.id);
      expect((await rosa.get<{ hidden: unknown }>(`/api/spots/${spot.id}`)).json.hidden).to.equal(null);
      expect((await rosa.get<DirectorySpot[]>('/api/spots?search=Hidden%20Hollow')).json.find((s) => s.id === spot.id)?.hidden).to.equal(
        null,
      );
    });

    it("a hidden tip leaves its spot's tips for all but its author, who reads it marked, and cannot be voted on; unhide restores it", async () => {
      const spot = await addSpot(dan, 'Tip Tarn', { latitude: 46.2, longitude: -112.1 });
      const tip = await shareTip(rosa, spot.id, 'Spoons off the point');
      const other = await shareTip(cleo, spot.id, 'Flies at dusk');
      expect(tip.user.id).to.equal(rosa.id);
      const tipIds = async (who: Angler) => (await who.get<SpotTip[]>(`/api/spots/${spot.id}/tips`)).json.map((t) => t.id);

      const reporter = await reportedAndHidden('tip', tip.id);

      for (const who of [...strangers(), reporter]) {
        expect(await tipIds(who), 'tips').to.deep.equal([other.id]);
        expect((await who.send('POST', `/api/tips/${tip.id}/vote`, { voteType: 'upvote' })).status, 'vote').to.equal(404);
      }
      const own = (await rosa.get<SpotTip[]>(`/api/spots/${spot.id}/tips`)).json.find((t) => t.id === tip.id);
      expect(own?.hidden).to.deep.include({ ruleId: 'privacy' });
      expect((await db.query('select upvotes from spot_tips where id = $1', [tip.id])).rows[0].upvotes).to.equal(0);

      await act('tip', tip.id, 'unhide');
      for (const who of strangers()) expect(await tipIds(who)).to.have.members([tip.id, other.id]);
      expect((await ada.get<SpotTip[]>(`/api/spots/${spot.id}/tips`)).json.find((t) => t.id === tip.id)?.hidden).to.equal(null);
    });

    it('three reports by different anglers hide a spot automatically', async () => {
      const spot = await addSpot(rosa, 'Reported Reach', { latitude: 47.3, longitude: -113.2 });
      for (const who of [ada, ben, cleo]) expect((await reports(who, 'spot', spot.id)).status).to.equal(201);
      expect((await dan.get(`/api/spots/${spot.id}`)).status).to.equal(404);
      expect(await directoryIds(dan, 'Reported Reach')).not.to.include(spot.id);
      expect((await rosa.get<{ hidden: { ruleId: string | null } | null }>(`/api/spots/${spot.id}`)).json.hidden).to.deep.include({
        ruleId: null,
      });
    });

    it('remove deletes a spot for good, its tips and ratings with it, for its author too; trips logged there stay, at a custom place', async () => {
      const spot = await addSpot(rosa, 'Gone Gulch', { latitude: 48.4, longitude: -114.3 });
      await shareTip(ben, spot.id, 'Deep water');
      expect((await ada.send('PUT', `/api/spots/${spot.id}/rating`, { rating: 4 })).status).to.equal(200);
      const trip = await ben.send<{ id: string }>('POST', '/api/spots/trips', { spotId: spot.id, fishingSuccess: true });
      expect(trip.status, trip.text).to.equal(201);
      expect((await reports(cleo, 'spot', spot.id)).status).to.equal(201);
      await act('spot', spot.id, 'remove');
      for (const who of [rosa, ...strangers()]) expect((await who.get(`/api/spots/${spot.id}`)).status).to.equal(404);
      expect(await directoryIds(rosa, 'Gone Gulch')).to.deep.equal([]);
      // The trip logged there stays its angler's, as a trip to a custom place where the spot was.
      const kept = await ben.get<{ spotId: string | null; location: string | null; latitude: number | null }>(`/api/trips/${trip.json.id}`);
      expect(kept.status, kept.text).to.equal(200);
      expect(kept.json).to.include({ spotId: null, location: 'Gone Gulch', latitude: 48.4 });
      for (const table of ['spots where id', 'spot_tips where spot_id', 'spot_ratings where spot_id']) {
        expect((await db.query(`select count(*)::int as n from ${table} = $1`, [spot.id])).rows[0].n, table).to.equal(0);
      }
    });
    it("a hidden spot is named on trip cards to its author alone, takes no trips or conditions but its author's, and stays in its author's nearby and recommended lists, marked", async () => {
      const at = { latitude: 45.2, longitude: -111.7 };
      const spot = await addSpot(rosa, 'Quiet Cove', at);
      const next = await addSpot(dan, 'Next Pool', { latitude: 45.22, longitude: -111.7 });
      // Rosa fishes 2 km away: Quiet Cove, which she added but never fished, is recommended to her.
      expect((await rosa.send('POST', '/api/spots/trips', { spotId: next.id, fishingSuccess: true })).status).to.equal(201);
      const trip = await ben.send<{ id: string }>('POST', '/api/spots/trips', { spotId: spot.id, fishingSuccess: true, privacy: 'public' });
      expect(trip.status, trip.text).to.equal(201);
      const card = (who: Angler) => who.get<{ spotId: string | null; spotName: string | null }>(`/api/trips/${trip.json.id}`);
      expect((await card(cleo)).json).to.include({ spotId: spot.id, spotName: 'Quiet Cove' });

      await reportedAndHidden('spot', spot.id);

      for (const who of [ben, cleo]) {
        const seen = await card(who);
        expect(seen.status, seen.text).to.equal(200);
        expect(seen.json, 'the trip stays, its hidden spot unnamed').to.include({ spotId: null, spotName: null });
        expect(seen.text).not.to.contain('Quiet Cove');
      }
      expect((await card(rosa)).json).to.include({ spotId: spot.id, spotName: 'Quiet Cove' });

      const before = (await db.query('select total_trips from spots where id = $1', [spot.id])).rows[0].total_trips;
      const conditions = await ada.send('POST', `/api/spots/${spot.id}/conditions`, { fishingSuccess: false });
      expect(conditions.status, conditions.text).to.equal(404);
      expect(conditions.json).to.include({ message: 'Spot not found' });
      expect((await ada.send('POST', '/api/spots/trips', { spotId: spot.id, fishingSuccess: true })).status).to.equal(404);
      const mine = await ada.send<{ id: string }>('POST', '/api/spots/trips', { spotId: next.id, fishingSuccess: true });
      expect(
        (await ada.send('PATCH', `/api/trips/${mine.json.id}`, { spotId: spot.id, fishingSuccess: true })).status,
        'moved there',
      ).to.equal(404);
      expect((await db.query('select total_trips from spots where id = $1', [spot.id])).rows[0].total_trips).to.equal(before);

      const near = (await rosa.get<DirectorySpot[]>(`/api/spots/nearby?latitude=${at.latitude}&longitude=${at.longitude}&radius=20`)).json;
      expect(near.find((s) => s.id === spot.id)?.hidden).to.deep.include({ ruleId: 'privacy' });
      expect(near.map((s) => s.id)).to.include(next.id);
      const recommended = (await rosa.get<DirectorySpot[]>('/api/spots/recommended')).json;
      expect(recommended.find((s) => s.id === spot.id)?.hidden).to.deep.include({ ruleId: 'privacy' });
      const othersNear = await cleo.get<DirectorySpot[]>(`/api/spots/nearby?latitude=${at.latitude}&longitude=${at.longitude}&radius=20`);
      expect(othersNear.json.map((s) => s.id)).not.to.include(spot.id);

      // Its author still may (a spot they fished is no longer recommended to them, so this comes last).
      expect((await rosa.send('POST', `/api/spots/${spot.id}/conditions`, { fishingSuccess: true })).status, 'its author').to.equal(201);
      await act('spot', spot.id, 'unhide');
      expect((await card(cleo)).json).to.include({ spotId: spot.id, spotName: 'Quiet Cove' });
    });

    it('a spot whose author deleted their account can be reported; the queue shows no author, and it can be hidden but its author not restricted', async () => {
      const gone = await anAngler(app, 'Gus Gone');
      const spot = await addSpot(gone, 'Orphan Oxbow', { latitude: 46.3, longitude: -112.8 });
      const deleted = await gone.send('POST', '/api/account/delete', { confirmation: DELETE_ACCOUNT_CONFIRMATION });
      expect(deleted.status, deleted.text).to.equal(204);
      expect(
        await eventually(
          async () => (await db.query('select created_by from spots where id = $1', [spot.id])).rows[0].created_by === null,
          10_000,
        ),
      ).to.equal(true);

      const reported = await reports(ada, 'spot', spot.id);
      expect(reported.status, reported.text).to.equal(201);
      const entry = (await olga.get<{ items: QueueEntry[] }>('/api/operator/queue?limit=50')).json.items.find((e) => e.itemId === spot.id);
      expect(entry?.item).to.deep.include({ author: null, title: 'Orphan Oxbow' });
      const detail = await olga.get<ReportedItemDetail>(`/api/operator/items/spot/${spot.id}`);
      expect(detail.status, detail.text).to.equal(200);
      expect(detail.json.item?.author).to.equal(null);
      const warned = await olga.send('POST', '/api/operator/actions', { kind: 'spot', itemId: spot.id, action: 'warn', ruleId: 'privacy' });
      expect(warned.status, warned.text).to.be.within(400, 499);
      await act('spot', spot.id, 'hide');
      expect((await cleo.get(`/api/spots/${spot.id}`)).status).to.equal(404);
    });
  });

  describe('tournaments', () => {
    it('a hidden tournament leaves the list, its page, participants, prizes, entries and leaderboard for all but its organizer — its participants too — who reads it marked; unhide restores it', async () => {
      const tournament = await organizes(rosa, { title: 'Hidden Open' });
      await joins(ben, tournament);
      const listed = async (who: Angler) => (await who.get<Tournament[]>('/api/tournaments?search=Hidden%20Open')).json.map((t) => t.id);
      expect(await listed(ada)).to.include(tournament.id);

      const reporter = await reportedAndHidden('tournament', tournament.id);

      for (const who of [...strangers(), reporter]) {
        expect(await listed(who), 'list').not.to.include(tournament.id);
        for (const path of ['', '/participants', '/leaderboard', '/prizes', '/entries']) {
          expect(
            (await who.get(`/api/tournaments/${tournament.id}${path}`)).status,
            `${who === ben ? 'participant' : 'stranger'} ${path || 'page'}`,
          ).to.equal(404);
        }
      }
      expect((await cleo.send('POST', `/api/tournaments/${tournament.id}/join`, {})).status, 'join').to.equal(404);
      expect(await listed(rosa)).to.include(tournament.id);
      const own = await rosa.get<Tournament>(`/api/tournaments/${tournament.id}`);
      expect(own.json.hidden).to.deep.include({ ruleId: 'privacy' });
      expect((await rosa.get(`/api/tournaments/${tournament.id}/leaderboard`)).status).to.equal(200);

      await act('tournament', tournament.id, 'unhide');
      expect(await listed(ada)).to.include(tournament.id);
      expect((await ben.get<Tournament>(`/api/tournaments/${tournament.id}`)).json).to.include({ hidden: null, participantCount: 1 });
      expect((await ben.get(`/api/tournaments/${tournament.id}/leaderboard`)).status).to.equal(200);
    });

    it('remove deletes a tournament for good, with its participants, for its organizer too', async () => {
      const tournament = await organizes(rosa, { title: 'Removed Classic' });
      await joins(ben, tournament);
      expect((await reports(cleo, 'tournament', tournament.id)).status).to.equal(201);
      await act('tournament', tournament.id, 'remove');
      for (const who of [rosa, ben, ada]) expect((await who.get(`/api/tournaments/${tournament.id}`)).status).to.equal(404);
      expect((await rosa.get<Tournament[]>('/api/tournaments?search=Removed')).json).to.deep.equal([]);
      expect(
        (await db.query('select count(*)::int as n from tournament_participants where tournament_id = $1', [tournament.id])).rows[0].n,
      ).to.equal(0);
    });
  });

  describe('profiles', () => {
    it("a hidden profile shows others no name, bio or picture (as a deleted angler's), is not found by search, and the cards other modules keep lose the name; its angler reads it marked; unhide restores it", async () => {
      const gil = await anAngler(app, 'Gilda Gillnet');
      const edited = await gil.send('PATCH', `/api/profile/${gil.id}`, {
        bio: 'Every lake in Montana',
        profileImageUrl: 'https://pictures.example/gil.jpg',
      });
      expect(edited.status, edited.text).to.equal(200);
      const spot = await addSpot(dan, 'Card Creek', { latitude: 45.5, longitude: -111.5 });
      const tip = await shareTip(gil, spot.id, 'Nymphs under the bridge');
      const tipAuthor = async () => (await ada.get<SpotTip[]>(`/api/spots/${spot.id}/tips`)).json.find((t) => t.id === tip.id)?.user;
      const found = async (who: Angler) =>
        (await who.get<{ items: Array<{ id: string }> }>('/api/users/search?q=Gilda')).json.items.map((a) => a.id);
      expect(await found(ada)).to.include(gil.id);
      expect(await eventually(async () => (await tipAuthor())?.displayName === 'Gilda Gillnet')).to.equal(true);

      const reporter = await reportedAndHidden('profile', gil.id);

      for (const who of [...strangers(), reporter]) {
        const seen = (await who.get<Profile>(`/api/profile/${gil.id}`)).json;
        expect(seen, 'profile').to.include({
          displayName: null,
          firstName: null,
          lastName: null,
          bio: null,
          profileImageUrl: null,
          bannerImageUrl: null,
          hidden: null,
        });
        expect(await found(who), 'search').not.to.include(gil.id);
        expect(
          (await who.get<Array<{ id: string }>>('/api/users/suggested')).json.map((a) => a.id),
          'suggestions',
        ).not.to.include(gil.id);
      }
      expect(await eventually(async () => (await tipAuthor())?.displayName === null), "a tip's author card").to.equal(true);
      expect((await tipAuthor())?.profileImageUrl).to.equal(null);
      const own = (await gil.get<Profile>(`/api/profile/${gil.id}`)).json;
      expect(own).to.include({ displayName: 'Gilda Gillnet', bio: 'Every lake in Montana' });
      expect(own.hidden).to.deep.include({ ruleId: 'privacy' });
      expect(await found(gil)).to.include(gil.id);
      // What they posted follows its own rules: the tip still shows, nameless.
      expect(await tipAuthor()).to.not.equal(undefined);

      await act('profile', gil.id, 'unhide');
      expect((await ada.get<Profile>(`/api/profile/${gil.id}`)).json).to.include({
        displayName: 'Gilda Gillnet',
        bio: 'Every lake in Montana',
        hidden: null,
      });
      expect(await found(ada)).to.include(gil.id);
      expect(await eventually(async () => (await tipAuthor())?.displayName === 'Gilda Gillnet')).to.equal(true);
    });

    it('a profile edited while hidden still shows others no name, nor do the cards other modules keep', async () => {
      const hal = await anAngler(app, 'Hal Hook');
      await reportedAndHidden('profile', hal.id);
      expect((await hal.send('PATCH', `/api/profile/${hal.id}`, { displayName: 'Hal The Hook' })).status).to.equal(200);
      expect((await ada.get<Profile>(`/api/profile/${hal.id}`)).json.displayName).to.equal(null);
      // A later change of the same angler's card arrives after the edit's (ordered per angler): then the edit's has too.
      expect((await hal.send('PUT', `/api/profile/${hal.id}/trip-sharing`, { shareTripLocations: false })).status).to.equal(200);
      const card = async () =>
        (await db.query('select display_name, share_trip_locations from spot_anglers where id = $1', [hal.id])).rows[0];
      expect(await eventually(async () => (await card())?.share_trip_locations === false)).to.equal(true);
      expect((await card()).display_name).to.equal(null);
    });
  });
});

import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';

/**
 * A count never tells of what its viewer may not see: an angler's Trips and Successful figures — on the
 * profile and in the statistics — count, for each viewer, only the trips that viewer may read (the one
 * privacy rule: public to all, mates-only to mates, private to the angler alone).
 */
describe('posts: trip counts per viewer', () => {
  let app: TestApp;
  let rosa: Angler;
  let mate: Angler;
  let follower: Angler;
  let stranger: Angler;

  before(async () => {
    app = await startTestApp();
    [rosa, mate, follower, stranger] = await Promise.all([
      anAngler(app, 'Rosa Logs Trips'),
      anAngler(app, 'Mia Mate'),
      anAngler(app, 'Fred Follower'),
      anAngler(app, 'Stan Stranger'),
    ]);
    await mates(rosa, mate);
    await follows(follower, rosa);
    // Two public (one successful), one mates-only (successful), one private (successful).
    for (const [privacy, fishingSuccess] of [
      ['public', true],
      ['public', false],
      ['mates', true],
      ['private', true],
    ] as const) {
      const res = await rosa.send('POST', '/api/spots/trips', {
        location: 'North arm',
        latitude: 46.1,
        longitude: -94.2,
        fishingSuccess,
        privacy,
      });
      expect(res.status, res.text).to.equal(201);
    }
  });
  after(() => app?.close());

  const figures = async (viewer: Angler) => {
    const stats = await viewer.get<{ totalTrips: number; successfulTrips: number }>(`/api/stats/user/${rosa.id}`);
    const profile = await viewer.get<{ counts: { trips: number; successfulTrips: number } }>(`/api/profile/${rosa.id}`);
    expect(stats.status, stats.text).to.equal(200);
    expect(profile.status, profile.text).to.equal(200);
    return {
      stats: [stats.json.totalTrips, stats.json.successfulTrips],
      profile: [profile.json.counts.trips, profile.json.counts.successfulTrips],
    };
  };

  for (const [who, expected] of [
    ['the angler', [4, 3]],
    ['a mate', [3, 2]],
    ['a follower', [2, 1]],
    ['a stranger', [2, 1]],
  ] as const) {
    it(`gives ${who} only the trips they may see`, async () => {
      const viewer = { 'the angler': rosa, 'a mate': mate, 'a follower': follower, 'a stranger': stranger }[who];
      expect(await figures(viewer)).to.deep.equal({ stats: expected, profile: expected });
    });
  }

  it('counts the mates-only trip no more once they are no longer mates', async () => {
    expect((await rosa.send('DELETE', `/api/follow/${mate.id}`)).status).to.equal(200);
    expect(await figures(mate)).to.deep.equal({ stats: [2, 1], profile: [2, 1] });
  });
});

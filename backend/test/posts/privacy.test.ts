import { expect } from 'chai';
import type { PostPage, Profile, UserStats } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

const TAHOE = { latitude: 39.0968, longitude: -120.0324 };
type Place = 'feed' | 'discover' | 'nearby' | 'grid';

/**
 * The privacy matrix (issue 3): author, mate, follower-only and stranger × public, mates-only and
 * private catches × every read that lists posts, and statistics.
 */
describe('posts: who sees which catch, everywhere', () => {
  let app: TestApp;
  let rosa: Angler; // the author
  let max: Angler; // her mate
  let finn: Angler; // follows her; she does not follow back
  let sam: Angler; // a stranger
  const ids = { public: '', mates: '', private: '' };

  before(async () => {
    app = await startTestApp();
    [rosa, max, finn, sam] = await Promise.all(['Rosa Rivers', 'Max Mate', 'Finn Follower', 'Sam Stranger'].map((n) => anAngler(app, n)));
    await mates(rosa, max);
    await follows(finn, rosa);
    const at = (c: ReturnType<typeof aCatch>) => c.at('Emerald Bay, Lake Tahoe, CA', TAHOE.latitude, TAHOE.longitude);
    ids.public = (await at(aCatch().of('rainbow-trout').weighing(3).measuring(18)).by(rosa)).id;
    ids.mates = (await at(aCatch().of('brown-trout').weighing(5).measuring(21).mates()).by(rosa)).id;
    ids.private = (await at(aCatch().of('lake-trout').weighing(10).measuring(30).private()).by(rosa)).id;
  });
  after(() => app?.close());

  const seen = async (viewer: Angler, place: Place) => {
    const path = {
      feed: '/api/posts/feed',
      discover: `/api/posts?location=${encodeURIComponent('Lake Tahoe, CA')}&latitude=${TAHOE.latitude}&longitude=${TAHOE.longitude}`,
      nearby: `/api/posts/near?latitude=${TAHOE.latitude + 0.01}&longitude=${TAHOE.longitude}`,
      grid: `/api/posts/user/${rosa.id}`,
    }[place];
    const res = await viewer.get<PostPage>(path);
    expect(res.status, res.text).to.equal(200);
    const mine = new Set(res.json.items.map((p) => p.id));
    return (['public', 'mates', 'private'] as const).filter((privacy) => mine.has(ids[privacy]));
  };

  const expectations: Record<string, Record<Place, string[]>> = {
    author: { feed: ['public', 'mates', 'private'], discover: ['public'], nearby: ['public', 'mates', 'private'], grid: ['public', 'mates', 'private'] },
    mate: { feed: ['public', 'mates'], discover: ['public'], nearby: ['public', 'mates'], grid: ['public', 'mates'] },
    follower: { feed: ['public'], discover: ['public'], nearby: ['public'], grid: ['public'] },
    stranger: { feed: [], discover: ['public'], nearby: ['public'], grid: ['public'] },
  };
  const viewers = () => ({ author: rosa, mate: max, follower: finn, stranger: sam });

  for (const [who, places] of Object.entries(expectations)) {
    for (const [place, visible] of Object.entries(places) as [Place, string[]][]) {
      it(`${who} sees ${visible.length ? visible.join(' + ') : 'nothing'} in ${place}`, async () => {
        expect(await seen(viewers()[who as keyof ReturnType<typeof viewers>], place)).to.deep.equal(visible);
      });
    }
  }

  const statsExpected = {
    author: { totalCatches: 3, totalSpecies: 3, heaviest: 10, posts: 3 },
    mate: { totalCatches: 2, totalSpecies: 2, heaviest: 5, posts: 2 },
    follower: { totalCatches: 1, totalSpecies: 1, heaviest: 3, posts: 1 },
    stranger: { totalCatches: 1, totalSpecies: 1, heaviest: 3, posts: 1 },
  };
  for (const [who, expected] of Object.entries(statsExpected)) {
    it(`${who} gets statistics and profile counts over only the catches they may see`, async () => {
      const viewer = viewers()[who as keyof ReturnType<typeof viewers>];
      const stats = await viewer.get<UserStats>(`/api/stats/user/${rosa.id}`);
      expect(stats.status, stats.text).to.equal(200);
      expect(stats.json).to.include({ totalCatches: expected.totalCatches, totalSpecies: expected.totalSpecies });
      expect(stats.json.biggestByWeight?.weight).to.equal(expected.heaviest);
      expect(stats.json.speciesBreakdown).to.have.length(expected.totalSpecies);
      const profile = await viewer.get<Profile>(`/api/profile/${rosa.id}`);
      expect(profile.json.counts).to.include({ posts: expected.posts, catches: expected.posts, species: expected.posts });
    });
  }

  it('hides a private catch from likes and deletes of others as if it did not exist', async () => {
    expect((await sam.send('POST', `/api/posts/${ids.private}/like`)).status).to.equal(404);
    expect((await finn.send('POST', `/api/posts/${ids.mates}/like`)).status).to.equal(404);
    expect((await max.send('POST', `/api/posts/${ids.mates}/like`)).status).to.equal(200);
    expect((await max.send('DELETE', `/api/posts/${ids.private}`)).status).to.equal(404);
  });
});

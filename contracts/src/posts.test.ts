import { expect } from 'chai';
import { DiscoverQuery, NearbyQuery, Post, SharePost, postsRoutes } from './posts.ts';
import { PageQuery } from './pagination.ts';

const aCatch = (over: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
  type: 'catch',
  description: 'Early bite on a chartreuse spinnerbait',
  imageUrl: '/media/2026/bass.jpg',
  location: 'Lake Tahoe, CA',
  latitude: 39.0968,
  longitude: -120.0324,
  privacy: 'mates',
  catchDetails: { species: 'largemouth-bass', length: 21.5, weight: 6.2, method: 'Spinnerbait', ...details },
  ...over,
});
const someContent = (over: Record<string, unknown> = {}) => ({
  type: 'content',
  title: '  Knots every angler should know ',
  description: 'Palomar, clinch and the uni knot.',
  tags: ['knots', 'basics'],
  privacy: 'public',
  contentType: 'text',
  ...over,
});
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('contracts: sharing a catch', () => {
  it("accepts the spec's catch payload", () => {
    const parsed = SharePost.parse(aCatch());
    expect(parsed).to.include({ type: 'catch', privacy: 'mates' });
  });
  it('defaults privacy to public', () => {
    expect(SharePost.parse(aCatch({ privacy: undefined })).privacy).to.equal('public');
  });
  it('needs a species from the list', () => {
    expect(SharePost.safeParse(aCatch({}, { species: 'kraken' })).success).to.equal(false);
    expect(SharePost.safeParse(aCatch({}, { species: undefined })).success).to.equal(false);
  });
  it('refuses negative and absurd sizes', () => {
    for (const bad of [{ weight: -1 }, { length: -0.1 }, { weight: 2000.1 }, { length: 250 }])
      expect(SharePost.safeParse(aCatch({}, bad)).success, JSON.stringify(bad)).to.equal(false);
  });
  it('takes sizes to two decimal places (a 17.25 in catch is shared as measured)', () => {
    expect(SharePost.safeParse(aCatch({}, { weight: 12.7, length: 0.3 })).success).to.equal(true);
    expect(SharePost.safeParse(aCatch({}, { weight: 3.14, length: 17.25 })).success).to.equal(true);
    expect(SharePost.safeParse(aCatch({}, { weight: 3.125 })).success).to.equal(false);
  });
  it('allows a catch without size, method or photo', () => {
    const bare = { type: 'catch', catchDetails: { species: 'other' } };
    expect(SharePost.safeParse(bare).success).to.equal(true);
  });
  it('refuses huge descriptions and coordinates off the globe', () => {
    expect(SharePost.safeParse(aCatch({ description: 'x'.repeat(2001) })).success).to.equal(false);
    expect(SharePost.safeParse(aCatch({ latitude: 91 })).success).to.equal(false);
    expect(SharePost.safeParse(aCatch({ longitude: -181 })).success).to.equal(false);
  });
  it('keeps base64 out of posts: the photo must be uploaded first', () => {
    expect(SharePost.safeParse(aCatch({ imageUrl: 'data:image/png;base64,AAAA' })).success).to.equal(false);
  });
});

describe('contracts: sharing content', () => {
  it('accepts text content and trims its title', () => {
    const parsed = SharePost.parse(someContent());
    expect(parsed.type === 'content' && parsed.title).to.equal('Knots every angler should know');
  });
  it("requires a title with the spec's message", () => {
    expect(messages(SharePost.safeParse(someContent({ title: '   ' })))).to.include('Title required: Please add a title to your content');
    expect(messages(SharePost.safeParse(someContent({ title: undefined })))).to.include(
      'Title required: Please add a title to your content',
    );
  });
  it('needs a photo on the Photo tab and a video on the Video tab', () => {
    expect(messages(SharePost.safeParse(someContent({ contentType: 'photo' })))).to.deep.equal(['Photo required']);
    expect(messages(SharePost.safeParse(someContent({ contentType: 'video' })))).to.deep.equal(['Video required']);
    expect(SharePost.safeParse(someContent({ contentType: 'photo', imageUrl: '/media/a.jpg' })).success).to.equal(true);
    expect(SharePost.safeParse(someContent({ contentType: 'video', videoUrl: '/media/a.mp4' })).success).to.equal(true);
  });
  it('is public or private, never mates only', () => {
    expect(SharePost.safeParse(someContent({ privacy: 'mates' })).success).to.equal(false);
    expect(SharePost.safeParse(someContent({ privacy: 'private' })).success).to.equal(true);
  });
  it('takes at most 20 tags of 40 characters', () => {
    expect(SharePost.safeParse(someContent({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).success).to.equal(false);
    expect(SharePost.safeParse(someContent({ tags: ['x'.repeat(41)] })).success).to.equal(false);
  });
});

describe('contracts: post lists', () => {
  it('pages newest first with a limit of 1 to 50, 20 by default', () => {
    expect(PageQuery.parse({})).to.deep.equal({ limit: 20 });
    expect(PageQuery.parse({ limit: '50', cursor: 'abc' })).to.deep.equal({ limit: 50, cursor: 'abc' });
    for (const limit of ['0', '51', '2.5', 'ten']) expect(PageQuery.safeParse({ limit }).success, limit).to.equal(false);
  });
  it('reads nearby posts within 10 km unless told otherwise', () => {
    expect(NearbyQuery.parse({ latitude: '39.1', longitude: '-120' })).to.include({ radius: 10, latitude: 39.1 });
    expect(NearbyQuery.parse({ latitude: '0', longitude: '0', radius: '5' }).radius).to.equal(5);
  });
  it('refuses an empty coordinate rather than reading it as 0', () => {
    expect(NearbyQuery.safeParse({ latitude: '', longitude: '-120' }).success).to.equal(false);
    expect(DiscoverQuery.safeParse({ location: 'Lake Tahoe, CA', latitude: ' ' }).success).to.equal(false);
    expect(DiscoverQuery.parse({ location: 'Lake Tahoe, CA' }).latitude).to.equal(undefined);
  });
  it('refuses a nearby read without a point or with a silly radius', () => {
    expect(NearbyQuery.safeParse({ latitude: '39' }).success).to.equal(false);
    expect(NearbyQuery.safeParse({ latitude: '39', longitude: '-120', radius: '-1' }).success).to.equal(false);
    expect(NearbyQuery.safeParse({ latitude: '39', longitude: '-120', radius: '5000' }).success).to.equal(false);
  });
  it('answers posts with the viewer-specific liked flag and ISO dates', () => {
    const post = {
      id: 'p1',
      type: 'catch',
      description: null,
      imageUrl: '/media/a.jpg',
      thumbnailUrl: '/media/a.thumb.jpg',
      videoUrl: null,
      title: null,
      tags: [],
      contentType: null,
      location: 'Lake Tahoe, CA',
      latitude: 39.1,
      longitude: -120,
      locationPrecision: 'exact',
      placeName: 'Tahoe City, California, United States',
      publicPrecision: '1km',
      matesPrecision: 'exact',
      privacy: 'public',
      species: 'rainbow-trout',
      weight: 3.4,
      length: 18,
      method: 'Fly',
      isPersonalBest: true,
      likes: 2,
      comments: 0,
      liked: true,
      createdAt: '2026-05-01T06:30:00.000Z',
      userId: 'u1',
      userDisplayName: 'Rosa',
      userProfileImage: null,
      hidden: null,
    };
    expect(Post.safeParse(post).success).to.equal(true);
    expect(Post.safeParse({ ...post, createdAt: 'yesterday' }).success).to.equal(false);
  });
  it('declares every posts call with its error bodies', () => {
    const calls = Object.values(postsRoutes).map((r) => `${r.method} ${r.path}`);
    expect(calls).to.have.members([
      'POST /api/posts',
      'GET /api/posts',
      'GET /api/posts/feed',
      'GET /api/posts/near',
      'GET /api/posts/user/:userId',
      'PATCH /api/posts/:id',
      'POST /api/posts/:id/like',
      'DELETE /api/posts/:id/like',
      'DELETE /api/posts/:id',
      'POST /api/media',
      'POST /api/media/direct',
      'POST /api/media/direct/:id',
    ]);
    expect(postsRoutes.deletePost.responses).to.have.keys('204', '401', '403', '404');
    expect(postsRoutes.uploadMedia.responses).to.include.keys('413', '422');
    // Straight to the bucket: refused by size and by content in the spec's words, 404 without S3.
    expect(postsRoutes.offerDirectUpload.responses).to.include.keys('404', '413', '422');
    expect(postsRoutes.confirmDirectUpload.responses).to.include.keys('404', '413', '422');
  });
});

import { expect } from 'chai';
import type { LocationDefaults, LocationPrecision, Post, PostPage } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { cellCentre, shieldPoint, type GeoPoint } from '../../src/shared/kernel/location-shield.ts';
import { distanceKm } from '../../src/modules/posts/domain/map-cells.ts';

const TAHOE = { latitude: 39.0968, longitude: -120.0324 };
/** A point 4 km north and 4 km east of its 10 km cell's centre: about 5.6 km from what a stranger may see at 10 km. */
const CELL = cellCentre(TAHOE, 10);
const EXACT: GeoPoint = { latitude: CELL.latitude + 0.036, longitude: CELL.longitude + 0.046 };
const WORDS = 'Secret cove at 39.13,-120.00';

/** Every read of catches that carries a place, as the viewer asks it: the catch's card there, if listed. */
const READS: ReadonlyArray<{ name: string; path: (authorId: string) => string; mayMiss?: boolean | ((who: string) => boolean) }> = [
  { name: 'the Following feed', path: () => '/api/posts/feed', mayMiss: (who) => who === 'sam' },
  { name: 'the profile grid', path: (id) => `/api/posts/user/${id}` },
  { name: 'Discover by place words', path: () => `/api/posts?location=${encodeURIComponent('Secret cove')}`, mayMiss: true },
  { name: 'Discover newest anywhere', path: () => '/api/posts' },
  // Lists only catches whose public sees coordinates (catch_places); each hit's precision comes from that table's copy.
  { name: 'Discover near a point', path: () => `/api/posts?latitude=${EXACT.latitude}&longitude=${EXACT.longitude}`, mayMiss: true },
  {
    name: 'nearby posts (wide enough for any view)',
    path: () => `/api/posts/near?latitude=${EXACT.latitude}&longitude=${EXACT.longitude}&radius=30`,
    mayMiss: true,
  },
];

const cardIn = (page: PostPage, id: string) => page.items.find((p) => p.id === id);

describe('posts: the location shield on every read of a catch', () => {
  let app: TestApp;
  let rosa: Angler; // the author
  let max: Angler; // her mate
  let finn: Angler; // follows her; she does not follow back
  let sam: Angler; // a stranger
  let postId = '';

  before(async () => {
    app = await startTestApp();
    [rosa, max, finn, sam] = await Promise.all(['Rosa Rivers', 'Max Mate', 'Finn Follower', 'Sam Stranger'].map((n) => anAngler(app, n)));
    await mates(rosa, max);
    await follows(finn, rosa);
    postId = (await aCatch().at(WORDS, EXACT.latitude, EXACT.longitude).by(rosa)).id;
  });
  after(() => app?.close());

  /** Each viewer's view of the catch on each read path, checked against what they may see. */
  const expectViews = async (expected: Record<'rosa' | 'max' | 'finn' | 'sam', LocationPrecision>) => {
    const viewers = { rosa, max, finn, sam };
    for (const [who, precision] of Object.entries(expected) as Array<[keyof typeof viewers, LocationPrecision]>) {
      for (const read of READS) {
        const res = await viewers[who].get<PostPage>(read.path(rosa.id));
        expect(res.status, `${read.name} for ${who}: ${res.text}`).to.equal(200);
        const card = cardIn(res.json, postId);
        if (!card) {
          const mayMiss = typeof read.mayMiss === 'function' ? read.mayMiss(who) : read.mayMiss;
          expect(mayMiss, `${read.name} lists the catch to ${who}`).to.equal(true);
          continue;
        }
        expectSeenAt(card, precision, `${read.name} for ${who}`);
      }
    }
  };
  const expectSeenAt = (card: Post, precision: LocationPrecision, where: string) => {
    const point = shieldPoint(EXACT, precision);
    expect(card.locationPrecision, where).to.equal(precision);
    expect(card.latitude, where).to.equal(point?.latitude ?? null);
    expect(card.longitude, where).to.equal(point?.longitude ?? null);
    expect(card.location, where).to.equal(precision === 'hidden' ? null : WORDS);
    if (precision === 'hidden') expect(card.placeName, where).to.equal(null);
  };

  it("gives a new angler's catch its author exact, mates exact, everyone else about 1 km", async () => {
    const defaults = await rosa.get<LocationDefaults>(`/api/profile/${rosa.id}/location-defaults`);
    expect(defaults.json).to.deep.equal({ publicPrecision: '1km', matesPrecision: 'exact' });
    await expectViews({ rosa: 'exact', max: 'exact', finn: '1km', sam: '1km' });
  });

  it('tells the author alone what they chose', async () => {
    const own = cardIn((await rosa.get<PostPage>(`/api/posts/user/${rosa.id}`)).json, postId)!;
    expect(own).to.deep.include({ publicPrecision: '1km', matesPrecision: 'exact' });
    const seen = cardIn((await sam.get<PostPage>(`/api/posts/user/${rosa.id}`)).json, postId)!;
    expect(seen).to.deep.include({ publicPrecision: null, matesPrecision: null });
  });

  it('asks anonymous visitors to sign in on every read, so they see no place at all', async () => {
    for (const read of READS) expect((await new HttpClient(app.url).get(read.path(rosa.id))).status, read.name).to.equal(401);
  });

  it("applies the author's change to the very next read, by everyone", async () => {
    const res = await rosa.send<Post>('PATCH', `/api/posts/${postId}`, { publicPrecision: '10km', matesPrecision: '1km' });
    expect(res.status, res.text).to.equal(200);
    expectSeenAt(res.json, 'exact', 'the answer to the author');
    await expectViews({ rosa: 'exact', max: '1km', finn: '10km', sam: '10km' });
    const near = await max.get<PostPage>(`/api/posts?latitude=${EXACT.latitude}&longitude=${EXACT.longitude}`);
    const card = cardIn(near.json, postId);
    expect(card, 'Discover near a point lists the catch to her mate').to.not.equal(undefined);
    expectSeenAt(card!, '1km', 'Discover near a point for max');
  });

  it("shows 'Place name only' as the gazetteer's town and the author's words, without coordinates", async () => {
    await rosa.send('PATCH', `/api/posts/${postId}`, { publicPrecision: 'place' });
    await expectViews({ rosa: 'exact', max: '1km', finn: 'place', sam: 'place' });
    const card = cardIn((await sam.get<PostPage>(`/api/posts/user/${rosa.id}`)).json, postId)!;
    expect(card.placeName).to.be.a('string').and.not.equal('');
  });

  it("withholds everything at 'Hidden', the typed words too (they can name the water)", async () => {
    await rosa.send('PATCH', `/api/posts/${postId}`, { publicPrecision: 'hidden', matesPrecision: '10km' });
    await expectViews({ rosa: 'exact', max: '10km', finn: 'hidden', sam: 'hidden' });
    const byWords = await sam.get<PostPage>(`/api/posts?location=${encodeURIComponent('Secret cove')}`);
    expect(cardIn(byWords.json, postId), 'found by the hidden words').to.equal(undefined);
  });

  it('shows anglers who follow after the change what it allows them, on their own feed', async () => {
    const [nia, ola] = await Promise.all(['Nia Newfollower', 'Ola Newmate'].map((n) => anAngler(app, n)));
    await follows(nia, rosa);
    await mates(rosa, ola);
    for (const [who, viewer, precision] of [
      ['nia', nia, 'hidden'],
      ['ola', ola, '10km'],
    ] as const) {
      const card = cardIn((await viewer.get<PostPage>('/api/posts/feed')).json, postId);
      expect(card, `the catch on ${who}'s feed`).to.not.equal(undefined);
      expectSeenAt(card!, precision, `the Following feed for ${who}`);
    }
  });

  it('lets only the author change it, and refuses a choice showing mates less than the public', async () => {
    expect((await sam.send('PATCH', `/api/posts/${postId}`, { publicPrecision: 'exact' })).status).to.equal(403);
    const worse = await rosa.send('PATCH', `/api/posts/${postId}`, { publicPrecision: '1km', matesPrecision: '10km' });
    expect(worse.status).to.equal(422);
    expect((await rosa.send('PATCH', `/api/posts/${postId}`, { publicPrecision: 'far' })).status).to.equal(400);
    expect((await rosa.send('PATCH', `/api/posts/nope`, { publicPrecision: '1km' })).status).to.equal(404);
    const text = await rosa.send<Post>('POST', '/api/posts', { type: 'content', contentType: 'text', title: 'Knots I trust' });
    expect((await rosa.send('PATCH', `/api/posts/${text.json.id}`, { publicPrecision: 'exact' })).status, 'content has no place').to.equal(
      422,
    );
    expect(text.json.locationPrecision).to.equal(null);
    const card = cardIn((await sam.get<PostPage>(`/api/posts/user/${rosa.id}`)).json, postId)!;
    expect(card.locationPrecision, 'unchanged by the refused requests').to.equal('hidden');
  });

  describe('distance searches work on the point the viewer may see', () => {
    before(async () => {
      await rosa.send('PATCH', `/api/posts/${postId}`, { publicPrecision: '10km', matesPrecision: 'exact' });
    });
    const nearby = (viewer: Angler, at: GeoPoint, radius: number) =>
      viewer.get<PostPage>(`/api/posts/near?latitude=${at.latitude}&longitude=${at.longitude}&radius=${radius}`);
    const finds = async (viewer: Angler, at: GeoPoint, radius: number) => !!cardIn((await nearby(viewer, at, radius)).json, postId);

    it('finds the catch near the cell centre for a stranger, near the exact point only for its author and mates', async () => {
      expect(distanceKm(EXACT, CELL)).to.be.above(5);
      expect(await finds(sam, CELL, 1), 'stranger at the cell centre').to.equal(true);
      expect(await finds(sam, EXACT, 1), 'stranger at the exact point').to.equal(false);
      expect(await finds(finn, EXACT, 1), 'follower at the exact point').to.equal(false);
      expect(await finds(rosa, EXACT, 1), 'author at the exact point').to.equal(true);
      expect(await finds(rosa, CELL, 1), 'author at the cell centre').to.equal(false);
      expect(await finds(max, EXACT, 1), 'mate at the exact point').to.equal(true);
      expect(await finds(max, CELL, 1), 'mate at the cell centre').to.equal(false);
    });

    it('answers a stranger probing around the exact point with nothing finer than the cell', async () => {
      // Probes whose circles hold the exact point but not the cell centre find nothing, however placed.
      for (const [dLat, dLng] of [
        [0, 0],
        [0.005, 0.005],
        [0.01, -0.01],
        [-0.008, 0.004],
      ]) {
        const at = { latitude: EXACT.latitude + dLat!, longitude: EXACT.longitude + dLng! };
        const radius = Math.max(0.5, distanceKm(at, EXACT) + 0.2);
        if (distanceKm(at, CELL) <= radius) continue;
        expect(await finds(sam, at, radius), `probe at ${at.latitude},${at.longitude} r ${radius}`).to.equal(false);
      }
    });

    it("Discover near a point measures every viewer's distance to the public point", async () => {
      // Along the line from the exact point through the cell centre, past it: the centre 78 km away, the exact point further than 80.
      const k = 78 / distanceKm(EXACT, CELL);
      const beyond = {
        latitude: CELL.latitude + (CELL.latitude - EXACT.latitude) * k,
        longitude: CELL.longitude + (CELL.longitude - EXACT.longitude) * k,
      };
      const back = {
        latitude: EXACT.latitude - (CELL.latitude - EXACT.latitude) * k,
        longitude: EXACT.longitude - (CELL.longitude - EXACT.longitude) * k,
      };
      const discover = (viewer: Angler, at: GeoPoint) =>
        viewer.get<PostPage>(`/api/posts?latitude=${at.latitude}&longitude=${at.longitude}`).then((r) => !!cardIn(r.json, postId));
      expect(distanceKm(beyond, CELL)).to.be.below(80);
      expect(distanceKm(beyond, EXACT)).to.be.above(80);
      expect(distanceKm(back, EXACT)).to.be.below(80);
      expect(distanceKm(back, CELL)).to.be.above(80);
      expect(await discover(sam, beyond), 'stranger, public point within reach').to.equal(true);
      expect(await discover(sam, back), 'stranger, only the exact point within reach').to.equal(false);
    });
  });

  describe("an angler's defaults", () => {
    it('are theirs alone, checked, and given to every catch shared after that says nothing else', async () => {
      expect((await sam.get(`/api/profile/${rosa.id}/location-defaults`)).status).to.equal(403);
      expect(
        (await sam.send('PUT', `/api/profile/${rosa.id}/location-defaults`, { publicPrecision: 'exact', matesPrecision: 'exact' })).status,
      ).to.equal(403);
      expect(
        (await rosa.send('PUT', `/api/profile/${rosa.id}/location-defaults`, { publicPrecision: 'sometimes', matesPrecision: 'exact' }))
          .status,
      ).to.equal(400);
      expect(
        (await rosa.send('PUT', `/api/profile/${rosa.id}/location-defaults`, { publicPrecision: 'exact', matesPrecision: 'hidden' }))
          .status,
      ).to.equal(422);
      const set = await rosa.send<LocationDefaults>('PUT', `/api/profile/${rosa.id}/location-defaults`, {
        publicPrecision: 'place',
        matesPrecision: '1km',
      });
      expect(set.status, set.text).to.equal(200);
      expect((await rosa.get(`/api/profile/${rosa.id}/location-defaults`)).json).to.deep.equal({
        publicPrecision: 'place',
        matesPrecision: '1km',
      });

      const next = await aCatch().at('Emerald Bay', EXACT.latitude, EXACT.longitude).by(rosa);
      expect(next).to.deep.include({
        publicPrecision: 'place',
        matesPrecision: '1km',
        locationPrecision: 'exact',
        latitude: EXACT.latitude,
      });
      const overridden = await rosa.send<Post>('POST', '/api/posts', {
        ...aCatch().at('Emerald Bay', EXACT.latitude, EXACT.longitude).payload(),
        publicPrecision: '10km',
      });
      expect(overridden.json).to.deep.include({ publicPrecision: '10km', matesPrecision: '1km' });
      const seen = (await sam.get<PostPage>(`/api/posts/user/${rosa.id}`)).json;
      expect(cardIn(seen, next.id)).to.deep.include({ locationPrecision: 'place', latitude: null, longitude: null });
      expect(cardIn(seen, overridden.json.id)).to.deep.include({
        locationPrecision: '10km',
        latitude: CELL.latitude,
        longitude: CELL.longitude,
      });
    });
  });
});

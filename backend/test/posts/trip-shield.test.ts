import { expect } from 'chai';
import { FollowingPage, LOCATION_PRECISIONS, Trip, TripPage, type LocationPrecision } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aSpot } from '../support/builders/spots.ts';
import { carriesCoordinates, shieldPoint } from '../../src/shared/kernel/location-shield.ts';

/**
 * The location shield on every trip read, on real PostgreSQL over HTTP: the trip's page, the Trips tab
 * and the Following feed's trip cards, read by its angler, a mate, a follower, a stranger and a visitor,
 * for trips at each precision (a custom place and a spot). Nobody but the angler gets a coordinate finer
 * than their precision allows; at 'Place name only' and 'Hidden' nobody else learns the spot either.
 */
describe('posts: the location shield on every trip read', () => {
  let app: TestApp;
  let rosa: Angler;
  let mia: Angler;
  let finn: Angler;
  let stu: Angler;
  let spot: string;
  // Six decimals, none of them on a cell's centre: a leak of the exact point is a leak of these numbers.
  const pond = { location: 'Beaver pond off the old logging road', latitude: 39.204317, longitude: -120.107733 };
  const slough = { latitude: 39.311927, longitude: -120.233581 };
  /** Each trip's mates precision: a different one from its public precision, so both are exercised. */
  // Mates see at least what everyone sees: two steps finer than the public's, down to exact.
  const matesFor = (p: LocationPrecision) => LOCATION_PRECISIONS[Math.max(0, LOCATION_PRECISIONS.indexOf(p) - 2)]!;
  const atPond = new Map<LocationPrecision, string>();
  const atSlough = new Map<LocationPrecision, string>();
  const tip = { shareTip: true, tipTitle: 'Evening sedge', tipContent: 'Skate a caddis at last light', tipCategory: 'bait' };

  before(async () => {
    app = await startTestApp();
    [rosa, mia, finn, stu] = await Promise.all(
      ['Shield Rosa', 'Shield Mia', 'Shield Finn', 'Shield Stu'].map((name) => anAngler(app, name)),
    );
    await mates(rosa, mia);
    await follows(finn, rosa);
    spot = await aSpot(app.databaseUrl, { name: 'Secret Slough', ...slough });
    for (const p of LOCATION_PRECISIONS) {
      const precisions = { publicPrecision: p, matesPrecision: matesFor(p) };
      const custom = await rosa.send('POST', '/api/spots/trips', { ...pond, ...precisions, fishingSuccess: true, notes: `pond ${p}` });
      expect(custom.status, custom.text).to.equal(201);
      atPond.set(p, Trip.parse(custom.json).id);
      const body = { spotId: spot, ...precisions, ...tip, fishingSuccess: true, notes: `slough ${p}` };
      const atSpot = await rosa.send('POST', '/api/spots/trips', body);
      expect(atSpot.status, atSpot.text).to.equal(201);
      atSlough.set(p, Trip.parse(atSpot.json).id);
    }
  });
  after(() => app?.close());

  const viewers = () => [
    { name: 'its angler', who: rosa, precision: (_p: LocationPrecision) => 'exact' as const, follows: true },
    { name: 'a mate', who: mia, precision: matesFor, follows: true },
    { name: 'a follower', who: finn, precision: (p: LocationPrecision) => p, follows: true },
    { name: 'a stranger', who: stu, precision: (p: LocationPrecision) => p, follows: false },
  ];

  /** Every trip read that answers this viewer the trip: its page, the Trips tab, and (for those who follow) the feed. */
  async function everyRead(viewer: Angler, tripId: string, inFeed: boolean): Promise<Array<{ read: string; trip: Trip }>> {
    const detail = await viewer.get(`/api/trips/${tripId}`);
    expect(detail.status, detail.text).to.equal(200);
    const tab = await viewer.get(`/api/trips/user/${rosa.id}?limit=50`);
    expect(tab.status, tab.text).to.equal(200);
    const reads = [
      { read: 'trip page', trip: Trip.parse(detail.json) },
      { read: 'Trips tab', trip: TripPage.parse(tab.json).items.find((t) => t.id === tripId)! },
    ];
    if (inFeed) {
      const feed = await viewer.get('/api/posts/feed?limit=50');
      expect(feed.status, feed.text).to.equal(200);
      reads.push({ read: 'Following feed', trip: FollowingPage.parse(feed.json).trips.find((t) => t.id === tripId)! });
    }
    for (const { read, trip } of reads) expect(trip, `${read} has the trip`).to.not.equal(undefined);
    return reads;
  }

  /** Every number anywhere in an answer. */
  const numbersIn = (value: unknown): number[] =>
    typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(numbersIn) : [];

  function expectCut(trip: Trip, precision: LocationPrecision, exact: { latitude: number; longitude: number } | null, what: string) {
    expect(trip.locationPrecision, what).to.equal(precision);
    const point = exact && shieldPoint(exact, precision);
    expect({ latitude: trip.latitude, longitude: trip.longitude }, what).to.deep.equal({
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    });
    if (precision !== 'exact') {
      // Nothing in the answer is the exact point, nor the slough's (the spot names it only when allowed).
      const numbers = numbersIn(trip);
      for (const n of [pond.latitude, pond.longitude, slough.latitude, slough.longitude]) expect(numbers, what).not.to.include(n);
      expect(trip.publicPrecision, `${what}: the angler's choices are theirs`).to.equal(null);
      expect(trip.matesPrecision, what).to.equal(null);
    }
    if (!carriesCoordinates(precision)) expect(trip.location, `${what}: no typed place without coordinates`).to.equal(null);
  }

  it('cuts a trip at a custom place to each viewer’s precision on the trip page, the Trips tab and the feed', async () => {
    for (const { name, who, precision, follows: inFeed } of viewers()) {
      for (const p of LOCATION_PRECISIONS) {
        const seenAt = precision(p);
        for (const { read, trip } of await everyRead(who, atPond.get(p)!, inFeed)) {
          const what = `${name}, ${read}, a trip at ${p} (mates ${matesFor(p)})`;
          expectCut(trip, seenAt, pond, what);
          if (carriesCoordinates(seenAt)) expect(trip.location, what).to.equal(pond.location);
          if (seenAt === 'place') expect(trip.placeName, what).to.be.a('string').and.not.equal('');
          else if (who !== rosa) expect(trip.placeName, what).to.equal(null);
        }
      }
    }
  });

  it("names the spot of a trip only down to 'About 10 km': at 'Place name only' and 'Hidden' the spot, its name and the tip go", async () => {
    for (const { name, who, precision, follows: inFeed } of viewers()) {
      for (const p of LOCATION_PRECISIONS) {
        const seenAt = precision(p);
        const namesSpot = carriesCoordinates(seenAt);
        for (const { read, trip } of await everyRead(who, atSlough.get(p)!, inFeed)) {
          const what = `${name}, ${read}, a trip at the slough at ${p} (mates ${matesFor(p)})`;
          expectCut(trip, seenAt, null, what);
          expect({ spotId: trip.spotId, spotName: trip.spotName }, what).to.deep.equal(
            namesSpot ? { spotId: spot, spotName: 'Secret Slough' } : { spotId: null, spotName: null },
          );
          expect(trip.tip === null, `${what}: its tip`).to.equal(!namesSpot);
          // 'Place name only' names the town nearest the spot, never the spot.
          if (seenAt === 'place') expect(trip.placeName, what).to.be.a('string').and.not.include('Slough');
        }
      }
    }
  });

  it('answers a visitor no trip at all', async () => {
    const visitor = new HttpClient(app.url);
    for (const path of [`/api/trips/${atPond.get('exact')}`, `/api/trips/user/${rosa.id}`, '/api/posts/feed'])
      expect((await visitor.get(path)).status, path).to.equal(401);
  });

  it("lets only trips that name their spot to the public shape the spot's recent conditions", async () => {
    const res = await stu.get(`/api/spots/${spot}/conditions/recent`);
    expect(res.status, res.text).to.equal(200);
    const notes = (res.json as Array<{ notes: string | null }>).map((c) => c.notes).sort();
    expect(notes).to.deep.equal(['slough 10km', 'slough 1km', 'slough exact']);
  });

  it("does not let a trip kept at 'Place name only' or 'Hidden' mark its angler's tip verified: that would say they fished the spot", async () => {
    const isVerified = async (angler: Angler) =>
      ((await finn.get(`/api/spots/${spot}/tips`)).json as Array<{ isVerified: boolean; user: { id: string } }>)
        .filter((t) => t.user.id === angler.id)
        .map((t) => t.isVerified);
    const hidden = await stu.send('POST', '/api/spots/trips', { spotId: spot, publicPrecision: 'hidden', ...tip, fishingSuccess: true });
    expect(hidden.status, hidden.text).to.equal(201);
    const kept = await stu.send('POST', '/api/spots/trips', { spotId: spot, publicPrecision: 'place', fishingSuccess: true });
    expect(kept.status, kept.text).to.equal(201);
    expect(await isVerified(stu)).to.deep.equal([false]);
    // Rosa's tips, newest first: each later one is proven by her earlier successful trip at exact, which
    // names the slough to everyone; her first has no earlier trip to prove it.
    const rosas = await isVerified(rosa);
    expect(rosas.at(-1)).to.equal(false);
    expect(new Set(rosas.slice(0, -1))).to.deep.equal(new Set([true]));
  });

  it("counts on the spot's public figures only the trips that name it to the public", async () => {
    const res = await stu.get(`/api/spots/${spot}`);
    expect(res.status, res.text).to.equal(200);
    // Rosa's trips there at exact, 1 km and 10 km; not hers at 'place' and 'hidden', nor Stu's kept ones.
    expect(res.json).to.include({ totalTrips: 3 });
  });

  it("hides every trip's place from everyone but its angler while 'Share Trip Locations' is off, whatever the trip's precision", async () => {
    const setting = async (shareTripLocations: boolean) =>
      expect((await rosa.send('PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations })).status).to.equal(200);
    await setting(false);
    try {
      for (const { name, who, follows: inFeed } of viewers()) {
        for (const id of [atPond.get('exact')!, atSlough.get('exact')!]) {
          for (const { read, trip } of await everyRead(who, id, inFeed)) {
            const what = `${name}, ${read}, switch off`;
            if (who === rosa) expect(trip.locationPrecision, what).to.equal('exact');
            else {
              expectCut(trip, 'hidden', id === atPond.get('exact') ? pond : null, what);
              expect(trip.spotId, what).to.equal(null);
            }
          }
        }
      }
    } finally {
      await setting(true);
    }
    expect((await everyRead(stu, atPond.get('exact')!, false))[0]!.trip.locationPrecision).to.equal('exact');
  });

  it('applies an edited precision to every read at once, and an edit that names none keeps it', async () => {
    const id = atPond.get('exact')!;
    const edit = async (over: object) => {
      const res = await rosa.send('PATCH', `/api/trips/${id}`, {
        ...pond,
        spotId: null,
        fishingSuccess: true,
        notes: 'pond exact',
        ...over,
      });
      expect(res.status, res.text).to.equal(200);
      return Trip.parse(res.json);
    };
    expect((await everyRead(stu, id, false))[0]!.trip.latitude).to.equal(pond.latitude);
    const edited = await edit({ publicPrecision: 'place' });
    expect(edited).to.include({ publicPrecision: 'place', matesPrecision: matesFor('exact'), locationPrecision: 'exact' });
    expect(edited.placeName).to.be.a('string');
    for (const { read, trip } of await everyRead(stu, id, false)) expectCut(trip, 'place', pond, `a stranger, ${read}, after the edit`);
    await edit({});
    for (const { read, trip } of await everyRead(finn, id, true))
      expectCut(trip, 'place', pond, `a follower, ${read}, after an edit naming none`);
    await edit({ publicPrecision: 'exact' });
    expect((await everyRead(stu, id, false))[0]!.trip.latitude).to.equal(pond.latitude);
  });

  it('refuses mates seeing less than everyone (422)', async () => {
    const dan = await anAngler(app, 'Shield Dan');
    const res = await dan.send('POST', '/api/spots/trips', {
      ...pond,
      fishingSuccess: true,
      publicPrecision: '1km',
      matesPrecision: '10km',
    });
    expect(res.status, res.text).to.equal(422);
    expect(res.text).to.include('Mates see at least what everyone sees');
  });

  it('refuses a precision that is not one of the five, changing nothing', async () => {
    const count = async () => TripPage.parse((await rosa.get(`/api/trips/user/${rosa.id}?limit=50`)).json).items.length;
    const before = await count();
    const res = await rosa.send('POST', '/api/spots/trips', { ...pond, fishingSuccess: true, publicPrecision: '5km' });
    expect(res.status, res.text).to.equal(400);
    const edit = await rosa.send('PATCH', `/api/trips/${atPond.get('1km')}`, { ...pond, fishingSuccess: true, matesPrecision: 'nearby' });
    expect(edit.status, edit.text).to.equal(400);
    expect(await count()).to.equal(before);
    expect(Trip.parse((await rosa.get(`/api/trips/${atPond.get('1km')}`)).json).matesPrecision).to.equal(matesFor('1km'));
  });

  it("keeps the exact points in the angler's own export", async () => {
    const res = await rosa.request('/api/account/export/trips.geojson');
    expect(res.status).to.equal(200);
    const numbers = numbersIn(await res.json());
    expect(numbers).to.include(pond.latitude);
    expect(numbers).to.include(pond.longitude);
    const others = await stu.request('/api/account/export/trips.geojson');
    expect(numbersIn(await others.json())).not.to.include(pond.latitude);
  });
});

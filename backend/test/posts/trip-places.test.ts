import { expect } from 'chai';
import { Trip, TripPage } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';

/**
 * Where a trip was fished, on every read of trips (the Trips tab, the trip's page, the Following
 * feed's trip cards): its angler always sees it; others only when the trip shares its location and the
 * angler has 'Share Trip Locations' on (spots' tripAsSeenBy) — turning the setting off hides the place
 * of every trip already logged, turning it on shows them again.
 */
describe("posts: a trip's place on every trip read, as its angler shares it", () => {
  let app: TestApp;
  let rosa: Angler;
  let finn: Angler;
  let shared: string;
  let kept: string;
  const pond = { location: 'Hidden beaver pond', latitude: 39.2, longitude: -120.1 };

  before(async () => {
    app = await startTestApp();
    [rosa, finn] = await Promise.all([anAngler(app, 'Place Rosa'), anAngler(app, 'Place Finn')]);
    await follows(finn, rosa);
    const log = async (shareLocation: boolean) => {
      // Shown exactly to the public: this file is about the sharing switches; the precisions have trip-shield.test.ts.
      const res = await rosa.send('POST', '/api/spots/trips', { ...pond, fishingSuccess: true, shareLocation, publicPrecision: 'exact' });
      expect(res.status, res.text).to.equal(201);
      return Trip.parse(res.json).id;
    };
    shared = await log(true);
    kept = await log(false);
  });
  after(() => app?.close());

  /** The trip as each trip read answers it to this viewer. */
  async function everyRead(viewer: Angler, tripId: string) {
    const tab = TripPage.parse((await viewer.get(`/api/trips/user/${rosa.id}`)).json).items.find((t) => t.id === tripId)!;
    const detail = Trip.parse((await viewer.get(`/api/trips/${tripId}`)).json);
    const feed = ((await viewer.get('/api/posts/feed')).json as { trips: Trip[] }).trips.find((t) => t.id === tripId)!;
    return [tab, detail, feed].map((t) => ({ location: t.location, latitude: t.latitude, longitude: t.longitude }));
  }
  const hidden = { location: null, latitude: null, longitude: null };

  it('shows its angler every place', async () => {
    for (const id of [shared, kept]) expect(await everyRead(rosa, id)).to.deep.equal([pond, pond, pond]);
  });

  it('shows others the place of a trip that shares it, never of one that does not', async () => {
    expect(await everyRead(finn, shared)).to.deep.equal([pond, pond, pond]);
    expect(await everyRead(finn, kept)).to.deep.equal([hidden, hidden, hidden]);
  });

  it("hides every trip's place from others while 'Share Trip Locations' is off, and shows them again when it is on", async () => {
    const setting = async (shareTripLocations: boolean) =>
      expect((await rosa.send('PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations })).status).to.equal(200);
    await setting(false);
    expect(await everyRead(finn, shared)).to.deep.equal([hidden, hidden, hidden]);
    expect(await everyRead(rosa, shared)).to.deep.equal([pond, pond, pond]);
    await setting(true);
    expect(await everyRead(finn, shared)).to.deep.equal([pond, pond, pond]);
  });

  it("hides a trip's place from others the moment its angler stops sharing it, though the trip's card was just read (and remembered)", async () => {
    const shareLocation = async (on: boolean) =>
      expect(
        (await rosa.send('PATCH', `/api/trips/${shared}`, { ...pond, spotId: null, fishingSuccess: true, shareLocation: on })).status,
      ).to.equal(200);
    expect(await everyRead(finn, shared)).to.deep.equal([pond, pond, pond]);
    await shareLocation(false);
    expect(await everyRead(finn, shared)).to.deep.equal([hidden, hidden, hidden]);
    expect(await everyRead(rosa, shared)).to.deep.equal([pond, pond, pond]);
    await shareLocation(true);
    expect(await everyRead(finn, shared)).to.deep.equal([pond, pond, pond]);
  });
});

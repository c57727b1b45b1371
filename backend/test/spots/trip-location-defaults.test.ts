import { expect } from 'chai';
import { Trip } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { shieldPoint } from '../../src/shared/kernel/location-shield.ts';

/**
 * A trip logged without precisions takes the angler's defaults, which posts keeps and spots copies
 * from posts' LocationDefaultsChanged: on real PostgreSQL over HTTP, through the event relay (the
 * test client waits for the relay to settle after each request, not for a time).
 */
describe('spots: a trip logged without precisions takes the angler’s current defaults', () => {
  let app: TestApp;
  let rosa: Angler;
  let stu: Angler;
  const pond = { location: 'Beaver pond off the old logging road', latitude: 39.204317, longitude: -120.107733 };

  before(async () => {
    app = await startTestApp();
    [rosa, stu] = await Promise.all(['Defaults Rosa', 'Defaults Stu'].map((name) => anAngler(app, name)));
  });
  after(() => app?.close());

  async function logTrip(): Promise<string> {
    const res = await rosa.send('POST', '/api/spots/trips', { ...pond, fishingSuccess: true, notes: 'no precisions said' });
    expect(res.status, res.text).to.equal(201);
    return Trip.parse(res.json).id;
  }

  async function seenByStranger(tripId: string): Promise<Trip> {
    const res = await stu.get(`/api/trips/${tripId}`);
    expect(res.status, res.text).to.equal(200);
    return Trip.parse(res.json);
  }

  it("gives a new angler's trip the new-angler public precision (about 1 km)", async () => {
    const trip = await seenByStranger(await logTrip());
    expect(trip.locationPrecision).to.equal('1km');
    expect({ latitude: trip.latitude, longitude: trip.longitude }).to.deep.equal(shieldPoint(pond, '1km'));
  });

  it('gives the next trip the public precision the angler just chose', async () => {
    const set = await rosa.send('PUT', `/api/profile/${rosa.id}/location-defaults`, { publicPrecision: '10km', matesPrecision: '1km' });
    expect(set.status, set.text).to.equal(200);
    const tripId = await logTrip();
    const trip = await seenByStranger(tripId);
    expect(trip.locationPrecision).to.equal('10km');
    expect({ latitude: trip.latitude, longitude: trip.longitude }).to.deep.equal(shieldPoint(pond, '10km'));
    const own = Trip.parse((await rosa.get(`/api/trips/${tripId}`)).json);
    expect({ publicPrecision: own.publicPrecision, matesPrecision: own.matesPrecision }).to.deep.equal({
      publicPrecision: '10km',
      matesPrecision: '1km',
    });
  });

  it('follows a later change too: Hidden for everyone leaves a stranger no place', async () => {
    const set = await rosa.send('PUT', `/api/profile/${rosa.id}/location-defaults`, { publicPrecision: 'hidden', matesPrecision: 'exact' });
    expect(set.status, set.text).to.equal(200);
    const trip = await seenByStranger(await logTrip());
    expect(trip).to.deep.include({ locationPrecision: 'hidden', latitude: null, longitude: null, location: null, placeName: null });
  });

  it("keeps a trip's own precisions over the defaults", async () => {
    const res = await rosa.send('POST', '/api/spots/trips', {
      ...pond,
      publicPrecision: 'exact',
      matesPrecision: 'exact',
      fishingSuccess: false,
    });
    expect(res.status, res.text).to.equal(201);
    const trip = await seenByStranger(Trip.parse(res.json).id);
    expect(trip).to.deep.include({ locationPrecision: 'exact', latitude: pond.latitude, longitude: pond.longitude });
  });
});

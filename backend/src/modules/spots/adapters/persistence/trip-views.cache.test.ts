import { expect } from 'chai';
import { localCacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { TripView, TripViews } from '../../application/trip-ports.ts';
import { TripViewsCache } from './trip-views.cache.ts';

const view = (id: string, anglerId: string, shareLocation: boolean): TripView => ({
  id,
  anglerId,
  spotId: null,
  fishingSuccess: true,
  waterCondition: null,
  weatherCondition: null,
  temperature: null,
  timeOfDay: null,
  notes: null,
  shareLocation,
  location: 'Hidden beaver pond',
  latitude: 39.2,
  longitude: -120.1,
  privacy: 'public',
  publicPrecision: '1km',
  matesPrecision: 'exact',
  placeName: null,
  createdAt: new Date('2026-11-20T06:00:00Z'),
  hidden: null,
  spotName: null,
  spot: null,
  tip: null,
  angler: { displayName: null, firstName: 'Rosa', profileImageUrl: null, shareTripLocations: true },
});

/** The stored trips as the database has them now, counting reads; `hold` keeps the next read waiting until released. */
function storedTrips(...views: TripView[]) {
  const rows = new Map(views.map((v) => [v.id, v]));
  let held: Promise<void> | null = null;
  const stored = {
    reads: 0,
    rows,
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    async byIds(ids: readonly string[]) {
      stored.reads++;
      const answer = new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
      if (held) await held;
      return answer;
    },
    allOf: async () => [],
    placesSharedNow: async () => new Map(),
  } satisfies TripViews & Record<string, unknown>;
  return stored;
}

describe("spots: trip cards remembered per trip, forgotten by the trip's and its angler's changes", () => {
  it('reads a trip once, then answers from memory until the trip changes', async () => {
    const stored = storedTrips(view('t1', 'rosa', true));
    const cache = new TripViewsCache(stored, localCacheInvalidation());
    await cache.byIds(['t1']);
    expect((await cache.byIds(['t1'])).get('t1')?.shareLocation).to.equal(true);
    expect(stored.reads).to.equal(1);
    stored.rows.set('t1', view('t1', 'rosa', false));
    cache.forgetTrip('t1');
    expect((await cache.byIds(['t1'])).get('t1')?.shareLocation).to.equal(false);
    expect(stored.reads).to.equal(2);
  });

  it('forgets every trip of an angler whose card changed, and only theirs', async () => {
    const stored = storedTrips(view('t1', 'rosa', true), view('t2', 'rosa', true), view('t3', 'finn', true));
    const cache = new TripViewsCache(stored, localCacheInvalidation());
    await cache.byIds(['t1', 't2', 't3']);
    cache.forgetTripsOf('rosa');
    stored.reads = 0;
    await cache.byIds(['t3']);
    expect(stored.reads).to.equal(0);
    await cache.byIds(['t1', 't2']);
    expect(stored.reads).to.equal(1);
  });

  it('does not keep a trip read while that trip changed: the read may predate the change', async () => {
    const stored = storedTrips(view('t1', 'rosa', true), view('t2', 'finn', true));
    const cache = new TripViewsCache(stored, localCacheInvalidation());
    const release = stored.hold();
    const racing = cache.byIds(['t1', 't2']);
    cache.forgetTrip('t1'); // the edit commits while the old row is on its way
    release();
    expect((await racing).size).to.equal(2); // this read answers what it read, as any read in flight would
    stored.reads = 0;
    await cache.byIds(['t2']);
    expect(stored.reads).to.equal(0); // the other trip was kept
    await cache.byIds(['t1']);
    expect(stored.reads).to.equal(1); // the changed one is read again
  });

  it("does not keep an angler's trips read while their card changed ('Share Trip Locations' turned off)", async () => {
    const stored = storedTrips(view('t1', 'rosa', true), view('t2', 'finn', true));
    const cache = new TripViewsCache(stored, localCacheInvalidation());
    const release = stored.hold();
    const racing = cache.byIds(['t1', 't2']);
    cache.forgetTripsOf('rosa');
    release();
    await racing;
    stored.reads = 0;
    await cache.byIds(['t2']);
    expect(stored.reads).to.equal(0);
    await cache.byIds(['t1']);
    expect(stored.reads).to.equal(1);
  });
});

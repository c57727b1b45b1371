import { expect } from 'chai';
import { SpotsFacadeService } from './spots-facade.service.ts';
import type { TripChanges, TripView, TripViews } from './trip-ports.ts';
import type { TripRepository } from './ports.ts';
import type { SpotsStore } from './spot-ports.ts';

const ADA = '00000000-0000-4000-8000-00000000000a';
const IVO = '00000000-0000-4000-8000-00000000000b';
const view = (id: string, shareLocation: boolean, shareTripLocations = true): TripView => ({
  id,
  anglerId: ADA,
  spotId: null,
  fishingSuccess: true,
  waterCondition: null,
  weatherCondition: null,
  temperature: null,
  timeOfDay: null,
  notes: 'two walleye',
  shareLocation,
  location: 'East bank',
  latitude: 45.1,
  longitude: -93.2,
  privacy: 'public',
  publicPrecision: 'exact',
  matesPrecision: 'exact',
  placeName: null,
  createdAt: new Date('2026-05-01T05:00:00Z'),
  hidden: null,
  spotName: null,
  spot: null,
  tip: null,
  angler: { displayName: 'Ada', firstName: 'Ada', profileImageUrl: null, shareTripLocations },
});

const noMates = async () => new Set<string>();

/**
 * The facade over one remembered set of views: the same view objects on every read, as TripViewsCache
 * gives them; `stored` is what the database holds now (by default what is remembered).
 */
function facadeOver(views: TripView[], remembered = new Map(views.map((v) => [v.id, v])), stored = remembered) {
  const reads: TripViews = {
    byIds: async (ids) => new Map(ids.flatMap((id) => (remembered.has(id) ? [[id, remembered.get(id)!]] : []))),
    allOf: async () => [],
    placesSharedNow: async (ids) =>
      new Map(
        ids.flatMap((id) => {
          const now = stored.get(id);
          return now?.shareLocation && now.angler?.shareTripLocations
            ? [[id, { publicPrecision: now.publicPrecision, matesPrecision: now.matesPrecision }] as const]
            : [];
        }),
      ),
  };
  return new SpotsFacadeService({} as TripRepository, reads, {} as SpotsStore, {} as TripChanges);
}

describe('spots: trip cards as each viewer sees them, made once per remembered view', () => {
  it('shows the place to its angler and hides it from others, whoever read the trip first', async () => {
    const facade = facadeOver([view('t1', false), view('t2', true, false), view('t3', true)]);
    const own = await facade.tripsSeenBy(ADA, ['t1', 't2', 't3'], noMates);
    const others = await facade.tripsSeenBy(IVO, ['t1', 't2', 't3'], noMates);
    const ownAgain = await facade.tripsSeenBy(ADA, ['t1', 't2', 't3'], noMates);
    for (const id of ['t1', 't2', 't3']) expect(own.get(id)).to.include({ location: 'East bank', latitude: 45.1, longitude: -93.2 });
    for (const id of ['t1', 't2']) expect(others.get(id)).to.include({ location: null, latitude: null, longitude: null });
    expect(others.get('t3')).to.include({ location: 'East bank', latitude: 45.1 });
    expect(ownAgain.get('t1')).to.equal(own.get('t1'));
    expect((await facade.tripsSeenBy(IVO, ['t3'], noMates)).get('t3')).to.equal(others.get('t3'));
  });

  it("cuts the place to the trip's mates precision for a mate and its public one for anyone else, one card per precision", async () => {
    const facade = facadeOver([{ ...view('t1', true), publicPrecision: 'hidden', matesPrecision: '10km' }]);
    const mate = (await facade.tripsSeenBy(IVO, ['t1'], async (ids) => new Set(ids))).get('t1')!;
    const stranger = (await facade.tripsSeenBy(IVO, ['t1'], noMates)).get('t1')!;
    expect(mate).to.include({ locationPrecision: '10km', publicPrecision: null, matesPrecision: null });
    expect(mate.latitude).to.be.a('number').and.not.equal(45.1);
    expect(stranger).to.include({ locationPrecision: 'hidden', latitude: null, longitude: null, location: null });
    expect((await facade.tripsSeenBy(ADA, ['t1'], noMates)).get('t1')).to.include({
      locationPrecision: 'exact',
      latitude: 45.1,
      publicPrecision: 'hidden',
      matesPrecision: '10km',
    });
  });

  it('hides the place from others first and still shows it to its angler after', async () => {
    const facade = facadeOver([view('t1', false)]);
    expect((await facade.tripsSeenBy(IVO, ['t1'], noMates)).get('t1')).to.include({ location: null });
    expect((await facade.tripsSeenBy(ADA, ['t1'], noMates)).get('t1')).to.include({ location: 'East bank' });
  });

  it('makes a new card for a view remembered anew (an edit or a new card of its angler replaces the view)', async () => {
    const remembered = new Map([['t1', view('t1', true)]]);
    const facade = facadeOver([], remembered);
    expect((await facade.tripsSeenBy(IVO, ['t1'], noMates)).get('t1')).to.include({ location: 'East bank' });
    remembered.set('t1', view('t1', true, false));
    expect((await facade.tripsSeenBy(IVO, ['t1'], noMates)).get('t1')).to.include({ location: null });
  });

  it('shows others no place a remembered view still shares once the trip or its angler stopped sharing it', async () => {
    const remembered = new Map([
      ['t1', view('t1', true)],
      ['t2', view('t2', true)],
    ]);
    const stored = new Map([
      ['t1', view('t1', false)],
      ['t2', view('t2', true, false)],
    ]);
    const facade = facadeOver([], remembered, stored);
    const others = await facade.tripsSeenBy(IVO, ['t1', 't2'], noMates);
    for (const id of ['t1', 't2']) expect(others.get(id)).to.include({ location: null, latitude: null, longitude: null });
    expect((await facade.tripsSeenBy(ADA, ['t1'], noMates)).get('t1')).to.include({ location: 'East bank' });
  });

  it('gives a hidden trip to its angler alone, marked, and to nobody else', async () => {
    const at = new Date('2026-11-28T07:00:00Z');
    const facade = facadeOver([{ ...view('t1', true), hidden: { ruleId: null, at } }]);
    expect((await facade.tripsSeenBy(IVO, ['t1'], noMates)).has('t1')).to.equal(false);
    expect((await facade.tripsSeenBy(ADA, ['t1'], noMates)).get('t1')?.hidden).to.deep.equal({
      ruleId: null,
      ruleTitle: null,
      at: at.toISOString(),
    });
  });

  it('gives an operator the trip, hidden or not, with its place as the public sees it', async () => {
    const at = new Date('2026-11-28T07:00:00Z');
    const facade = facadeOver([{ ...view('t1', true), hidden: { ruleId: null, at }, publicPrecision: 'place', placeName: 'Hastings, US' }]);
    expect(await facade.tripAsStored('t1')).to.include({
      locationPrecision: 'place',
      latitude: null,
      location: null,
      placeName: 'Hastings, US',
    });
  });
});

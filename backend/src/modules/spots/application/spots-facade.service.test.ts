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
  createdAt: new Date('2026-05-01T05:00:00Z'),
  hidden: null,
  spotName: null,
  spot: null,
  tip: null,
  angler: { displayName: 'Ada', firstName: 'Ada', profileImageUrl: null, shareTripLocations },
});

/** The facade over one remembered set of views: the same view objects on every read, as TripViewsCache gives them. */
function facadeOver(views: TripView[], remembered = new Map(views.map((v) => [v.id, v]))) {
  const reads: TripViews = {
    byIds: async (ids) => new Map(ids.flatMap((id) => (remembered.has(id) ? [[id, remembered.get(id)!]] : []))),
    allOf: async () => [],
  };
  return new SpotsFacadeService({} as TripRepository, reads, {} as SpotsStore, {} as TripChanges);
}

describe('spots: trip cards as each viewer sees them, made once per remembered view', () => {
  it('shows the place to its angler and hides it from others, whoever read the trip first', async () => {
    const facade = facadeOver([view('t1', false), view('t2', true, false), view('t3', true)]);
    const own = await facade.tripsSeenBy(ADA, ['t1', 't2', 't3']);
    const others = await facade.tripsSeenBy(IVO, ['t1', 't2', 't3']);
    const ownAgain = await facade.tripsSeenBy(ADA, ['t1', 't2', 't3']);
    for (const id of ['t1', 't2', 't3']) expect(own.get(id)).to.include({ location: 'East bank', latitude: 45.1, longitude: -93.2 });
    for (const id of ['t1', 't2']) expect(others.get(id)).to.include({ location: null, latitude: null, longitude: null });
    expect(others.get('t3')).to.include({ location: 'East bank', latitude: 45.1 });
    expect(ownAgain.get('t1')).to.equal(own.get('t1'));
    expect(others.get('t3')).to.equal(own.get('t3'));
  });

  it('hides the place from others first and still shows it to its angler after', async () => {
    const facade = facadeOver([view('t1', false)]);
    expect((await facade.tripsSeenBy(IVO, ['t1'])).get('t1')).to.include({ location: null });
    expect((await facade.tripsSeenBy(ADA, ['t1'])).get('t1')).to.include({ location: 'East bank' });
  });

  it('makes a new card for a view remembered anew (an edit or a new card of its angler replaces the view)', async () => {
    const remembered = new Map([['t1', view('t1', true)]]);
    const facade = facadeOver([], remembered);
    expect((await facade.tripsSeenBy(IVO, ['t1'])).get('t1')).to.include({ location: 'East bank' });
    remembered.set('t1', view('t1', true, false));
    expect((await facade.tripsSeenBy(IVO, ['t1'])).get('t1')).to.include({ location: null });
  });

  it('gives a hidden trip to its angler alone, marked, and to nobody else', async () => {
    const at = new Date('2026-11-28T07:00:00Z');
    const facade = facadeOver([{ ...view('t1', true), hidden: { ruleId: null, at } }]);
    expect((await facade.tripsSeenBy(IVO, ['t1'])).has('t1')).to.equal(false);
    expect((await facade.tripsSeenBy(ADA, ['t1'])).get('t1')?.hidden).to.deep.equal({
      ruleId: null,
      ruleTitle: null,
      at: at.toISOString(),
    });
  });
});

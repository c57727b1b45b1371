import { expect } from 'chai';
import { cellCentre, PRECISIONS_FINEST_FIRST as LOCATION_PRECISIONS } from '../../../shared/kernel/location-shield.ts';
import { countsOnItsSpot } from './spot-trip-counts.ts';
import { namesSpotAt, placeSeenAt, THE_PUBLIC, tripPrecisionFor, type TripShieldFacts } from './trip-precision.ts';

const trip = (over: Partial<TripShieldFacts> = {}): TripShieldFacts => ({
  anglerId: 'rosa',
  publicPrecision: '10km',
  matesPrecision: '1km',
  shareLocation: true,
  ...over,
});
const mate = { id: 'bo', isMate: true };
const follower = { id: 'cy', isMate: false };

describe("spots: the precision a viewer sees a trip's place at", () => {
  it('gives its angler the exact place, whatever the trip or the switch says', () => {
    for (const p of LOCATION_PRECISIONS) {
      expect(
        tripPrecisionFor(trip({ publicPrecision: p, matesPrecision: p, shareLocation: false }), { id: 'rosa', isMate: false }, false),
      ).to.equal('exact');
    }
  });
  it("gives a mate the trip's mates precision and everyone else its public one", () => {
    expect(tripPrecisionFor(trip(), mate, true)).to.equal('1km');
    expect(tripPrecisionFor(trip(), follower, true)).to.equal('10km');
    expect(tripPrecisionFor(trip(), THE_PUBLIC, true)).to.equal('10km');
  });
  it("hides the place from everyone else when the trip does not share it or 'Share Trip Locations' is off", () => {
    for (const viewer of [mate, follower, THE_PUBLIC]) {
      expect(tripPrecisionFor(trip({ matesPrecision: 'exact', publicPrecision: 'exact' }), viewer, false)).to.equal('hidden');
      expect(tripPrecisionFor(trip({ shareLocation: false, matesPrecision: 'exact' }), viewer, true)).to.equal('hidden');
    }
  });
});

describe("spots: a trip's place cut to a precision", () => {
  const custom = { spotId: null, location: 'Beaver pond', latitude: 39.20345, longitude: -120.10021, placeName: 'Truckee, US' };
  const atSpot = { ...custom, spotId: 'lake-tahoe', location: null };

  it('is the whole place at exact (the town is for those who get no coordinates)', () => {
    expect(placeSeenAt(custom, 'exact')).to.deep.equal({ ...custom, placeName: null });
  });
  it("snaps the point to its cell's centre at about 1 km and 10 km, the same answer every time", () => {
    for (const p of ['1km', '10km'] as const) {
      const seen = placeSeenAt(custom, p);
      const cell = cellCentre(custom, p === '1km' ? 1 : 10);
      expect(seen).to.include({ latitude: cell.latitude, longitude: cell.longitude, location: 'Beaver pond', placeName: null });
      expect(placeSeenAt(custom, p)).to.deep.equal(seen);
    }
  });
  it("carries no coordinates at 'place' or 'hidden': the town's name at 'place', nothing at 'hidden'", () => {
    expect(placeSeenAt(custom, 'place')).to.deep.equal({
      spotId: null,
      location: null,
      latitude: null,
      longitude: null,
      placeName: 'Truckee, US',
    });
    expect(placeSeenAt(custom, 'hidden')).to.deep.equal({ spotId: null, location: null, latitude: null, longitude: null, placeName: null });
  });
  it("does not name a trip's spot at 'place' or 'hidden': the spot's position is public, so its name is the exact place", () => {
    expect(placeSeenAt(atSpot, 'place').spotId).to.equal(null);
    expect(placeSeenAt(atSpot, 'hidden').spotId).to.equal(null);
    for (const p of ['exact', '1km', '10km'] as const) expect(placeSeenAt(atSpot, p).spotId).to.equal('lake-tahoe');
    expect(LOCATION_PRECISIONS.filter(namesSpotAt)).to.deep.equal(['exact', '1km', '10km']);
  });
});

describe("spots: which trips count in their spot's public figures", () => {
  const shown = { anglerId: 'rosa', hidden: null, shareLocation: true, publicPrecision: '1km' as const, matesPrecision: 'exact' as const };
  it("counts a trip whose spot the public is told, never one kept at 'place' or 'hidden', unshared or hidden by moderation", () => {
    expect(countsOnItsSpot(shown)).to.equal(true);
    expect(countsOnItsSpot({ ...shown, publicPrecision: '10km' })).to.equal(true);
    expect(countsOnItsSpot({ ...shown, publicPrecision: 'place' })).to.equal(false);
    expect(countsOnItsSpot({ ...shown, publicPrecision: 'hidden', matesPrecision: 'exact' })).to.equal(false);
    expect(countsOnItsSpot({ ...shown, shareLocation: false })).to.equal(false);
    expect(countsOnItsSpot({ ...shown, hidden: { ruleId: null, at: new Date('2026-11-28T07:00:00Z') } })).to.equal(false);
  });
});

import { expect } from 'chai';
import { LogTrip, SpotsWithTripsQuery, tripsRoutes } from './trips.ts';

const atASpot = (over: Record<string, unknown> = {}) => ({
  spotId: 'spot-1',
  fishingSuccess: true,
  waterCondition: 'clear',
  weatherCondition: 'sunny',
  temperature: 64,
  timeOfDay: 'dawn',
  notes: 'Rising trout on the flats',
  shareLocation: true,
  location: null,
  latitude: null,
  longitude: null,
  tipTitle: '',
  tipContent: '',
  tipCategory: 'technique',
  shareTip: false,
  ...over,
});
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('contracts: logging a trip', () => {
  it("accepts the spec's trip payload at a spot", () => {
    expect(LogTrip.safeParse(atASpot()).success).to.equal(true);
  });
  it('accepts a custom place, even at 0,0 when the maps service was unavailable', () => {
    const custom = atASpot({ spotId: null, location: 'Secret pond', latitude: 0, longitude: 0 });
    expect(LogTrip.safeParse(custom).success).to.equal(true);
  });
  it('needs a spot or a custom location', () => {
    expect(messages(LogTrip.safeParse(atASpot({ spotId: null })))).to.include('Choose a spot or a custom location');
    const noCoordinates = atASpot({ spotId: null, location: 'Secret pond' });
    expect(LogTrip.safeParse(noCoordinates).success).to.equal(false);
  });
  it('needs an outcome', () => {
    expect(messages(LogTrip.safeParse(atASpot({ fishingSuccess: undefined })))).to.include('Choose whether the trip was successful');
  });
  it('reads temperature in °F between -60 and 140, or none', () => {
    expect(LogTrip.safeParse(atASpot({ temperature: null })).success).to.equal(true);
    expect(LogTrip.safeParse(atASpot({ temperature: -61 })).success).to.equal(false);
    expect(LogTrip.safeParse(atASpot({ temperature: 141 })).success).to.equal(false);
    expect(LogTrip.safeParse(atASpot({ temperature: '70' })).success).to.equal(false);
  });
  it("refuses conditions outside the spec's lists", () => {
    expect(LogTrip.safeParse(atASpot({ waterCondition: 'muddy' })).success).to.equal(false);
    expect(LogTrip.safeParse(atASpot({ timeOfDay: 'midnight' })).success).to.equal(false);
  });
  it('shares location by default and no tip by default', () => {
    const parsed = LogTrip.parse({ spotId: 's', fishingSuccess: false });
    expect(parsed).to.include({ shareLocation: true, shareTip: false });
  });
  it('logs the trip even when a tip is half written (no tip is shared then)', () => {
    expect(LogTrip.safeParse(atASpot({ shareTip: true, tipTitle: 'Use midges', tipContent: '' })).success).to.equal(true);
  });
  it('asks a category of a tip that will be shared', () => {
    const tip = atASpot({ shareTip: true, tipTitle: 'Use midges', tipContent: 'Size 20 at dawn', tipCategory: null });
    expect(messages(LogTrip.safeParse(tip))).to.include('Choose a category for your tip');
  });
  it('bounds the popular spots list', () => {
    expect(SpotsWithTripsQuery.parse({})).to.deep.equal({ limit: 20 });
    expect(SpotsWithTripsQuery.safeParse({ limit: '500' }).success).to.equal(false);
  });
  it("declares spots-with-trips, trips (log, edit, delete, an angler's, one, import and export) and species", () => {
    expect(Object.values(tripsRoutes).map((r) => `${r.method} ${r.path}`)).to.have.members([
      'GET /api/spots/with-trips',
      'POST /api/spots/trips',
      'PATCH /api/trips/:id',
      'DELETE /api/trips/:id',
      'POST /api/trips/import',
      'GET /api/trips/:id/export/:format',
      'GET /api/trips/user/:userId',
      'GET /api/trips/:id',
      'GET /api/species',
    ]);
  });
});

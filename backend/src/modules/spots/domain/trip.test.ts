import { expect } from 'chai';
import { Trip, type TripToLog } from './trip.ts';
import { TipNeedsCategory, TripNeedsLocation, TripNeedsOutcome, TripNotFound } from './trip.errors.ts';

const atSpot = (over: Partial<TripToLog> = {}): TripToLog => ({
  id: 't1',
  anglerId: 'rosa',
  createdAt: new Date('2026-05-01T05:00:00Z'),
  spotId: 'lake-tahoe',
  fishingSuccess: true,
  waterCondition: 'calm',
  weatherCondition: 'sunny',
  temperature: 58,
  timeOfDay: 'dawn',
  notes: ' Fish were up shallow ',
  publicPrecision: '1km',
  matesPrecision: 'exact',
  ...over,
});
const custom = (over: Partial<TripToLog> = {}) =>
  atSpot({ spotId: null, location: 'Hidden beaver pond', latitude: 39.2, longitude: -120.1, ...over });
const tip = { shareTip: true, tipTitle: ' Dawn midges ', tipContent: 'Size 20 griffith gnat', tipCategory: 'bait' as const };

describe('spots: logging a trip', () => {
  it('logs a trip at a spot, trimming its notes and sharing its location by default', () => {
    const props = Trip.log(atSpot()).toProps();
    expect(props).to.include({ spotId: 'lake-tahoe', notes: 'Fish were up shallow', shareLocation: true });
  });
  it('logs a trip at a custom place with an address and coordinates (0,0 when maps were unavailable)', () => {
    expect(Trip.log(custom()).toProps()).to.include({ location: 'Hidden beaver pond', latitude: 39.2 });
    expect(Trip.log(custom({ latitude: 0, longitude: 0 })).toProps()).to.include({ latitude: 0, longitude: 0 });
  });
  it('needs a spot or a custom location', () => {
    expect(() => Trip.log(atSpot({ spotId: null }))).to.throw(TripNeedsLocation);
    expect(() => Trip.log(custom({ latitude: null }))).to.throw(TripNeedsLocation);
    expect(() => Trip.log(custom({ location: '  ' }))).to.throw(TripNeedsLocation);
  });
  it('needs an outcome: successful or not', () => {
    expect(() => Trip.log(atSpot({ fishingSuccess: undefined }))).to.throw(TripNeedsOutcome);
    expect(Trip.log(atSpot({ fishingSuccess: false })).toProps().fishingSuccess).to.equal(false);
  });
});

describe('spots: the shared tip of a trip', () => {
  it('exists when the angler shares it with a title and content at a spot', () => {
    expect(Trip.log(atSpot(tip)).sharedTip).to.deep.equal({
      spotId: 'lake-tahoe',
      title: 'Dawn midges',
      content: 'Size 20 griffith gnat',
      category: 'bait',
    });
  });
  it('does not exist when sharing is off', () => {
    expect(Trip.log(atSpot({ ...tip, shareTip: false })).sharedTip).to.equal(null);
  });
  it('does not exist without a title or without content', () => {
    expect(Trip.log(atSpot({ ...tip, tipTitle: '  ' })).sharedTip).to.equal(null);
    expect(Trip.log(atSpot({ ...tip, tipContent: null })).sharedTip).to.equal(null);
  });
  it('does not exist at a custom place: a tip belongs to a spot', () => {
    expect(Trip.log(custom(tip)).sharedTip).to.equal(null);
  });
  it('needs a category when it will be shared', () => {
    expect(() => Trip.log(atSpot({ ...tip, tipCategory: null }))).to.throw(TipNeedsCategory);
  });
});

describe('spots: editing a trip', () => {
  it('lets its angler change the trip under the same rules, keeping who logged it and when', () => {
    const trip = Trip.log(atSpot());
    const edited = trip.editedBy('rosa', { ...custom(), fishingSuccess: false, privacy: 'mates' }).toProps();
    expect(edited).to.include({ id: 't1', anglerId: 'rosa', spotId: null, fishingSuccess: false, privacy: 'mates' });
    expect(edited.createdAt).to.deep.equal(new Date('2026-05-01T05:00:00Z'));
    expect(() => trip.editedBy('rosa', { ...atSpot(), spotId: null })).to.throw(TripNeedsLocation);
  });
  it('keeps the precisions an edit does not name, and takes those it does', () => {
    const trip = Trip.log(atSpot({ publicPrecision: 'place', matesPrecision: '1km' }));
    expect(trip.editedBy('rosa', { ...atSpot(), publicPrecision: undefined, matesPrecision: undefined }).toProps()).to.include({
      publicPrecision: 'place',
      matesPrecision: '1km',
    });
    expect(trip.editedBy('rosa', { ...atSpot(), publicPrecision: 'hidden' }).toProps()).to.include({
      publicPrecision: 'hidden',
      matesPrecision: 'exact',
    });
  });
  it('is public unless its angler says otherwise', () => {
    expect(Trip.log(atSpot()).toProps().privacy).to.equal('public');
  });
  it('answers anyone else as if there were no such trip', () => {
    expect(() => Trip.log(atSpot()).editedBy('bo', atSpot())).to.throw(TripNotFound);
    expect(() => Trip.log(atSpot()).assertOwnedBy('bo')).to.throw(TripNotFound);
  });
});

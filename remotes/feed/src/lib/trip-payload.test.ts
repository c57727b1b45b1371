import { expect } from 'chai';
import { LogTrip, type Spot } from '@tightlines/contracts';
import { parseNumber } from '@tightlines/kit/forms';
import { emptyTripDraft, tripPayload as payloadWith, type TripDraft } from './trip-payload.ts';

const tahoe: Spot = { id: 'spot-1', name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.09, longitude: -120.03, totalTrips: 12 };
const draft = (patch: Partial<TripDraft>): TripDraft => ({ ...emptyTripDraft, ...patch });
const defaults = { publicPrecision: '10km', matesPrecision: '1km' } as const;
const tripPayload = (d: TripDraft) => payloadWith(d, defaults);

describe("feed: the Log Trip wizard's payload", () => {
  it('is not ready without an outcome or a place', () => {
    expect(tripPayload(draft({ spot: tahoe }))).to.equal(null);
    expect(tripPayload(draft({ fishingSuccess: false }))).to.equal(null);
  });

  it("sends the spot's id, place and coordinates", () => {
    const payload = tripPayload(draft({ spot: tahoe, fishingSuccess: false }))!;
    expect(payload).to.include({ spotId: 'spot-1', location: 'Lake Tahoe, CA', latitude: 39.09, longitude: -120.03 });
    expect(LogTrip.safeParse(payload).success).to.equal(true);
  });

  it('sends who may see the trip: public unless the angler chose mates or only themself', () => {
    expect(tripPayload(draft({ spot: tahoe, fishingSuccess: true }))).to.include({ privacy: 'public' });
    const payload = tripPayload(draft({ spot: tahoe, fishingSuccess: true, privacy: 'mates' }))!;
    expect(payload).to.include({ privacy: 'mates' });
    expect(LogTrip.safeParse(payload).success).to.equal(true);
  });

  it('sends a custom place without a spot, 0,0 included', () => {
    const payload = tripPayload(draft({ customPlace: { address: 'Grandpa’s pond', latitude: 0, longitude: 0 }, fishingSuccess: true }))!;
    expect(payload).to.include({ spotId: null, location: 'Grandpa’s pond', latitude: 0, longitude: 0 });
    expect(LogTrip.safeParse(payload).success).to.equal(true);
  });

  it('parses the temperature as a number and leaves empty choices out', () => {
    const payload = tripPayload(draft({ spot: tahoe, fishingSuccess: true, temperature: '64.5', waterCondition: 'calm' }))!;
    expect(payload).to.include({ temperature: 64.5, waterCondition: 'calm', weatherCondition: null, timeOfDay: null });
    expect(parseNumber('warm')).to.equal(null);
    expect(parseNumber(' ')).to.equal(null);
    expect(parseNumber('-4')).to.equal(-4);
  });

  it("appends the 'Catch Details' block to the notes of a successful trip", () => {
    const payload = tripPayload(
      draft({ spot: tahoe, fishingSuccess: true, notes: 'Great bite', species: 'Rainbow Trout', count: '3', method: 'Trolling' }),
    )!;
    expect(payload.notes).to.equal('Great bite\n\nCatch Details:\nSpecies: Rainbow Trout\nCount: 3\nMethod: Trolling');
  });

  it('keeps catch details out of an unsuccessful trip', () => {
    const payload = tripPayload(draft({ spot: tahoe, fishingSuccess: false, notes: '', species: 'Rainbow Trout' }))!;
    expect(payload.notes).to.equal(null);
  });

  it('sends the tip only when shareTip is on with both title and content', () => {
    const withTip = tripPayload(
      draft({
        spot: tahoe,
        fishingSuccess: true,
        shareTip: true,
        tipTitle: ' Dawn bite ',
        tipContent: 'Fish the drop-off',
        tipCategory: 'timing',
      }),
    )!;
    expect(withTip).to.include({ shareTip: true, tipTitle: 'Dawn bite', tipContent: 'Fish the drop-off', tipCategory: 'timing' });
    const noContent = tripPayload(draft({ spot: tahoe, fishingSuccess: true, shareTip: true, tipTitle: 'Dawn bite' }))!;
    expect(noContent).to.deep.include({ shareTip: false });
    expect(noContent).not.to.have.property('tipTitle');
    const switchedOff = tripPayload(draft({ spot: tahoe, fishingSuccess: true, tipTitle: 'a', tipContent: 'b' }))!;
    expect(switchedOff).not.to.have.property('tipContent');
  });

  it('always sends both precisions: the angler’s defaults, or what they chose for this trip', () => {
    expect(tripPayload(draft({ spot: tahoe, fishingSuccess: true }))).to.include(defaults);
    const chosen = { publicPrecision: 'hidden', matesPrecision: 'exact' } as const;
    const payload = tripPayload(draft({ spot: tahoe, fishingSuccess: true, shield: chosen }))!;
    expect(payload).to.include(chosen);
    expect(LogTrip.safeParse(payload).success).to.equal(true);
  });
});

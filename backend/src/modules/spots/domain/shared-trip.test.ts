import { expect } from 'chai';
import { shapesWhatOthersSee } from './shared-trip.ts';

describe('spots: which trips shape what others see', () => {
  it('lets only public trips at a spot, location shared by an angler sharing trip locations, shape what others see', () => {
    const trip = {
      anglerId: 'rosa',
      spotId: 'lake',
      shareLocation: true,
      privacy: 'public' as const,
      hidden: null,
      publicPrecision: '1km' as const,
      matesPrecision: 'exact' as const,
    };
    expect(shapesWhatOthersSee(trip, true)).to.equal(true);
    expect(shapesWhatOthersSee({ ...trip, privacy: 'mates' }, true)).to.equal(false);
    expect(shapesWhatOthersSee({ ...trip, privacy: 'private' }, true)).to.equal(false);
    expect(shapesWhatOthersSee({ ...trip, shareLocation: false }, true)).to.equal(false);
    expect(shapesWhatOthersSee({ ...trip, spotId: null }, true)).to.equal(false);
    expect(shapesWhatOthersSee(trip, false)).to.equal(false);
    expect(
      shapesWhatOthersSee({ ...trip, hidden: { ruleId: null, at: new Date('2026-11-28T07:00:00Z') } }, true),
      'hidden by moderation',
    ).to.equal(false);
  });
  it("leaves out a trip the public sees at 'Place name only' or 'Hidden': naming its spot would name the place", () => {
    const trip = {
      anglerId: 'rosa',
      spotId: 'lake',
      shareLocation: true,
      privacy: 'public' as const,
      hidden: null,
      matesPrecision: 'exact' as const,
    };
    expect(shapesWhatOthersSee({ ...trip, publicPrecision: 'place' }, true)).to.equal(false);
    expect(shapesWhatOthersSee({ ...trip, publicPrecision: 'hidden' }, true)).to.equal(false);
    expect(shapesWhatOthersSee({ ...trip, publicPrecision: 'exact' }, true)).to.equal(true);
    expect(shapesWhatOthersSee({ ...trip, publicPrecision: '10km' }, true)).to.equal(true);
  });
});

import { expect } from 'chai';
import { spotCountChanges } from './spot-trip-counts.ts';

const at = (spotId: string | null, fishingSuccess: boolean) => ({ spotId, fishingSuccess });

describe("spots: a trip's change moves its spots' counters exactly", () => {
  it('counts a logged trip on its spot, and a successful one as successful', () => {
    expect(spotCountChanges(null, at('tahoe', true))).to.deep.equal([{ spotId: 'tahoe', trips: 1, successfulTrips: 1 }]);
    expect(spotCountChanges(null, at('tahoe', false))).to.deep.equal([{ spotId: 'tahoe', trips: 1, successfulTrips: 0 }]);
  });
  it('gives a deleted trip back to its spot', () => {
    expect(spotCountChanges(at('tahoe', true), null)).to.deep.equal([{ spotId: 'tahoe', trips: -1, successfulTrips: -1 }]);
  });
  it('moves only the successful count when the outcome is edited', () => {
    expect(spotCountChanges(at('tahoe', false), at('tahoe', true))).to.deep.equal([{ spotId: 'tahoe', trips: 0, successfulTrips: 1 }]);
    expect(spotCountChanges(at('tahoe', true), at('tahoe', false))).to.deep.equal([{ spotId: 'tahoe', trips: 0, successfulTrips: -1 }]);
  });
  it('moves the trip from the old spot to the new one', () => {
    expect(spotCountChanges(at('tahoe', true), at('kenai', true))).to.deep.equal([
      { spotId: 'tahoe', trips: -1, successfulTrips: -1 },
      { spotId: 'kenai', trips: 1, successfulTrips: 1 },
    ]);
  });
  it('changes nothing for an edit that keeps spot and outcome, or trips at custom places', () => {
    expect(spotCountChanges(at('tahoe', true), at('tahoe', true))).to.deep.equal([]);
    expect(spotCountChanges(at(null, true), at(null, false))).to.deep.equal([]);
    expect(spotCountChanges(at(null, true), at('kenai', false))).to.deep.equal([{ spotId: 'kenai', trips: 1, successfulTrips: 0 }]);
  });
});

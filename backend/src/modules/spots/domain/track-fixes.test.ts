import { expect } from 'chai';
import { thinnedFixes, timeRangeOfFixes } from './track-fixes.ts';

describe('recorded track fixes', () => {
  it('run from the earliest to the latest time, whatever order the watch wrote them in', () => {
    const fixes = { latitudes: [1, 2, 3], longitudes: [4, 5, 6], times: [2_000, 1_000, 3_000] };
    expect(timeRangeOfFixes(fixes)).to.deep.equal({ startedAt: new Date(1_000), endedAt: new Date(3_000) });
  });

  it('are thinned for drawing to at most the given number of pairs, their ends kept', () => {
    const n = 1001;
    const fixes = {
      latitudes: Array.from({ length: n }, (_, i) => i),
      longitudes: Array.from({ length: n }, (_, i) => -i),
      times: Array.from({ length: n }, (_, i) => i * 1000),
    };
    const drawn = thinnedFixes(fixes, 11);
    expect(drawn).to.have.length(11);
    expect(drawn[0]).to.deep.equal([0, -0]);
    expect(drawn[5]).to.deep.equal([500, -500]);
    expect(drawn[10]).to.deep.equal([1000, -1000]);
    expect(thinnedFixes({ latitudes: [1], longitudes: [2], times: [3] }, 11)).to.deep.equal([[1, 2]]);
  });
});

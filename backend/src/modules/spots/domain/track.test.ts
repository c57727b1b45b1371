import { expect } from 'chai';
import { shieldPoint } from '../../../shared/kernel/location-shield.ts';
import { pathSeenAt, thinnedPath, timeRangeOf, type TrackPoint } from './track.ts';

const walk = (n: number, step = 0.0003): TrackPoint[] =>
  Array.from({ length: n }, (_, i) => ({
    latitude: 61.2 + i * step,
    longitude: -149.9 + i * step,
    at: new Date(Date.UTC(2026, 5, 1, 5, 0, i)),
  }));

describe('a trip track', () => {
  it('runs from its earliest to its latest fix, whatever order the watch wrote them in', () => {
    const [a, b, c] = walk(3);
    expect(timeRangeOf([b!, c!, a!])).to.deep.equal({ startedAt: a!.at, endedAt: c!.at });
  });

  it('is shown exactly to a viewer at exact precision', () => {
    const points = walk(5);
    expect(pathSeenAt(points, 'exact')).to.deep.equal(points.map(({ latitude, longitude }) => ({ latitude, longitude })));
  });

  it('is snapped fix by fix to the grid at about 1 km and 10 km, never giving a point finer than its cell, with repeats dropped', () => {
    const points = walk(300);
    for (const precision of ['1km', '10km'] as const) {
      const seen = pathSeenAt(points, precision);
      const cells = new Set(points.map((p) => JSON.stringify(shieldPoint(p, precision))));
      for (const p of seen) expect(cells.has(JSON.stringify(p))).to.equal(true);
      for (let i = 1; i < seen.length; i++) expect(seen[i]).not.to.deep.equal(seen[i - 1]);
      expect(seen.length).to.be.lessThan(points.length);
    }
  });

  it('is not shown at all at place name only or hidden', () => {
    expect(pathSeenAt(walk(10), 'place')).to.deep.equal([]);
    expect(pathSeenAt(walk(10), 'hidden')).to.deep.equal([]);
  });

  it('is thinned for drawing to at most the given number of points, its ends kept', () => {
    const points = walk(10_001);
    const thin = thinnedPath(points, 2000);
    expect(thin).to.have.length(2000);
    expect(thin[0]).to.equal(points[0]);
    expect(thin.at(-1)).to.equal(points.at(-1));
    expect(thinnedPath(points.slice(0, 5), 2000)).to.have.length(5);
  });
});

import { expect } from 'chai';
import fc from 'fast-check';
import { cellCentre, coarser, shieldPoint } from './location-shield.ts';

const KM_PER_DEGREE = 111.32;
const kmBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const dLat = (a.latitude - b.latitude) * KM_PER_DEGREE;
  const dLng = (a.longitude - b.longitude) * KM_PER_DEGREE * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
};
const point = fc.record({
  latitude: fc.double({ min: -85, max: 85, noNaN: true }),
  longitude: fc.double({ min: -180, max: 179.999999, noNaN: true }),
});

describe('the location shield snaps points to fixed cells', () => {
  it('keeps the exact point for exact and carries none for a place name or hidden', () => {
    const lakeTahoe = { latitude: 39.0968, longitude: -120.0324 };
    expect(shieldPoint(lakeTahoe, 'exact')).to.deep.equal(lakeTahoe);
    expect(shieldPoint(lakeTahoe, 'place')).to.equal(null);
    expect(shieldPoint(lakeTahoe, 'hidden')).to.equal(null);
  });

  it('answers the same cell centre for every point of a cell, within the cell size of the point', () => {
    fc.assert(
      fc.property(point, fc.constantFrom(1, 10), (p, km) => {
        const centre = cellCentre(p, km);
        expect(cellCentre(centre, km)).to.deep.equal(centre);
        // Half a cell's diagonal, with room for the band's columns being slightly wider than the size.
        expect(kmBetween(p, centre)).to.be.at.most(km * 0.75);
      }),
      { seed: 21, numRuns: 500 },
    );
  });

  it('gives two points a few metres apart inside one cell the very same answer', () => {
    const a = cellCentre({ latitude: 47.6101, longitude: -122.3301 }, 1);
    const b = cellCentre({ latitude: 47.61011, longitude: -122.33012 }, 1);
    expect(a).to.deep.equal(b);
  });

  it('lets the stricter of two precisions win', () => {
    expect(coarser('exact', '1km')).to.equal('1km');
    expect(coarser('hidden', '10km')).to.equal('hidden');
    expect(coarser('place', '10km')).to.equal('place');
  });
});

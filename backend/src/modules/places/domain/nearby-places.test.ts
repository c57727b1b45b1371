import { expect } from 'chai';
import { distanceKm, PlaceGrid } from './nearby-places.ts';
import type { GazetteerPlace } from './place.ts';

const place = (id: string, name: string, latitude: number, longitude: number): GazetteerPlace => ({
  id,
  name,
  altName: '',
  country: 'XX',
  region: '',
  latitude,
  longitude,
  population: 1000,
});
const grid = new PlaceGrid([
  place('lp', 'Lake Placid', 44.2795, -73.9799),
  place('sl', 'Saranac Lake', 44.3295, -74.1313),
  place('tl', 'Tupper Lake', 44.2237, -74.4641),
  place('fj', 'Suva', -18.1416, 178.4415),
  place('tv', 'Taveuni', -16.85, -179.97),
]);

describe('places near a point', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm({ latitude: 44.2795, longitude: -73.9799 }, { latitude: 44.3295, longitude: -74.1313 })).to.be.closeTo(13.2, 0.2);
  });

  it('names the nearest towns within the radius, nearest first', () => {
    const near = grid.nearest({ latitude: 44.29, longitude: -74.0 }, 30, 5).map((n) => [n.place.id, Math.round(n.distanceKm)]);
    expect(near).to.deep.equal([
      ['lp', 2],
      ['sl', 11],
    ]);
  });

  it('finds nothing out in the wilds, and reaches across the antimeridian', () => {
    expect(grid.nearest({ latitude: 0, longitude: 0 }, 30, 1)).to.deep.equal([]);
    expect(grid.nearest({ latitude: -16.9, longitude: 179.99 }, 30, 1)[0]!.place.id).to.equal('tv');
  });
});

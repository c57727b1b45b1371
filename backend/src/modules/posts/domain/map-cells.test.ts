import { expect } from 'chai';
import { cellOf, cellsCovering, distanceKm } from './map-cells.ts';

const tahoe = { latitude: 39.0968, longitude: -120.0324 };

describe('posts: map cells for nearby searches', () => {
  it('puts every point within the radius into one of the covering cells', () => {
    for (const radiusKm of [1, 10, 50, 200, 500]) {
      const { level, cells } = cellsCovering({ ...tahoe, radiusKm });
      for (let bearing = 0; bearing < 360; bearing += 15) {
        // a point just inside the circle, in each direction
        const dLat = ((radiusKm * 0.999) / 111.2) * Math.cos((bearing * Math.PI) / 180);
        const dLng = ((radiusKm * 0.999) / (111.2 * Math.cos((tahoe.latitude * Math.PI) / 180))) * Math.sin((bearing * Math.PI) / 180);
        const point = { latitude: tahoe.latitude + dLat, longitude: tahoe.longitude + dLng };
        if (distanceKm(tahoe, point) > radiusKm) continue;
        expect(cells, `${radiusKm} km, bearing ${bearing}`).to.include(cellOf(point.latitude, point.longitude, level));
      }
    }
  });
  it('searches small circles in fine cells and large ones in coarse cells, never many', () => {
    expect(cellsCovering({ ...tahoe, radiusKm: 10 }).level).to.equal('fine');
    expect(cellsCovering({ ...tahoe, radiusKm: 10 }).cells.length).to.be.at.most(36);
    const wide = cellsCovering({ ...tahoe, radiusKm: 80 });
    expect(wide.level).to.equal('coarse');
    expect(wide.cells.length).to.be.at.most(12);
  });
  it('keeps the cells of the two sizes apart from each other and from neighbours', () => {
    expect(cellOf(39.05, -120.05, 'fine')).not.to.equal(cellOf(39.15, -120.05, 'fine'));
    expect(cellOf(39.05, -120.05, 'fine')).not.to.equal(cellOf(39.05, -120.15, 'fine'));
    expect(cellOf(90, 180, 'fine')).to.equal(1800 * 3601 + 3600);
  });
  it('measures great-circle distances', () => {
    const sanFrancisco = { latitude: 37.7749, longitude: -122.4194 };
    expect(distanceKm(tahoe, sanFrancisco)).to.be.closeTo(245, 10);
    expect(distanceKm(tahoe, tahoe)).to.equal(0);
  });
});

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
  it('keeps a cell holding any point of the circle, at any latitude and size (random circles)', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 300; i++) {
      const circle = { latitude: -70 + random() * 140, longitude: -179 + random() * 358, radiusKm: 0.5 + random() * 150 };
      const { level, cells } = cellsCovering(circle);
      for (let j = 0; j < 200; j++) {
        const dLat = ((random() * 2 - 1) * circle.radiusKm) / 111.2;
        const dLng = ((random() * 2 - 1) * circle.radiusKm) / (111.2 * Math.cos((circle.latitude * Math.PI) / 180));
        const point = { latitude: circle.latitude + dLat, longitude: circle.longitude + dLng };
        if (distanceKm(circle, point) > circle.radiusKm || Math.abs(point.longitude) > 180) continue;
        expect(cells, JSON.stringify({ circle, point })).to.include(cellOf(point.latitude, point.longitude, level));
      }
    }
  });

  it("leaves out the box's corner cells that the circle does not reach", () => {
    // 80 km around a point near a cell's corner: the 3 × 3 box's far corners lie outside the circle.
    const { level, cells } = cellsCovering({ latitude: 44.02, longitude: -100.03, radiusKm: 80 });
    expect(level).to.equal('coarse');
    expect(cells).not.to.include(cellOf(45.9, -98.1, 'coarse'));
    expect(cells).to.include(cellOf(44.5, -99.5, 'coarse'));
    expect(cells.length).to.be.below(9);
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

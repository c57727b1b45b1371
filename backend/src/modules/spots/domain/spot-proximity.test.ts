import { expect } from 'chai';
import { haversineKm, SpotProximity, type Position, type SpotPosition } from './spot-proximity.ts';

/** A fixed-seed generator (mulberry32), so a failure names the same spots every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reference: measure every spot, keep those within the radius, nearest first, equal distances by id. */
const everySpotMeasured = (spots: SpotPosition[], at: Position, radiusKm: number, limit: number) =>
  spots
    .map((s) => ({ id: s.id, distanceKm: haversineKm(at, s) }))
    .filter((s) => s.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
    .slice(0, limit);

describe('spots: nearby spots by great-circle distance', () => {
  it('measures the great-circle distance in km (as the spherical law of cosines does; a degree of latitude; the same point)', () => {
    const tahoe = { latitude: 39.0968, longitude: -120.0324 };
    const kenai = { latitude: 60.4878, longitude: -151.0583 };
    const r = Math.PI / 180;
    const lawOfCosines =
      6371.0088 *
      Math.acos(
        Math.sin(tahoe.latitude * r) * Math.sin(kenai.latitude * r) +
          Math.cos(tahoe.latitude * r) * Math.cos(kenai.latitude * r) * Math.cos((kenai.longitude - tahoe.longitude) * r),
      );
    expect(haversineKm(tahoe, kenai)).to.be.closeTo(lawOfCosines, 1e-6).and.closeTo(3200.94, 0.01);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).to.be.closeTo(111.195, 0.001);
    expect(haversineKm(tahoe, tahoe)).to.equal(0);
  });

  it('finds exactly the spots every spot measured would find, nearest first, at any radius and place', () => {
    const random = seeded(8);
    const spots: SpotPosition[] = [];
    // Clusters around waters (as anglers add them), some anywhere, and some at the awkward places.
    for (let i = 0; i < 3000; i++) {
      const clustered = i % 3 !== 0;
      const centre = clustered
        ? [
            { latitude: 39.1, longitude: -120 },
            { latitude: 64.8, longitude: 179.9 },
            { latitude: 89.7, longitude: 10 },
            { latitude: -45, longitude: -179.95 },
          ][i % 4]!
        : null;
      spots.push({
        id: `spot-${i}`,
        latitude: centre ? Math.max(-90, Math.min(90, centre.latitude + (random() - 0.5) * 3)) : random() * 180 - 90,
        longitude: centre ? ((centre.longitude + (random() - 0.5) * 6 + 540) % 360) - 180 : random() * 360 - 180,
      });
    }
    const index = new SpotProximity(spots);
    const points: Position[] = [
      { latitude: 39.2, longitude: -120.15 },
      { latitude: 64.8, longitude: -179.99 },
      { latitude: 64.8, longitude: 180 },
      { latitude: 89.9, longitude: -170 },
      { latitude: 90, longitude: 0 },
      { latitude: -90, longitude: 0 },
      { latitude: -45.2, longitude: 179.8 },
      ...Array.from({ length: 60 }, () => ({ latitude: random() * 180 - 90, longitude: random() * 360 - 180 })),
    ];
    for (const at of points)
      for (const radius of [0.5, 5, 50, 120, 500])
        for (const limit of [50, 10_000])
          expect(index.nearest(at, radius, limit), `${radius} km of ${at.latitude},${at.longitude}`).to.deep.equal(
            everySpotMeasured(spots, at, radius, limit),
          );
  });

  it('keeps a spot exactly on the circle, orders equal distances by id, and cuts at the limit', () => {
    const at = { latitude: 10, longitude: 20 };
    const edge = { id: 'edge', latitude: 10, longitude: 20.5 };
    const index = new SpotProximity([{ id: 'b', latitude: 10.1, longitude: 20 }, { id: 'a', latitude: 9.9, longitude: 20 }, edge]);
    const radius = haversineKm(at, edge);
    expect(index.nearest(at, radius, 50).map((s) => s.id)).to.deep.equal(['a', 'b', 'edge']);
    expect(index.nearest(at, radius - 1e-9, 50).map((s) => s.id)).to.deep.equal(['a', 'b']);
    expect(index.nearest(at, radius, 1).map((s) => s.id)).to.deep.equal(['a']);
    expect(new SpotProximity([]).nearest(at, 500, 50)).to.deep.equal([]);
  });
});

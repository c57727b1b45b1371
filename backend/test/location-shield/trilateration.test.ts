import { expect } from 'chai';
import type { LocationPrecision, PostPage } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { cellCentre, type GeoPoint } from '../../src/shared/kernel/location-shield.ts';
import { distanceKm } from '../../src/modules/posts/domain/map-cells.ts';
import { distinctivePoint } from './world.ts';

/**
 * A stranger trying to measure a catch's hidden point with the distance searches: from many centres,
 * the smallest radius of nearby posts that still finds the catch (a binary search each), and along
 * many rays, where Discover near a point stops finding it. Fitted together, the answers pin a point —
 * the cell's centre, never the catch: the estimate converges on the centre, stays a good part of a
 * cell from the exact point, and the answers rule the exact point out (the searches work on the snapped point).
 */
const KM_PER_DEGREE = 111.32;
/** Binary search steps per centre: 60 km / 2^14 ≈ 4 m, far finer than any cell. */
const STEPS = 14;
/** The server's Discover reach around a point (posts' DISCOVER_RADIUS_KM), found from outside: at most this. */
const DISCOVER_KM = 80;

/** The point `km` from `from` towards `bearingDeg` (0 = north), on the local flat map (fine at these distances). */
function offset(from: GeoPoint, km: number, bearingDeg: number): GeoPoint {
  const b = (bearingDeg * Math.PI) / 180;
  return {
    latitude: from.latitude + (km * Math.cos(b)) / KM_PER_DEGREE,
    longitude: from.longitude + (km * Math.sin(b)) / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

/** A search answer: the catch was found within `radius` of `centre` (true) or not. */
interface Ring {
  centre: GeoPoint;
  /** The smallest radius that found it (or, for Discover, the distance at which it stops being found). */
  radius: number;
  /** The last radius that did not: the true distance to what the server measures lies in (below, radius]. */
  below: number;
}

/** The point that best fits every ring (least squares on the sphere's distances), by a shrinking pattern search. */
function fit(rings: readonly Ring[]): GeoPoint {
  const cost = (p: GeoPoint) => rings.reduce((sum, r) => sum + (distanceKm(p, r.centre) - r.radius) ** 2, 0);
  let best = {
    latitude: rings.reduce((s, r) => s + r.centre.latitude, 0) / rings.length,
    longitude: rings.reduce((s, r) => s + r.centre.longitude, 0) / rings.length,
  };
  let bestCost = cost(best);
  for (let step = 0.2; step > 1e-7; ) {
    let moved = false;
    for (const [dLat, dLng] of [
      [step, 0],
      [-step, 0],
      [0, step],
      [0, -step],
      [step, step],
      [-step, -step],
      [step, -step],
      [-step, step],
    ] as const) {
      const next = { latitude: best.latitude + dLat, longitude: best.longitude + dLng };
      const c = cost(next);
      if (c < bestCost) [best, bestCost, moved] = [next, c, true];
    }
    if (!moved) step /= 2;
  }
  return best;
}

type Search = (centre: GeoPoint, radius: number) => Promise<boolean>;

/** The smallest radius from `centre` whose search finds the catch, to a few metres. */
async function smallestRadiusBy(search: Search, centre: GeoPoint, max: number): Promise<Ring> {
  expect(await search(centre, max), `found within ${max} km`).to.equal(true);
  let [below, radius] = [0, max];
  for (let i = 0; i < STEPS; i++) {
    const mid = (below + radius) / 2;
    if (await search(centre, mid)) radius = mid;
    else below = mid;
  }
  return { centre, radius, below };
}

describe('location shield: trilateration by a stranger learns nothing finer than the cell', function () {
  this.timeout(90_000);
  let app: TestApp;
  let ada: Angler; // shares the catches
  let sam: Angler; // a stranger, probing
  const catches: Record<'tenKm' | 'oneKm' | 'hidden', { id: string; exact: GeoPoint }> = {} as never;
  let requests = 0;

  before(async () => {
    app = await startTestApp({ clock: pastTheFirstDay() });
    [ada, sam] = await Promise.all([anAngler(app, 'Ada Author'), anAngler(app, 'Sam Stranger')]);
    const share = async (exact: GeoPoint, publicPrecision: LocationPrecision) => {
      const res = await ada.send<{ id: string }>('POST', '/api/posts', {
        type: 'catch',
        privacy: 'public',
        location: 'Off the reef',
        latitude: exact.latitude,
        longitude: exact.longitude,
        catchDetails: { species: 'rainbow-trout', weight: 3, length: null, method: null },
        publicPrecision,
        matesPrecision: 'exact',
      });
      expect(res.status, res.text).to.equal(201);
      return { id: res.json.id, exact };
    };
    catches.tenKm = await share(distinctivePoint(0), '10km');
    catches.oneKm = await share(distinctivePoint(3), '1km');
    catches.hidden = await share(distinctivePoint(6), 'hidden');
  });
  after(() => app?.close());

  const finds = async (path: string, id: string) => {
    requests++;
    const res = await sam.get<PostPage>(path);
    expect(res.status, res.text).to.equal(200);
    return res.json.items.some((p) => p.id === id);
  };
  const nearby = (at: GeoPoint, radius: number, id: string) =>
    finds(`/api/posts/near?latitude=${at.latitude.toFixed(6)}&longitude=${at.longitude.toFixed(6)}&radius=${radius}&limit=50`, id);
  const discover = (at: GeoPoint, id: string) =>
    finds(`/api/posts?latitude=${at.latitude.toFixed(6)}&longitude=${at.longitude.toFixed(6)}&limit=50`, id);

  const smallestRadius = (centre: GeoPoint, id: string, max = 60) => smallestRadiusBy((at, r) => nearby(at, r, id), centre, max);

  /** How far along a ray from `origin` Discover still finds the catch: that end is DISCOVER_KM from what it measures. */
  async function discoverEdge(origin: GeoPoint, bearing: number, id: string): Promise<Ring> {
    let [inside, outside] = [0, 2 * DISCOVER_KM];
    expect(await discover(origin, id), 'Discover finds it from the origin').to.equal(true);
    expect(await discover(offset(origin, outside, bearing), id), 'and not from far away').to.equal(false);
    for (let i = 0; i < STEPS; i++) {
      const mid = (inside + outside) / 2;
      if (await discover(offset(origin, mid, bearing), id)) inside = mid;
      else outside = mid;
    }
    return { centre: offset(origin, inside, bearing), radius: DISCOVER_KM, below: DISCOVER_KM };
  }

  /** What the answers say: where the fit lies, and whether a point fits every answer (to a few metres). */
  const judge = (rings: Ring[], exact: GeoPoint, cellKm: number) => {
    const centre = cellCentre(exact, cellKm);
    const estimate = fit(rings);
    const fits = (p: GeoPoint) =>
      rings.every((r) => distanceKm(p, r.centre) > r.below - 0.01 && distanceKm(p, r.centre) <= r.radius + 0.01);
    return { estimate, centre, errorKm: distanceKm(estimate, exact), offCentreKm: distanceKm(estimate, centre), fits };
  };

  it('nearby posts from six centres and every radius: the fit is the 10 km cell centre, kilometres from the catch', async () => {
    const { exact, id } = catches.tenKm;
    const rings: Ring[] = [];
    for (const [bearing, km] of [
      [0, 20],
      [60, 35],
      [120, 25],
      [180, 40],
      [240, 30],
      [300, 22],
    ] as const)
      rings.push(await smallestRadius(offset(exact, km, bearing), id));
    const { errorKm, offCentreKm, fits, centre } = judge(rings, exact, 10);
    expect(distanceKm(exact, centre), 'the catch lies well off its cell centre').to.be.above(3);
    expect(offCentreKm, 'the fit converges on the cell centre').to.be.below(0.05);
    expect(errorKm, 'the fit misses the catch by a good part of the cell').to.be.above(0.3 * 10);
    expect(fits(centre), 'every answer fits the cell centre').to.equal(true);
    expect(fits(exact), 'the answers rule the exact point out').to.equal(false);
  });

  it('Discover near a point along six rays: the edge of its reach circles the 10 km cell centre, not the catch', async () => {
    const { exact, id } = catches.tenKm;
    const rings: Ring[] = [];
    for (const bearing of [15, 75, 135, 195, 255, 315]) rings.push(await discoverEdge(exact, bearing, id));
    const { errorKm, offCentreKm, centre } = judge(rings, exact, 10);
    expect(offCentreKm, 'the fit converges on the cell centre').to.be.below(0.1);
    expect(errorKm, 'the fit misses the catch by a good part of the cell').to.be.above(0.3 * 10);
    expect(distanceKm(centre, exact)).to.be.above(3);
  });

  it('at About 1 km, the fit is the 1 km cell centre, a good part of a kilometre from the catch', async () => {
    const { exact, id } = catches.oneKm;
    const rings: Ring[] = [];
    for (const [bearing, km] of [
      [30, 8],
      [150, 12],
      [270, 10],
      [330, 15],
    ] as const)
      rings.push(await smallestRadius(offset(exact, km, bearing), id, 30));
    const { errorKm, offCentreKm, fits, centre } = judge(rings, exact, 1);
    expect(offCentreKm, 'the fit converges on the cell centre').to.be.below(0.02);
    expect(errorKm, 'the fit misses the catch by a good part of the cell').to.be.above(0.3 * 1);
    expect(fits(centre)).to.equal(true);
    expect(fits(exact)).to.equal(false);
  });

  it('a catch hidden from the public is found by no distance search at all, however wide', async () => {
    const { exact, id } = catches.hidden;
    for (const [bearing, km] of [
      [0, 0],
      [90, 5],
      [200, 40],
    ] as const) {
      const at = offset(exact, km, bearing);
      expect(await nearby(at, 500, id), `nearby ${km} km off`).to.equal(false);
      expect(await discover(at, id), `Discover ${km} km off`).to.equal(false);
    }
  });

  it('would pin a catch that searches measured at its exact point (the test can fail)', async () => {
    const { exact } = catches.tenKm;
    const leaky: Search = async (centre, radius) => distanceKm(centre, exact) <= radius;
    const rings: Ring[] = [];
    for (const [bearing, km] of [
      [0, 20],
      [120, 25],
      [240, 30],
    ] as const)
      rings.push(await smallestRadiusBy(leaky, offset(exact, km, bearing), 60));
    const { errorKm, fits } = judge(rings, exact, 10);
    expect(errorKm, 'the exact point, found').to.be.below(0.05);
    expect(fits(exact)).to.equal(true);
  });

  it('keeps the number of searches reasonable', () => expect(requests).to.be.below(300));
});

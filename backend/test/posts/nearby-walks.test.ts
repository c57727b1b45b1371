import { expect } from 'chai';
import type { PostPage } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { cellCentre, type GeoPoint } from '../../src/shared/kernel/location-shield.ts';
import { cellOf, distanceKm } from '../../src/modules/posts/domain/map-cells.ts';

const TAHOE = { latitude: 39.0968, longitude: -120.0324 };
/** A 10 km cell's centre, and a point of that cell 4 km south of it, across a map cell's edge (39.1°). */
const CENTRE = cellCentre(TAHOE, 10);
const SOUTH: GeoPoint = { latitude: CENTRE.latitude - 0.04, longitude: CENTRE.longitude };

const near = (at: GeoPoint, radius: number, limit = 20, cursor: string | null = null) =>
  `/api/posts/near?latitude=${at.latitude}&longitude=${at.longitude}&radius=${radius}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;

async function page(viewer: Angler, path: string): Promise<PostPage> {
  const res = await viewer.get<PostPage>(path);
  expect(res.status, res.text).to.equal(200);
  return res.json;
}
const finds = async (viewer: Angler, at: GeoPoint, radius: number, id: string) =>
  (await page(viewer, near(at, radius))).items.some((p) => p.id === id);

describe('posts: nearby walks the cells that can hold what each viewer may see', () => {
  let app: TestApp;
  let rosa: Angler;
  let max: Angler;
  let sam: Angler;

  before(async () => {
    app = await startTestApp({ clock: pastTheFirstDay() });
    [rosa, max, sam] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Max Mate'), anAngler(app, 'Sam Stranger')]);
    await mates(rosa, max);
  });
  after(() => app?.close());

  /** Rosa's catch at SOUTH, seen by the public and her mates at the given precisions. */
  const rosasCatchAtSouth = async (species: string, publicPrecision: string, matesPrecision: string) => {
    const { id } = await aCatch().of(species).at('South shore', SOUTH.latitude, SOUTH.longitude).by(rosa);
    const set = await rosa.send('PATCH', `/api/posts/${id}`, { publicPrecision, matesPrecision });
    expect(set.status, set.text).to.equal(200);
    return id;
  };

  it('finds a catch seen at 10 km by its cell centre, though its exact map cell lies beyond the circle', async () => {
    expect(cellCentre(SOUTH, 10)).to.deep.equal(CENTRE);
    expect(cellOf(SOUTH.latitude, SOUTH.longitude, 'fine')).to.not.equal(cellOf(CENTRE.latitude, CENTRE.longitude, 'fine'));
    expect(distanceKm(SOUTH, CENTRE)).to.be.above(4);
    const id = await rosasCatchAtSouth('brown-trout', '10km', 'exact');

    expect(await finds(sam, CENTRE, 1, id), 'stranger at the cell centre').to.equal(true);
    expect(await finds(sam, SOUTH, 1, id), 'stranger at the exact point').to.equal(false);
    expect(await finds(max, CENTRE, 1, id), 'mate at the cell centre').to.equal(false);
    expect(await finds(max, SOUTH, 1, id), 'mate at the exact point').to.equal(true);
    expect(await finds(rosa, CENTRE, 1, id), 'author at the cell centre').to.equal(false);

    // Seen to a kilometre again, it is found near the exact point only.
    const back = await rosa.send('PATCH', `/api/posts/${id}`, { publicPrecision: '1km', matesPrecision: 'exact' });
    expect(back.status, back.text).to.equal(200);
    expect(await finds(sam, CENTRE, 1, id), 'stranger at the cell centre, 1 km').to.equal(false);
    expect(await finds(sam, SOUTH, 1, id), 'stranger at the exact point, 1 km').to.equal(true);
  });

  it('measures its author to the exact point when mates and the public see it at the cell centre', async () => {
    const id = await rosasCatchAtSouth('rainbow-trout', '10km', '10km');

    expect(await finds(rosa, SOUTH, 1, id), 'author at the exact point').to.equal(true);
    expect(await finds(rosa, CENTRE, 1, id), 'author at the cell centre').to.equal(false);
    expect(await finds(max, CENTRE, 1, id), 'mate at the cell centre').to.equal(true);
    expect(await finds(max, SOUTH, 1, id), 'mate at the exact point').to.equal(false);
  });

  it("pages newest first across the centre's cell and its neighbours, a neighbour's newer catch before the centre's", async () => {
    const at = { latitude: 39.15, longitude: -120.05 };
    const share = async (latitude: number) => (await aCatch().of('walleye').at('Lake Tahoe, CA', latitude, at.longitude).by(sam)).id;
    // Oldest first, in the cell to the south between runs of the centre's cell (a page and more of it).
    const shared = [await share(39.08)];
    for (let i = 0; i < 22; i++) {
      shared.push(await share(39.15 + i * 0.001));
      if (i === 10) shared.push(await share(39.082));
    }
    shared.push(await share(39.085));
    const first = await page(rosa, near(at, 10, 20));
    const rest = await page(rosa, near(at, 10, 20, first.nextCursor));
    const seen = [...first.items, ...rest.items].map((p) => p.id).filter((id) => shared.includes(id));
    expect(seen[0], "the neighbour's newest").to.equal(shared.at(-1));
    expect(seen).to.have.members(shared).and.have.length(shared.length);
    expect(seen.at(-1), "the neighbour's oldest").to.equal(shared[0]);
    const times = [...first.items, ...rest.items].map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).to.deep.equal(times);
  });
});

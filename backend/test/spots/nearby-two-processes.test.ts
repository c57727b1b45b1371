import { expect } from 'chai';
import { DirectorySpot } from '@tightlines/contracts';
import {
  createTestDatabase,
  type HttpClient,
  startTestApp,
  type TestApp,
  type TestDatabase,
  eventually,
  sameSessionOn,
} from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

/**
 * Nearby spots come from each process's memory of where spots are and of their cards: a spot added, or
 * rated, through one process is in the other's nearby list within a second, though the other had asked
 * there first (two app servers on one database, as WEB_CONCURRENCY runs them).
 */
describe('spots: nearby spots across processes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let rosa: Angler;

  const onB = (client: HttpClient) => sameSessionOn(b, client);

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
    rosa = await anAngler(a, 'Rosa Rivers');
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it("shows a spot added and a rating given through one process in the other's nearby list within a second", async () => {
    const rosaOnB = onB(rosa);
    const nearbyOnB = async () => {
      const res = await rosaOnB.get('/api/spots/nearby?latitude=44.5&longitude=-73.3');
      expect(res.status, res.text).to.equal(200);
      return DirectorySpot.array().parse(res.json);
    };
    expect(await nearbyOnB()).to.deep.equal([]); // b now remembers where every spot is: nowhere near
    const added = await rosa.send('POST', '/api/spots', {
      name: 'Mallets Bay',
      description: 'A sheltered bay of Lake Champlain',
      location: 'Colchester, VT',
      latitude: 44.55,
      longitude: -73.25,
      waterType: 'lake',
    });
    expect(added.status, added.text).to.equal(201);
    const spot = DirectorySpot.parse(added.json);
    expect(await eventually(async () => (await nearbyOnB()).some((s) => s.id === spot.id))).to.equal(true);
    expect((await nearbyOnB())[0]).to.include({ id: spot.id, creatorName: 'Rosa Rivers', totalRatings: 0, myRating: null });

    expect((await rosa.send('PUT', `/api/spots/${spot.id}/rating`, { rating: 4 })).status).to.equal(200);
    expect(await eventually(async () => (await nearbyOnB())[0]?.totalRatings === 1)).to.equal(true);
    expect((await nearbyOnB())[0]).to.include({ rating: 4, myRating: 4 });
  });
});

import { expect } from 'chai';
import { NearbyPlace, Place } from '@tightlines/contracts';
import { z } from 'zod';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

/** GET /api/places over the embedded GeoNames gazetteer: a typed place resolves to real coordinates, never 0,0. */
describe('place search without a maps key', function () {
  this.timeout(30_000);
  let app: TestApp;
  let anyone: Angler;
  const search = async (text: string, extra = '') => {
    const res = await anyone.get(`/api/places?search=${encodeURIComponent(text)}${extra}`);
    expect(res.status, res.text).to.equal(200);
    return z.array(Place).parse(res.json);
  };

  before(async () => {
    app = await startTestApp();
    anyone = await anAngler(app, 'Place Seeker');
  });
  after(() => app?.close());

  it('resolves a typed town to its real coordinates, the most populous first', async () => {
    const [sydney, second] = await search('Sydney');
    expect(sydney).to.deep.include({ name: 'Sydney', country: 'AU', label: 'Sydney, Australia' });
    expect(sydney!.latitude).to.be.closeTo(-33.87, 0.1);
    expect(sydney!.longitude).to.be.closeTo(151.21, 0.1);
    expect(second).to.deep.include({ name: 'Sydney', country: 'CA' });
  });

  it('matches the start of a name without case or accents, and narrows after a comma', async () => {
    expect((await search('zurich'))[0]).to.deep.include({ name: 'Zürich', country: 'CH' });
    expect((await search('MUNICH'))[0]).to.deep.include({ name: 'Munich', country: 'DE' });
    const [portland] = await search('portland, me');
    expect(portland).to.deep.include({ name: 'Portland', region: 'ME', label: 'Portland, ME, United States' });
    expect(portland!.latitude).to.be.closeTo(43.66, 0.1);
  });

  it('answers at most the limit (8 by default), and nothing at 0,0', async () => {
    const places = await search('san');
    expect(places).to.have.length(8);
    expect(await search('san', '&limit=3')).to.have.length(3);
    expect(places.every((p) => p.latitude !== 0 || p.longitude !== 0)).to.equal(true);
    expect(await search('qqqzzzx')).to.deep.equal([]);
  });

  it('names the town nearest a point, and nothing far out at sea', async () => {
    const res = await anyone.get('/api/places/nearby?latitude=44.29&longitude=-74.0');
    expect(res.status).to.equal(200);
    const [near] = z.array(NearbyPlace).parse(res.json);
    expect(near).to.deep.include({ name: 'Lake Placid', label: 'Lake Placid, NY, United States' });
    expect(near!.distanceKm).to.be.closeTo(1.7, 0.5);
    expect((await anyone.get('/api/places/nearby?latitude=0&longitude=0')).json).to.deep.equal([]);
    expect((await anyone.get('/api/places/nearby?latitude=&longitude=10')).status).to.equal(400);
  });

  it('refuses a blank search with a 400 that says what to do', async () => {
    const res = await anyone.get<{ issues: Array<{ message: string }> }>('/api/places?search=%20');
    expect(res.status).to.equal(400);
    expect(res.json.issues[0]!.message).to.equal('Type a place name');
    expect((await anyone.get('/api/places?search=x&limit=500')).status).to.equal(400);
  });

  it('asks a visitor to sign in (401): places are picked only in signed-in dialogs', async () => {
    const visitor = new HttpClient(app.url);
    expect((await visitor.get('/api/places?search=Sydney')).status).to.equal(401);
    expect((await visitor.get('/api/places/nearby?latitude=44.29&longitude=-74.0')).status).to.equal(401);
  });
});

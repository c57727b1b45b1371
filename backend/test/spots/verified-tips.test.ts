import { expect } from 'chai';
import { DirectorySpot, SpotTip } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

/**
 * What "Verified" on a tip means (the spec is silent; our rule): its author is proven to catch fish at
 * the spot apart from the tip itself — a successful trip there, logged before the tip, other than the
 * trip the tip came with.
 */
describe('spots: a Verified tip', () => {
  let app: TestApp;
  let rosa: Angler;
  let newcomer: Angler;
  let skunked: Angler;
  let lake: DirectorySpot;

  before(async () => {
    app = await startTestApp();
    [rosa, newcomer, skunked] = await Promise.all(['Rosa Regular', 'Nico Newcomer', 'Sam Skunked'].map((n) => anAngler(app, n)));
    const created = await rosa.send('POST', '/api/spots', {
      name: 'Verified Lake',
      description: 'Trout and tips',
      location: 'Tahoe City, CA',
      latitude: 39.17,
      longitude: -120.14,
      waterType: 'lake',
      difficulty: 'beginner',
      species: ['Trout'],
      facilities: [],
    });
    expect(created.status, created.text).to.equal(201);
    lake = DirectorySpot.parse(created.json);
  });
  after(() => app?.close());

  const logs = async (who: Angler, body: Record<string, unknown>) => {
    const res = await who.send('POST', '/api/spots/trips', { spotId: lake.id, ...body });
    expect(res.status, res.text).to.equal(201);
  };
  const shares = async (who: Angler, title: string) => {
    const res = await who.send('POST', `/api/spots/${lake.id}/tips`, { title, content: 'Go early', category: 'timing' });
    expect(res.status, res.text).to.equal(201);
  };
  const verified = async () =>
    Object.fromEntries(
      SpotTip.array()
        .parse((await rosa.get(`/api/spots/${lake.id}/tips`)).json)
        .map((t) => [t.title, t.isVerified]),
    );

  it('is not earned by the very trip a new angler shares the tip with', async () => {
    await logs(newcomer, {
      fishingSuccess: true,
      shareTip: true,
      tipTitle: 'First time here',
      tipContent: 'Dawn was good',
      tipCategory: 'timing',
    });
    expect((await verified())['First time here']).to.equal(false);
  });

  it('is earned by an earlier successful trip at the spot, and not by a trip without fish', async () => {
    await logs(rosa, { fishingSuccess: true });
    await shares(rosa, 'From a regular');
    await logs(skunked, { fishingSuccess: false });
    await shares(skunked, 'From a skunked angler');
    expect(await verified()).to.include({ 'From a regular': true, 'From a skunked angler': false });
  });

  it('a trip with its own tip, after an earlier catch there, is Verified', async () => {
    await logs(newcomer, {
      fishingSuccess: true,
      shareTip: true,
      tipTitle: 'Second time here',
      tipContent: 'Still good',
      tipCategory: 'timing',
    });
    expect(await verified()).to.include({ 'First time here': false, 'Second time here': true });
  });
});

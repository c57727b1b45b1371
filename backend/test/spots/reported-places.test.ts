import { expect } from 'chai';
import type { DirectorySpot, ReportedItemDetail, SpotTip } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { makeOperator, reports } from '../moderation/support.ts';

const clock = new ManualClock(new Date('2026-06-01T09:30:00Z'));

/** A reported spot and tip as the operator's console describes them (spots' side of moderation, on real PostgreSQL). */
describe('spots: a reported spot or tip as the operator reads it', () => {
  let app: TestApp;
  let olga: Angler; // operator
  let rosa: Angler; // the author
  let ada: Angler; // the reporter

  before(async () => {
    app = await startTestApp({ clock });
    [olga, rosa, ada] = await Promise.all(['Olga Operator', 'Rosa Reel', 'Ada Angler'].map((n) => anAngler(app, n)));
    await makeOperator(app, olga);
  });
  after(async () => {
    await app?.close();
  });

  const detailOf = async (kind: string, itemId: string) => {
    const res = await olga.get<ReportedItemDetail>(`/api/operator/items/${kind}/${itemId}`);
    expect(res.status, res.text).to.equal(200);
    return res.json.item!;
  };

  it('names a spot by its name, its description the excerpt, its author and when it was added; a tip by its title and its spot', async () => {
    const added = await rosa.send<DirectorySpot>('POST', '/api/spots', {
      name: 'Reported Reach',
      description: 'A bend of slow water under the willows',
      location: 'Reach, MT',
      latitude: 46.1,
      longitude: -112.2,
      waterType: 'river',
    });
    expect(added.status, added.text).to.equal(201);
    const shared = await rosa.send<SpotTip>('POST', `/api/spots/${added.json.id}/tips`, {
      title: 'Dawn nymphs',
      content: 'Drift a nymph at dawn',
      category: 'timing',
    });
    expect(shared.status, shared.text).to.equal(201);
    expect((await reports(ada, 'spot', added.json.id)).status).to.equal(201);
    expect((await reports(ada, 'tip', shared.json.id)).status).to.equal(201);

    const spot = await detailOf('spot', added.json.id);
    expect(spot).to.deep.include({ title: 'Reported Reach', excerpt: 'A bend of slow water under the willows', link: null, context: [] });
    expect(spot.author?.id).to.equal(rosa.id);
    expect(spot.createdAt).to.be.a('string');

    const tip = await detailOf('tip', shared.json.id);
    expect(tip).to.deep.include({
      title: 'Dawn nymphs',
      excerpt: 'Drift a nymph at dawn',
      link: null,
      createdAt: clock.now().toISOString(),
    });
    expect(tip.author?.id).to.equal(rosa.id);
    expect(tip.context).to.have.length(1);
    expect(tip.context[0]).to.deep.include({ excerpt: 'At Reported Reach', at: clock.now().toISOString(), isReported: false });
  });
});

import { expect } from 'chai';
import { HeatSpot } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { distanceKm } from '../../src/modules/posts/domain/map-cells.ts';

const SECRET_COVE = { latitude: 44.4312, longitude: -110.5883 };

/**
 * The location shield on the heat map: an area that is not a public spot never shows its activity
 * below five different anglers. The heat map draws public spots alone — a custom place's trips and
 * the catches shared around it are no point on it at any number of anglers — so the rule holds at
 * every count; this pins that down with the five anglers the rule would first let through.
 */
describe('spots: the heat map shows no area that is not a public spot', () => {
  let app: TestApp;
  let crew: Angler[];

  before(async function () {
    this.timeout(60_000);
    app = await startTestApp();
    crew = await Promise.all(['Ana', 'Ben', 'Cal', 'Dee', 'Eve', 'Fay'].map((name) => anAngler(app, `${name} Cove`)));
    for (const [i, angler] of crew.entries()) {
      const trip = await angler.send('POST', '/api/spots/trips', {
        location: 'Secret cove',
        ...SECRET_COVE,
        fishingSuccess: true,
        privacy: 'public',
        timeOfDay: 'dawn',
      });
      expect(trip.status, trip.text).to.equal(201);
      await aCatch()
        .at('Secret cove', SECRET_COVE.latitude + i * 0.001, SECRET_COVE.longitude)
        .by(angler);
    }
  });
  after(() => app?.close());

  for (const timeRange of ['24h', '7d', '30d', '90d']) {
    it(`keeps six anglers' custom place off the map over ${timeRange}`, async () => {
      const res = await crew[0]!.get(`/api/spots/heatmap?timeRange=${timeRange}`);
      expect(res.status, res.text).to.equal(200);
      const near = HeatSpot.array()
        .parse(res.json)
        .filter((s) => distanceKm(s, SECRET_COVE) < 20);
      expect(near).to.deep.equal([]);
    });
  }
});

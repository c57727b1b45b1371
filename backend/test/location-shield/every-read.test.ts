import { expect } from 'chai';
import { pastTheFirstDay, startTestApp } from '../support/index.ts';
import { cellCentre, CELL_KM } from '../../src/shared/kernel/location-shield.ts';
import { findLeaks, type GuardedPlace } from './leak-checker.ts';
import { listen, readOperations, readOverHttp, SKIPPED, walkRead, type Reader, type WalkStats } from './read-walker.ts';
import { buildWorld, precisionSeenBy, VIEWERS, type World } from './world.ts';

/**
 * The location shield, proven on every read of the API: each GET of the OpenAPI document, walked as
 * the author, her mate, a follower, a stranger and a visitor over catches and trips at every pair of
 * precisions, never answers any number closer to an exact point than that viewer may see it.
 * Fixed seed; a few filled requests per read and viewer keep it well under a minute.
 */
const RUNS_PER_VIEWER = 2;

describe('location shield: every read, every viewer', function () {
  this.timeout(120_000);
  let world: World;
  const walked: Array<{ operationId: string; stats: WalkStats }> = [];

  before(async () => {
    // Every live stream of the document, open as each viewer while the world is shared, liked and organized.
    const streams = readOperations().filter((op) => op.eventStream && !op.parameters.some((p) => p.required));
    world = await buildWorld(await startTestApp({ clock: pastTheFirstDay() }), async (clients) => {
      const open = await Promise.all(
        streams.flatMap((op) => VIEWERS.map(async (viewer) => ({ op, viewer, stop: await listen(clients[viewer], op) }))),
      );
      return async () => {
        const heard: World['heard'] = {};
        for (const { op, viewer, stop } of open) heard[op.operationId] = { ...heard[op.operationId], [viewer]: await stop() };
        return heard;
      };
    });
  });
  after(async () => {
    if (process.env.SHIELD_WALK_REPORT)
      for (const { operationId, stats } of walked)
        console.log(
          operationId,
          Object.entries(stats.statuses)
            .map(([v, s]) => `${v}:${[...new Set(s)].join('/')}`)
            .join(' '),
        );
    await world?.app.close();
  });

  const reads = readOperations();

  it('skips only reads that exist, each with its reason', () => {
    const ids = new Set(reads.map((r) => r.operationId));
    for (const [operationId, reason] of Object.entries(SKIPPED)) {
      expect(ids.has(operationId), `${operationId} is skipped but is no read of the document`).to.equal(true);
      expect(reason).to.not.equal('');
    }
    expect(reads.length - Object.keys(SKIPPED).length, 'reads walked').to.be.above(50);
  });

  for (const op of reads) {
    if (op.operationId in SKIPPED) continue;
    it(`${op.operationId} (GET ${op.path}) never tells a viewer more than their precision`, async () => {
      walked.push({ operationId: op.operationId, stats: await walkRead(op, world, RUNS_PER_VIEWER) });
    });
  }

  it('read every guarded catch and trip somewhere, so the walk was not vacuous', () => {
    for (const viewer of ['author', 'mate', 'follower', 'stranger'] as const) {
      const text = walked.flatMap((w) => w.stats.seenText[viewer] ?? []).join('\n');
      for (const thing of world.things.filter((t) => precisionSeenBy(t, viewer, world) !== 'exact'))
        expect(
          text,
          `${thing.kind} ${thing.id} (public ${thing.publicPrecision}, mates ${thing.matesPrecision}) read by the ${viewer}`,
        ).to.include(thing.id);
      // And at a cell's precision, its centre is what they were told.
      for (const thing of world.things) {
        const cellKm = CELL_KM[precisionSeenBy(thing, viewer, world)];
        if (cellKm)
          expect(text, `${thing.kind} at its cell for the ${viewer}`).to.include(String(cellCentre(thing.exact, cellKm).latitude));
      }
    }
  });

  describe('the property bites', () => {
    /** A read that answers as the server does, but adds one field of the given text for the stranger. */
    const planting =
      (field: string, text: (world: World) => unknown): Reader =>
      async (client, path, op, viewer) => {
        const answer = await readOverHttp(client, path, op, viewer);
        return viewer === 'stranger' ? { ...answer, body: { real: answer.body, [field]: text(world) } } : answer;
      };
    const failureOf = async (operationId: string, reader: Reader) => {
      const op = reads.find((r) => r.operationId === operationId)!;
      return walkRead(op, world, 1, reader).then(
        () => 'no failure',
        (e: unknown) => String(e),
      );
    };
    const oneKm = () => world.things.find((t) => t.publicPrecision === '1km' && t.kind === 'catch')!;
    const hidden = () => world.things.find((t) => t.publicPrecision === 'hidden' && t.matesPrecision === 'hidden')!;

    it('catches an exact point written into a share link', async () => {
      const failure = await failureOf(
        'postsNearbyPosts',
        planting('shareUrl', () => `https://maps.example/?q=${oneKm().exact.latitude}%2C${oneKm().exact.longitude}&z=14`),
      );
      expect(failure).to.match(/postsNearbyPosts GET \/api\/posts\/near\?.* as stranger/);
      expect(failure).to.include('$.body.shareUrl');
      expect(failure).to.include(oneKm().id);
    });

    it('catches a hidden place rounded to two decimals, as a [lng, lat] pair', async () => {
      const { exact } = hidden();
      const failure = await failureOf(
        'postsDiscover',
        planting('map', () => ({ centre: [+exact.longitude.toFixed(2), +exact.latitude.toFixed(2)] })),
      );
      expect(failure).to.include('$.body.map.centre');
      expect(failure).to.include(hidden().id);
    });

    it('lets the cell centre through, and nothing a little finer', () => {
      const thing = oneKm();
      const guarded: GuardedPlace[] = [{ label: 'it', exact: thing.exact, precision: '1km' }];
      const centre = cellCentre(thing.exact, 1);
      expect(
        findLeaks(
          { latitude: centre.latitude, longitude: centre.longitude, title: `near ${centre.latitude},${centre.longitude}` },
          guarded,
        ),
      ).to.deep.equal([]);
      expect(findLeaks({ a: +thing.exact.latitude.toFixed(3) }, guarded)).to.have.length(1);
      expect(findLeaks({ a: `lat=${thing.exact.latitude.toFixed(4)}` }, guarded)).to.have.length(1);
      expect(findLeaks({ lon: thing.exact.longitude + 0.001 }, guarded)).to.have.length(1);
      expect(findLeaks({ e7: Math.round(thing.exact.latitude * 1e7) }, guarded), 'in fixed point').to.have.length(1);
      expect(findLeaks({ far: thing.exact.latitude + 0.2, count: 3, when: '2026-11-28T09:53:47.123Z' }, guarded)).to.deep.equal([]);
    });
  });
});

import { expect } from 'chai';
import { startTestApp } from '../support/index.ts';
import { cellCentre, CELL_KM } from '../../src/shared/kernel/location-shield.ts';
import { findLeaks, type GuardedPlace } from './leak-checker.ts';
import { listen, NEVER_ANSWERED, readOperations, readOverHttp, SKIPPED, walkRead, type Reader, type WalkStats } from './read-walker.ts';
import { ANGLERS, buildWorld, precisionSeenBy, VIEWERS, type World } from './world.ts';
import { WorldClock } from './world-community.ts';

/**
 * The location shield, proven on every read of the API: each GET of the OpenAPI document, walked as
 * the author, her mate, a follower, a stranger, an operator, an advertiser and a visitor over catches
 * and trips at every pair of precisions (and a tournament entry whose words name its point), never
 * answers any number closer to an exact point than that viewer may see it.
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
    const clock = new WorldClock();
    world = await buildWorld(await startTestApp({ clock }), clock, async (clients) => {
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

  it('had an answer with content from every read for some viewer, but those that answer none of them (each with its reason)', () => {
    const ids = new Set(reads.map((r) => r.operationId));
    for (const operationId of Object.keys(NEVER_ANSWERED))
      expect(ids.has(operationId) && !(operationId in SKIPPED), `${operationId} is allowed no answer but is no walked read`).to.equal(true);
    const answered = (stats: WalkStats) => Object.values(stats.statuses).some((s) => s.some((status) => status >= 200 && status < 300));
    const silent = walked.filter((w) => !answered(w.stats)).map((w) => w.operationId);
    expect(silent.sort(), 'reads no viewer had a 2xx answer from').to.deep.equal(Object.keys(NEVER_ANSWERED).sort());
    expect(walked.length, 'every read walked').to.equal(reads.length - Object.keys(SKIPPED).length);
  });

  it('showed the operator each reported catch and trip, at the precision the public sees it', () => {
    const items = world.community.known.filter((k) => k.kind === 'post' || k.kind === 'trip');
    expect(items.length).to.equal(10);
    const seen = (operationId: string) => walked.find((w) => w.operationId === operationId)!.stats.seenText.operator!.join('\n');
    // The first was warned over and appealed: it left the queue for the appeals.
    expect(seen('moderationAppeals'), 'the appealed item').to.include(items[0]!.itemId);
    for (const { itemId } of items) {
      expect(seen('moderationItem'), `the reported item ${itemId}`).to.include(itemId);
      if (itemId !== items[0]!.itemId) expect(seen('moderationQueue'), `the queue's item ${itemId}`).to.include(itemId);
      const thing = world.things.find((t) => t.id === itemId)!;
      expect(precisionSeenBy(thing, 'operator', world), 'guarded as from the public').to.equal(thing.publicPrecision);
    }
  });

  it('read every guarded catch, trip and entry somewhere, so the walk was not vacuous', () => {
    for (const viewer of ANGLERS) {
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

    it("catches an entry's words naming its point, read by one it is hidden from", async () => {
      const entry = world.things.find((t) => t.kind === 'entry')!;
      const failure = await failureOf(
        'tournamentsEntry',
        planting('locationName', () => `Secret cove at ${entry.exact.latitude},${entry.exact.longitude}`),
      );
      expect(failure).to.include('$.body.locationName');
      expect(failure).to.include(`entry ${entry.id}`);
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
      const fixedPoint = String(Math.round(Math.abs(thing.exact.latitude) * 1e5));
      const id = `873dc19c-86f2-43af-b222-${fixedPoint.padEnd(12, 'e').slice(0, 12)}`;
      expect(findLeaks({ id, link: `/trips/${id}` }, guarded), 'digits inside an id').to.deep.equal([]);
      expect(findLeaks({ far: thing.exact.latitude + 0.2, count: 3, when: '2026-11-28T09:53:47.123Z' }, guarded)).to.deep.equal([]);
    });
  });
});

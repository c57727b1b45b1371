import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacedLoad } from './paced.ts';
import { dealSchedule, mergeTallies, plannedAt, type GeneratorTally } from './paced-schedule.ts';

const tally = (latencies: number[], extra: Partial<GeneratorTally> = {}): GeneratorTally => ({
  latencies: Float64Array.from(latencies),
  errors: 0,
  errorKinds: {},
  non2xx: 0,
  late: 0,
  latestMs: 0,
  loopP99Ms: 0,
  loopMaxMs: 0,
  ...extra,
});

describe('the paced load generators', () => {
  it('deal the schedule out in turn, each request keeping its planned moment of the whole schedule', () => {
    const requests = ['/a', '/b', '/c', '/d', '/e'].map((path) => ({ path }));
    const shares = dealSchedule('http://127.0.0.1:1', requests, 100, 2);

    assert.deepEqual(
      shares.map((s) => s.requests.map((r) => r.path)),
      [
        ['/a', '/c', '/e'],
        ['/b', '/d'],
      ],
    );
    // '/d' is the schedule's fourth request: 3 intervals of 10 ms after the start.
    assert.equal(plannedAt(shares[1]!, 1_000, 1), 1_030);
    assert.equal(plannedAt(shares[0]!, 1_000, 2), 1_040);
  });

  it('never start more generators than there are requests', () => {
    assert.equal(dealSchedule('http://127.0.0.1:1', [{ path: '/a' }], 10, 4).length, 1);
  });

  it('merge their tallies: percentiles over every answer, counts summed, the worst generator’s lateness and stalls', () => {
    const fast = Array.from({ length: 99 }, () => 1);
    const merged = mergeTallies(50, [
      tally(fast, { late: 2, latestMs: 7, loopP99Ms: 3, loopMaxMs: 9, errors: 1, errorKinds: { ECONNRESET: 1 } }),
      tally([40], { late: 1, latestMs: 12, loopP99Ms: 2, loopMaxMs: 30, non2xx: 1, errors: 1, errorKinds: { ECONNRESET: 1 } }),
    ]);

    assert.equal(merged.requests, 100);
    assert.equal(merged.p50Ms, 1);
    assert.equal(merged.p99Ms, 40);
    assert.equal(merged.late, 3);
    assert.equal(merged.latestMs, 12);
    assert.equal(merged.generatorLoopP99Ms, 3);
    assert.equal(merged.generatorLoopMaxMs, 30);
    assert.equal(merged.errors, 2);
    assert.deepEqual(merged.errorKinds, { ECONNRESET: 2 });
    assert.equal(merged.non2xx, 1);
    assert.equal(merged.generators, 2);
  });

  describe('against a server', () => {
    let server: http.Server;
    let url: string;
    const seen: string[] = [];

    before(async () => {
      // Answers 503 for /busy, and a big body for /big that the generators read to its end without keeping it.
      server = http.createServer((request, response) => {
        seen.push(`${request.method} ${request.url}`);
        request.resume();
        request.on('end', () => {
          if (request.url?.startsWith('/busy')) response.writeHead(503).end();
          else response.writeHead(200).end(request.url?.startsWith('/big') ? Buffer.alloc(300_000, 7) : 'ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends every request of the schedule once and accounts for each answer', async () => {
      let n = 0;
      const paths = ['/big', '/busy', '/ok', '/post'];
      const result = await pacedLoad({
        url,
        rate: 200,
        seconds: 0.2,
        generators: 3,
        requests: () => {
          const path = `${paths[n % paths.length]}?n=${n++}`;
          return path.startsWith('/post') ? { method: 'POST', path, body: '{"a":1}' } : { path };
        },
      });

      assert.equal(n, 40);
      assert.equal(result.requests, 40);
      assert.equal(seen.length, 40);
      assert.equal(new Set(seen).size, 40);
      assert.equal(seen.filter((s) => s.startsWith('POST /post')).length, 10);
      assert.equal(result.errors, 0);
      assert.equal(result.non2xx, 10);
      assert.equal(result.generators, 3);
      assert.equal(result.rate, 200);
      assert.ok(result.late <= result.requests);
    });
  });
});

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConnectionPool, requestBytes } from './raw-client.ts';

describe('the raw keep-alive pool', () => {
  let server: http.Server;
  let target: URL;
  const held: http.ServerResponse[] = [];
  const sockets = new Set<unknown>();

  before(async () => {
    // Holds every answer until the test lets them go: requests pile up as behind a stalled server.
    server = http.createServer((request, response) => {
      sockets.add(request.socket);
      request.resume();
      request.on('end', () => held.push(response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  after(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('opens connections up to its limit, then sends each waiting request as a connection comes free', async () => {
    const pool = new ConnectionPool(target, 2);
    const answers: number[] = [];
    const all = new Promise<void>((resolve) => {
      for (let i = 0; i < 5; i++)
        pool.send(requestBytes(target, { path: `/q/${i}` }), (status, error) => {
          assert.equal(error, undefined);
          answers.push(status);
          if (answers.length === 5) resolve();
        });
    });
    const release = async () => {
      while (held.length === 0) await new Promise((r) => setTimeout(r, 5));
      held.shift()!.writeHead(200).end('x'.repeat(10_000));
    };
    for (let i = 0; i < 5; i++) await release();
    await all;
    pool.close();

    assert.deepEqual(answers, [200, 200, 200, 200, 200]);
    assert.equal(sockets.size, 2);
  });

  it('writes a request with its method, headers and body', () => {
    const bytes = requestBytes(target, { method: 'POST', path: '/a?b=1', headers: { cookie: 'c=1' }, body: '{"é":1}' }).toString();
    assert.match(bytes, /^POST \/a\?b=1 HTTP\/1\.1\r\n/);
    assert.match(bytes, /\r\ncontent-length: 8\r\n/);
    assert.match(bytes, /\r\ncookie: c=1\r\n/);
    assert.ok(bytes.endsWith('\r\n\r\n{"é":1}'));
  });
});

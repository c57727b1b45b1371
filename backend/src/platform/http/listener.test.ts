import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createListener } from './listener.ts';

describe('the HTTP listener', () => {
  it('keeps an idle connection longer than the proxy in front keeps its own (ingress-nginx: 60 s), and says so', async () => {
    const listener = createListener(null, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true });
    try {
      const port = (listener.server.address() as AddressInfo).port;
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers));
          })
          .on('error', reject);
      });
      expect(headers.connection).to.equal('keep-alive');
      expect(headers['keep-alive']).to.equal('timeout=65');
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => listener.close(resolve));
    }
  });
});

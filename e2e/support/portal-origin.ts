import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface PortalHost {
  /** The portal's own origin, e.g. http://127.0.0.1:41235 */
  origin: string;
  close(): Promise<void>;
}

/**
 * The advertiser portal's build served alone, as a static host on an origin of its own would serve
 * it (an `ads.` host): its files at /remotes/advertiser/, its page for any path below, and the
 * portal.json that names the API (asked when served: the API may start after this host). Nothing of
 * the shell is there.
 */
export async function servePortalAlone(distDir: string, apiUrl: () => string, hostname = '127.0.0.1'): Promise<PortalHost> {
  const root = join(distDir, 'remotes', 'advertiser');
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (!path.startsWith('/remotes/advertiser/')) {
      res.writeHead(302, { location: '/remotes/advertiser/' }).end();
      return;
    }
    if (path === '/remotes/advertiser/portal.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(JSON.stringify({ apiUrl: apiUrl() }));
      return;
    }
    const file = normalize(join(root, path.slice('/remotes/advertiser/'.length)));
    const isAsset = file.startsWith(root) && extname(file) !== '';
    try {
      const body = await readFile(isAsset ? file : join(root, 'index.html'));
      const type = isAsset ? (TYPES[extname(file)] ?? 'application/octet-stream') : TYPES['.html']!;
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  return {
    origin: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

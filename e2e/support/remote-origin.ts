import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { pino } from 'pino';
import { securityHeaders } from '../../backend/src/platform/http/security-headers.ts';
import { staticFiles } from '../../backend/src/platform/http/static-files.ts';

export interface RemoteOrigin {
  /** e.g. http://127.0.0.1:41236 */
  origin: string;
  /** Where this origin serves a remote's manifest: what remotes.json names to send the shell here. */
  manifestOf(remote: string): string;
  close(): Promise<void>;
}

/**
 * Copies of some remotes' builds served from an origin of their own, as a second deployment of the app
 * would serve them — the backend's own static serving and security headers (CORS and a cross-origin
 * resource policy on remote files), nothing else: no shell, no API.
 */
export async function serveRemotesElsewhere(distDir: string, remotes: string[], hostname = '127.0.0.1'): Promise<RemoteOrigin> {
  const root = mkdtempSync(join(tmpdir(), 'tl-remote-origin-'));
  for (const remote of remotes) cpSync(join(distDir, 'remotes', remote), join(root, 'remotes', remote), { recursive: true });
  const app = new Koa();
  const log = pino({ level: 'silent' });
  app.use(securityHeaders(`http://${hostname}`));
  app.use(staticFiles(root, log));
  const server = app.listen(0, hostname);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const origin = `http://${hostname}:${(server.address() as AddressInfo).port}`;
  let closed: Promise<void> | undefined;
  return {
    origin,
    manifestOf: (remote) => `${origin}/remotes/${remote}/mf-manifest.json`,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
      })),
  };
}

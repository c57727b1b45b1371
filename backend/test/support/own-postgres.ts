import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startEmbeddedPostgres, type RunningPostgres } from '../../src/platform/db/embedded-postgres.ts';

/** A free TCP port on 127.0.0.1, for a server the test starts itself. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface OwnPostgres {
  /** The same URL before and after a restart (same port, same folder). */
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/**
 * An embedded PostgreSQL of the test's own, in a folder and on a port of its own, that the test may
 * stop and start again (a database restart): the run's shared server is never the one stopped.
 */
export async function ownPostgres(database: string): Promise<OwnPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `tl-${database}-`));
  fs.chmodSync(root, 0o755);
  const dir = path.join(root, 'data');
  const port = await freePort();
  const log = pino({ level: 'silent' });
  const launch = () => startEmbeddedPostgres({ dir, port, database, log });
  let running: RunningPostgres | undefined = await launch();
  return {
    url: running.url,
    stop: async () => {
      await running?.stop();
      running = undefined;
    },
    start: async () => {
      running ??= await launch();
    },
    remove: async () => {
      await running?.stop();
      running = undefined;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

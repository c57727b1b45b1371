import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startTestApp, type TestApp } from '../../backend/test/support/index.ts';

/** The built frontend (shell + remotes) the journeys' app serves (DIST_DIR, as for the build, else dist/). */
export const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(process.cwd(), 'dist');

/**
 * One composed app (backend serving dist/, its own fresh database) for every journey of the run, started
 * by the first that asks. Journeys never share anglers — each signs in fresh names — so one app serves
 * them all, and starting it once saves a database and a server per file.
 */
let shared: Promise<TestApp> | undefined;
export function theApp(): Promise<TestApp> {
  if (!existsSync(join(DIST, 'shell', 'index.html'))) {
    return Promise.reject(new Error('dist/ is missing: run `npm run build` first (npm test does)'));
  }
  shared ??= startTestApp({ staticDir: DIST });
  return shared;
}
// A root-level hook (registered when the first journey file imports this module): stops the app after
// every file has run.
if (typeof after === 'function') {
  after(async () => {
    const app = shared;
    shared = undefined;
    await (await app)?.close();
  });
}

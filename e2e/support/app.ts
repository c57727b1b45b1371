import { existsSync, writeFileSync } from 'node:fs';
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
    const running = await app;
    if (running && process.env.E2E_REQUEST_MIX) await writeRequestMix(running.url, process.env.E2E_REQUEST_MIX);
    await running?.close();
  });
}

/**
 * E2E_REQUEST_MIX=<file>: the requests the journeys made, counted by method and route pattern from the
 * app's own metrics — the request mix behind bench/README.md's capacity model.
 */
async function writeRequestMix(url: string, file: string): Promise<void> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/^http_request_duration_seconds_count\{method="(\w+)",route="([^"]*)",status="\d+"\} (\d+)/gm)) {
    const key = `${m[1]} ${m[2]}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(m[3]));
  }
  writeFileSync(file, JSON.stringify(Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])), null, 2));
}

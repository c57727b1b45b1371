/**
 * What the service worker keeps for offline use — the choices, written once here and
 * tested in cache-rules.test.ts.
 *
 * - The shell's own files are precached (one list per build). Content-hashed files anywhere on the
 *   site (every remote's chunks) are cached the first time they load and served from the cache
 *   after: their name changes when their content does.
 * - remotes.json, mf-manifest.json and remoteEntry.js keep their names across builds: always the
 *   network's copy, the last one seen only when offline — a new deploy is never hidden.
 * - API answers are never cached, with two exceptions. The signed-in angler's own card
 *   (GET /api/auth/user), so the app opens offline as them — kept in its own cache, forgotten at
 *   sign-out and whenever the server answers 401. And public reads a form needs offline
 *   (/api/config, popular spots for Log Trip), the same for every angler. Feeds, profiles and
 *   everything else per-angler are not kept: another person using the device after sign-out must
 *   not find them, and privacy changes must take effect at once.
 * - Pages: the network's answer; without one within 4 s, the cached shell (its router decides).
 *   /api, /oidc, /media and standalone remotes' pages are never answered with the shell.
 */
export const ANGLER_CACHE = 'tl-angler';
export const PUBLIC_CACHE = 'tl-public';
export const FRESH_CACHE = 'tl-fresh';
export const ASSETS_CACHE = 'tl-assets';
export const NAVIGATION_TIMEOUT_MS = 4000;

const ALWAYS_FRESH = new Set(['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** The bundler's content hash in a file name, as the server's static-files.ts reads it. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function isAlwaysFresh(pathname: string): boolean {
  return ALWAYS_FRESH.has(pathname.slice(pathname.lastIndexOf('/') + 1));
}

export function isHashedAsset(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/media/') && HASHED.test(pathname);
}

export function anglerReadsOffline(pathname: string): boolean {
  return pathname === '/api/auth/user';
}

export function publicReadsOffline(pathname: string): boolean {
  return pathname === '/api/config' || pathname === '/api/spots/with-trips';
}

export function isSignOut(url: URL): boolean {
  return url.pathname === '/api/logout';
}

/** Paths whose navigations go to the server alone (the advertiser portal is a page of its own, not the app's). */
export const staysOnline = [/^\/api(\/|$)/, /^\/oidc(\/|$)/, /^\/media\//, /^\/remotes\//, /^\/advertiser(\/|$)/];

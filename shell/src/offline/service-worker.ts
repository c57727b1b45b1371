/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { warmUp } from './warm-up.ts';
import { ANGLER_CACHE, ASSETS_CACHE, FRESH_CACHE, anglerReadsOffline, isAlwaysFresh, isHashedAsset, isSignOut, NAVIGATION_TIMEOUT_MS, PUBLIC_CACHE, publicReadsOffline, staysOnline } from './cache-rules.ts';

/**
 * The installable app's service worker (built by scripts/service-worker-plugin.ts, which fills
 * __WB_MANIFEST with the shell's files). What it keeps, and why, is in ./cache-rules.ts.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The shell itself (index.html, its scripts and styles, icons, manifest): ready before the first offline start.
// No directory index: '/' is a page like any other (network first, below), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// A new build takes over at once: its hashed files are all precached, and old ones stay on the server a while.
void self.skipWaiting();
clientsClaim();

// Ready for the first offline start, not only after a second visit (./warm-up.ts).
self.addEventListener('activate', (event) => event.waitUntil(warmUp(self.location.origin).catch(() => undefined)));

// Sign-out forgets the angler's offline copy (the queue stays: it is theirs and waits for them).
self.addEventListener('fetch', (event) => {
  if (isSignOut(new URL(event.request.url))) event.waitUntil(caches.delete(ANGLER_CACHE));
});

// Files served 'no-cache' (remotes.json, each remote's mf-manifest.json and remoteEntry.js): the network's, a copy only offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isAlwaysFresh(url.pathname),
  new NetworkFirst({ cacheName: FRESH_CACHE, networkTimeoutSeconds: 5 }),
);

// Content-hashed files (the remotes' chunks, and any shell chunk of a newer build): never change, so cache first.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
);

const okOnly = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null) };

// Who is signed in, so the app opens offline as that angler; a 401 forgets it.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && anglerReadsOffline(url.pathname),
  new NetworkFirst({
    cacheName: ANGLER_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      okOnly,
      {
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await caches.delete(ANGLER_CACHE);
          return response;
        },
      },
    ],
  }),
);

// Public reads a form needs offline (the provider's name, the maps key, popular spots for Log Trip).
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && publicReadsOffline(url.pathname),
  new NetworkFirst({ cacheName: PUBLIC_CACHE, networkTimeoutSeconds: 4, plugins: [okOnly] }),
);

// Pages: the network's answer (sign-in state, redirects), the cached shell when there is none in time.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: staysOnline },
  ),
);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { warmUp } from './warm-up.ts';
import { RemoteOrigins } from './remote-origins.ts';
import {
  ANGLER_CACHE,
  ASSETS_CACHE,
  FRESH_CACHE,
  anglerReadsOffline,
  isAlwaysFresh,
  isHashedAsset,
  isSignOut,
  NAVIGATION_TIMEOUT_MS,
  PUBLIC_CACHE,
  publicReadsOffline,
  staysOnline,
} from './cache-rules.ts';

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

const REMOTES_JSON = `${self.location.origin}/remotes.json`;
/** Remotes remotes.json sends to other origins (./remote-origins.ts): their files are kept like our own. */
const remoteOrigins = new RemoteOrigins(self.location.origin, async () =>
  (await (await caches.open(FRESH_CACHE)).match(REMOTES_JSON))?.json(),
);

// Ready for the first offline start, not only after a second visit (./warm-up.ts).
self.addEventListener('activate', (event) =>
  event.waitUntil(warmUp(self.location.origin, (map) => remoteOrigins.learn(map)).catch(() => undefined)),
);

// Sign-out forgets the angler's offline copy (the queue stays: it is theirs and waits for them).
self.addEventListener('fetch', (event) => {
  if (isSignOut(new URL(event.request.url))) event.waitUntil(caches.delete(ANGLER_CACHE));
});

// Files served 'no-cache' (remotes.json, each remote's mf-manifest.json and remoteEntry.js): the network's, a copy only offline.
// Each remotes.json the network gives says where the remotes are now.
const fresh = new NetworkFirst({
  cacheName: FRESH_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [
    {
      fetchDidSucceed: async ({ request, response }) => {
        if (request.url === REMOTES_JSON && response.ok)
          remoteOrigins.learn(
            await response
              .clone()
              .json()
              .catch(() => undefined),
          );
        return response;
      },
    },
  ],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isAlwaysFresh(url.pathname), fresh);

// Content-hashed files (the remotes' chunks, and any shell chunk of a newer build): never change, so cache first.
const hashed = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] });
registerRoute(({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname), hashed);

// The same files of a remote on another origin (REMOTE_ORIGINS), asked for in CORS mode — its files carry
// Access-Control-Allow-Origin — so what is kept is a readable 200, not an opaque answer. Other origins'
// files pass through untouched.
registerRoute(
  ({ url, sameOrigin }) => !sameOrigin && (isAlwaysFresh(url.pathname) || isHashedAsset(url.pathname)),
  async ({ url, request, event }) => {
    if (!(await remoteOrigins.has(url.origin))) return fetch(request);
    const readable = new Request(url.href, { mode: 'cors', credentials: 'omit' });
    return (isAlwaysFresh(url.pathname) ? fresh : hashed).handle({ event, request: readable });
  },
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
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

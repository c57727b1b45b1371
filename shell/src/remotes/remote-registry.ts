import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** remote name → URL of its mf-manifest.json (absolute, or relative to the shell's origin), as remotes.json says. */
export type RemoteManifestMap = Record<string, string>;

/** Where the shell's own origin serves the map: the deploy's configuration, never part of the build's output. */
export const REMOTES_JSON = '/remotes.json';

/** The map, when `value` is one: an object of remote names to non-empty addresses. */
export function remotesMapFrom(value: unknown): RemoteManifestMap | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, entry]) => typeof entry === 'string' && entry.trim() !== '')
    ? (Object.fromEntries(entries) as RemoteManifestMap)
    : undefined;
}

/**
 * Reads remotes.json from the shell's origin. The shell's page preloads it (rspack.config.ts): this
 * request, with the same mode and credentials, takes that answer, so the map arrives beside the shell's
 * first script instead of after it. Default caching: the server marks it no-cache, so it is revalidated.
 */
export async function readRemotesMap(fetcher: typeof fetch = fetch): Promise<RemoteManifestMap> {
  const response = await fetcher(REMOTES_JSON, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_JSON} answered ${response.status}`);
  const map = remotesMapFrom(await response.json());
  if (!map) throw new Error(`${REMOTES_JSON} is not a map of remote names to manifest addresses`);
  return map;
}

function absolute(entry: string): string {
  return new URL(entry, window.location.origin).href;
}

let manifests: Promise<RemoteManifestMap> | undefined;

function register(map: RemoteManifestMap): RemoteManifestMap {
  const remotes = Object.entries(map).map(([name, entry]) => ({ name, entry: absolute(entry) }));
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
  return map;
}

/**
 * Remote addresses are deploy-time facts, not build-time ones: remotes.json beside the shell says where
 * each remote's manifest lives, read as the app starts, so a remote moves to another origin by rewriting
 * that file (docs/moving-a-remote.md). Started by the shell's first script; each remote load waits for it.
 * A map that cannot be read leaves every remote unregistered, which each slot then shows as its own
 * friendly failure — and its Retry reads the map again.
 */
export function startReadingRemotes(fetcher: typeof fetch = fetch): Promise<RemoteManifestMap> {
  const reading = readRemotesMap(fetcher).then(register);
  reading.catch((error: unknown) => console.error('The remotes map could not be read; remotes will not load', error));
  manifests = reading;
  return reading;
}

/** The map this page read (read now if it was not started); a retry reads it again when that read failed. */
function remotesMap(retry: boolean): Promise<RemoteManifestMap> {
  const reading = manifests ?? startReadingRemotes();
  return retry ? reading.catch(() => startReadingRemotes()) : reading;
}

export interface RemoteRoutesModule {
  default: ComponentType;
  /** The chunk of the remote's page being opened at this address, if it has one of its own (kit openingOf). */
  opening?: (pathname: string) => Promise<unknown> | undefined;
}

/**
 * The remotes whose routes are here, ready to draw without suspending — with the chunk of the page being
 * opened when it has one. A remote slot reads this: drawing a remote that is already here, or as soon as
 * it arrives, by an ordinary update rather than a Suspense retry, which React holds back for up to 300 ms
 * after the fallback it replaces (the first screen's largest paint waited on that too).
 */
const ready = new Map<string, RemoteRoutesModule>();
const listeners = new Set<() => void>();

export const readyRemotes = {
  get: (name: string): RemoteRoutesModule | undefined => ready.get(name),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Loads a remote's exposed `./routes`. On a retry the remote is registered again with
 * `force` under a fresh manifest URL: the federation runtime keeps a failed manifest fetch
 * per URL for the life of the page, so the same URL would fail again without a request.
 */
export async function loadRemoteRoutes(name: string, attempt = 0): Promise<RemoteRoutesModule> {
  const entry = (await remotesMap(attempt > 0))[name];
  if (!entry) throw new Error(`No address is configured for the ${name} remote`);
  if (attempt > 0) {
    const retryUrl = new URL(absolute(entry));
    retryUrl.searchParams.set('attempt', String(attempt));
    registerRemotes([{ name, entry: retryUrl.href }], { force: true });
  }
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || typeof module.default !== 'function') throw new Error(`The ${name} remote did not provide its routes`);
  // A page chunk that fails is the page's own failure (its lazy retries, its error boundary shows it).
  await module.opening?.(window.location.pathname)?.catch(() => undefined);
  if (!ready.has(name)) {
    ready.set(name, module);
    for (const listener of listeners) listener();
  }
  return module;
}

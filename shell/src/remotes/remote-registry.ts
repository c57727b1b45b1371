import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** remote name → URL of its mf-manifest.json, as read from remotes.json at start-up. */
export type RemoteManifestMap = Record<string, string>;

let manifests: RemoteManifestMap = {};

function absolute(entry: string): string {
  return new URL(entry, window.location.origin).href;
}

function register(map: RemoteManifestMap): void {
  manifests = map;
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry: absolute(entry) }));
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

/** The map the shell's build wrote into the page (rspack.config.ts), when it is there and readable. */
export function inlineRemotes(doc: Pick<Document, 'getElementById'> = document): RemoteManifestMap | undefined {
  const text = doc.getElementById('tl-remotes')?.textContent;
  if (!text) return undefined;
  try {
    const map: unknown = JSON.parse(text);
    return map && typeof map === 'object' && !Array.isArray(map) ? (map as RemoteManifestMap) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remote URLs are deploy-time facts, not build-time ones: remotes.json beside the shell says where each
 * remote's manifest lives, and the shell's build writes the same map into the page (rspack.config.ts), so
 * it is read without a round trip before the app can start. A page without a readable map
 * leaves every remote unregistered, which each slot then shows as its own friendly failure.
 */
export function registerRemotesFromPage(): void {
  const map = inlineRemotes();
  if (!map) console.error('The page carries no remotes map (#tl-remotes); remotes will not load');
  register(map ?? {});
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
  const entry = manifests[name];
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

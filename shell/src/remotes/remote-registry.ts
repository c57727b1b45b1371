import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** remote name → URL of its mf-manifest.json, as read from remotes.json at start-up. */
export type RemoteManifestMap = Record<string, string>;

let manifests: RemoteManifestMap = {};

function absolute(entry: string): string {
  return new URL(entry, window.location.origin).href;
}

/**
 * Remote URLs are deploy-time facts, not build-time ones: an operator can repoint a remote
 * by replacing remotes.json beside the shell. A missing or broken file leaves every remote
 * unregistered, which each slot then shows as its own friendly failure.
 */
export async function registerRemotesFromJson(url = '/remotes.json'): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    manifests = (await response.json()) as RemoteManifestMap;
  } catch (error) {
    console.error('Could not read remotes.json; remotes will not load', error);
    manifests = {};
  }
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry: absolute(entry) }));
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

export interface RemoteRoutesModule {
  default: ComponentType;
}

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
  return module;
}

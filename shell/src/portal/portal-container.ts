/**
 * The portal remote's container, found the way the app finds every remote: remotes.json names its
 * manifest, the manifest names its entry. The portal shares nothing (rspack.config.ts), so no share scope
 * is handed over: the container's own federation runtime loads its chunks, and this page needs none.
 */
export interface PortalContainer {
  init(shareScope: Record<string, unknown>): Promise<unknown> | unknown;
  get(module: string): Promise<() => unknown>;
}

interface Manifest {
  metaData: { globalName: string; publicPath?: string; remoteEntry: { name: string; path: string } };
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The script's address (`manifestUrl` absolute): beside the manifest unless the manifest names another public path. */
export function remoteEntryUrl(manifestUrl: string, manifest: Manifest): string {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  const file = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return new URL(file, new URL(base, manifestUrl)).href;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** Loads the named remote's container and gives back what its `exposed` module exports. */
export async function loadExposed<T>(remote: string, exposed: string, remotesJson: string): Promise<T> {
  const map = (await json(remotesJson)) as Record<string, unknown>;
  const entry = map[remote];
  if (typeof entry !== 'string') throw new Error(`${remotesJson} names no ${remote} remote`);
  const manifestUrl = new URL(entry, window.location.href).href;
  const manifest = (await json(manifestUrl)) as Manifest;
  await loadScript(remoteEntryUrl(manifestUrl, manifest));
  const container = (globalThis as Record<string, unknown>)[manifest.metaData.globalName] as PortalContainer | undefined;
  if (!container) throw new Error(`The ${remote} remote's entry did not register ${manifest.metaData.globalName}`);
  await container.init({});
  return (await container.get(exposed))() as T;
}

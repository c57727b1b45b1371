import { ANGLER_CACHE, ASSETS_CACHE, FRESH_CACHE, PUBLIC_CACHE } from './cache-rules.ts';

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/** The files a remote's first screen loads (its entry and its exposed routes' chunks), from its mf-manifest.json. */
export function remoteFiles(manifestUrl: string, manifest: RemoteManifest): { fresh: string[]; hashed: string[] } {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const fresh = [
    manifestUrl,
    new URL(`${entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry?.name ?? 'remoteEntry.js'}`, base).href,
  ];
  const hashed = (manifest.exposes ?? []).flatMap(({ assets }) =>
    [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])].map(
      (file) => new URL(file, base).href,
    ),
  );
  return { fresh, hashed: [...new Set(hashed)] };
}

/** Remotes no offline start draws: the advertiser portal is a page of its own, always from the server (cache-rules.ts). */
const ONLINE_ONLY_REMOTES = new Set(['advertiser']);

/**
 * Made ready for the first offline start as soon as the worker is active, not only after a second
 * visit: every app remote's entry and first-screen chunks, wherever remotes.json says the remote is (the
 * shell's own files are precached; `learn` is told the map), and who is signed in. Best effort —
 * whatever fails is fetched normally next time.
 */
export async function warmUp(origin: string, learn: (remotesMap: unknown) => void = () => undefined): Promise<void> {
  const [fresh, assets, angler, publicReads] = await Promise.all(
    [FRESH_CACHE, ASSETS_CACHE, ANGLER_CACHE, PUBLIC_CACHE].map((name) => caches.open(name)),
  );
  const keep = async (cache: Cache, url: string, init?: RequestInit) => {
    const response = await fetch(url, init);
    if (response.ok) await cache.put(url, response.clone());
    return response;
  };
  const me = await fetch(`${origin}/api/auth/user`, { credentials: 'include' }).catch(() => null);
  if (me?.status === 200) await angler!.put(`${origin}/api/auth/user`, me);
  await keep(publicReads!, `${origin}/api/config`).catch(() => undefined);
  const remotes = (await (await keep(fresh!, `${origin}/remotes.json`)).clone().json()) as Record<string, string>;
  learn(remotes);
  await Promise.all(
    Object.entries(remotes)
      .filter(([name]) => !ONLINE_ONLY_REMOTES.has(name))
      .map(async ([, entry]) => {
        const manifestUrl = new URL(entry, origin).href;
        const manifest = (await (await keep(fresh!, manifestUrl)).clone().json()) as RemoteManifest;
        const files = remoteFiles(manifestUrl, manifest);
        await Promise.all([
          ...files.fresh.slice(1).map((url) => keep(fresh!, url)),
          ...files.hashed.map(async (url) => ((await assets!.match(url)) ? undefined : keep(assets!, url))),
        ]);
      }),
  );
}

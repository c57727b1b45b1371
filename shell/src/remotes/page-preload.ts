import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the shell reads of a remote's mf-manifest.json here: where its files are, and its named pages' files. */
interface PagesManifest {
  metaData?: { publicPath?: string };
  exposes?: { pages?: Record<string, string[]> }[];
}

/**
 * The addresses of a page's files as the remote's manifest lists them (scripts/complete-manifest-plugin.ts:
 * `pages`, each named lazy page's chunks), resolved where the remote's own loader will ask for them: its
 * publicPath, or beside the manifest when that is 'auto'. None when the manifest does not name the page
 * (a remote built before pages were listed, or the page renamed): the remote then loads it itself, as before.
 */
export function pageFiles(manifest: unknown, manifestUrl: string, page: string): string[] {
  const { metaData, exposes } = (manifest ?? {}) as PagesManifest;
  const files = exposes?.flatMap((expose) => expose.pages?.[page] ?? []) ?? [];
  const base = new URL(metaData?.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : '.', manifestUrl);
  return files.filter((file) => /\.(js|css)$/.test(file)).map((file) => new URL(file, base).href);
}

/** remote name → the page (chunk name) its first screen opens on, for this page load only. */
const wanted = new Map<string, string>();

/**
 * Asks for the page's files as soon as the remote's manifest has arrived, beside the remote's entry: without
 * this the entry asked for them once it had been downloaded and run — one round trip later, after its
 * evaluation, on the path to the first screen's largest paint. A `<link rel="preload">` in the same mode
 * as the loader's own `<script>` and `<link rel="stylesheet">` (no crossorigin): theirs take its answer.
 */
export function preloadPageOf(remote: string, page: string): void {
  wanted.set(remote, page);
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = href.endsWith('.css') ? 'style' : 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** The federation runtime's plugin that preloads the wanted page once its remote's manifest is read. */
export const pagePreloadPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'tightlines-page-preload',
  afterLoadManifest({ manifestUrl, moduleInfo, manifestJson }) {
    const page = wanted.get(moduleInfo.name);
    if (!page || !manifestJson) return;
    wanted.delete(moduleInfo.name);
    const files = pageFiles(manifestJson, manifestUrl, page);
    // After the runtime has asked for the remote's entry and exposed module (its next steps with this
    // manifest, a few promises on): over HTTP/1.1 the page's files queue behind them, not before.
    setTimeout(() => {
      for (const href of files) preload(href);
    }, 0);
  },
});

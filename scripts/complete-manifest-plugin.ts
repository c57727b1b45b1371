import zlib from 'node:zlib';
import type { Compilation, Compiler } from '@rspack/core';

type ChunkGroup = ReturnType<Compilation['namedChunkGroups']['get']> & object;

const MANIFEST = 'mf-manifest.json';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
  /** Each named lazy page's own files (scripts and styles), by its chunk name: what the shell may preload. */
  pages?: Record<string, string[]>;
}

/**
 * A remote's mf-manifest.json lists, for its exposed module, the files that module loads at once
 * (`assets.js.sync`) and later (`async`: its lazy screens and dialogs) — except a chunk it shares with
 * one of the remote's own fallback copies of a shared package: that chunk is listed under the shared
 * package instead. The shell's offline warm-up (shell/src/offline/warm-up.ts) keeps what an expose lists,
 * so such a chunk was missing offline: the feed could not start without signal (contract modules shared
 * with the kit's fallback copy), nor open Share Catch (Radix parts shared with it). This plugin writes
 * the expose's whole initial chunk group into `sync`, and every chunk of its lazy chunk groups into
 * `async` — not the shared packages' fallback copies, which the shell provides — and the manifest's
 * compressed copies again.
 */
/** The files of a chunk group's lazy descendants, leaving out shared packages' fallback copies. */
function lazyFiles(group: ChunkGroup, seen = new Set<ChunkGroup>()): string[] {
  return group.childrenIterable.flatMap((child) => {
    if (seen.has(child)) return [];
    seen.add(child);
    if (child.origins.some((origin) => origin.module?.type === 'consume-shared-module')) return [];
    return [...child.getFiles(), ...lazyFiles(child, seen)];
  });
}

/**
 * The files of each lazy page whose dynamic import is given a chunk name (a `webpackChunkName` comment), by that name:
 * the page's whole chunk group but what the expose loads at once. The shell names, in its route table, the
 * page a top-level route opens on, and asks for these beside the remote's entry
 * (shell/src/remotes/page-preload.ts) instead of after the entry has run and asked for them: over HTTP/1.1
 * that is one round trip less, and the entry's evaluation, before the page's first paint.
 */
function namedPages(group: ChunkGroup, sync: string[]): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const child of group.childrenIterable) {
    if (!child.name || child.origins.some((origin) => origin.module?.type === 'consume-shared-module')) continue;
    pages[child.name] = child.getFiles().filter((file) => /\.(js|css)$/.test(file) && !sync.includes(file));
  }
  return pages;
}

export const completeManifestPlugin = {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompleteManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompleteManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as { exposes?: ManifestExpose[] };
          for (const expose of manifest.exposes ?? []) {
            const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name.replace(/^\.\//, '')}`);
            if (!group) continue;
            const add = (list: string[], files: string[], ending: string) => {
              for (const file of files) if (file.endsWith(ending) && !list.includes(file)) list.push(file);
            };
            const sync = group.getFiles();
            add(expose.assets.js.sync, sync, '.js');
            add(expose.assets.css.sync, sync, '.css');
            const lazy = lazyFiles(group).filter((file) => !sync.includes(file));
            add(expose.assets.js.async, lazy, '.js');
            add(expose.assets.css.async, lazy, '.css');
            expose.pages = namedPages(group, sync);
          }
          const text = JSON.stringify(manifest, null, 2);
          compilation.updateAsset(MANIFEST, new RawSource(text));
          // The build's precompressed copies (./precompress-plugin.ts) were made from the first text.
          if (compilation.getAsset(`${MANIFEST}.br`))
            compilation.updateAsset(`${MANIFEST}.br`, new RawSource(zlib.brotliCompressSync(text)));
          if (compilation.getAsset(`${MANIFEST}.gz`))
            compilation.updateAsset(`${MANIFEST}.gz`, new RawSource(zlib.gzipSync(text, { level: 9 })));
        },
      );
    });
  },
};

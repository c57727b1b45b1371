import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const MANIFEST = 'mf-manifest.json';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}

/**
 * A remote's mf-manifest.json lists, for its exposed module, the files that module loads at once
 * (`assets.js.sync`) — except a chunk it shares with one of the remote's own fallback copies of a
 * shared package: that chunk is listed under the shared package instead. The shell's offline warm-up
 * (shell/src/offline/warm-up.ts) keeps what an expose lists, so such a chunk was missing offline and the
 * remote's first screen could not start without signal (contract modules used by both the feed and the
 * kit's fallback copy made one). This plugin writes the expose's whole initial chunk group into its list,
 * and the manifest's compressed copies again.
 */
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
            const files = group.getFiles();
            const add = (list: string[], ending: string) => {
              for (const file of files) if (file.endsWith(ending) && !list.includes(file)) list.push(file);
            };
            add(expose.assets.js.sync, '.js');
            add(expose.assets.css.sync, '.css');
          }
          const text = JSON.stringify(manifest, null, 2);
          compilation.updateAsset(MANIFEST, new RawSource(text));
          // The build's precompressed copies (./precompress-plugin.ts) were made from the first text.
          if (compilation.getAsset(`${MANIFEST}.br`)) compilation.updateAsset(`${MANIFEST}.br`, new RawSource(zlib.brotliCompressSync(text)));
          if (compilation.getAsset(`${MANIFEST}.gz`)) compilation.updateAsset(`${MANIFEST}.gz`, new RawSource(zlib.gzipSync(text, { level: 9 })));
        },
      );
    });
  },
};

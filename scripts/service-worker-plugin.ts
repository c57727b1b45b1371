import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';

export interface ServiceWorkerOptions {
  /** The worker's source (TypeScript, imports Workbox's modules; reads `self.__WB_MANIFEST`). */
  swSrc: string;
  /** Its name in the output, served at the site's root so its scope is the whole app. */
  swDest?: string;
  /** Build files left out of the precache list (they are cached at run time by the worker's own rules). */
  exclude?: RegExp[];
}

/** Never precached: compressed copies, source maps, files that must always come fresh from the network. */
const ALWAYS_EXCLUDED = [/\.(br|gz|map)$/, /(^|\/)remotes\.json$/, /(^|\/)mf-(manifest|stats)\.json$/];
/** A content hash in the file name (main.3f9a1c2b.js): the URL itself is the revision. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Workbox's injectManifest, done in the shell's own build: workbox-webpack-plugin's InjectManifest
 * fails under rspack 2 and workbox-build brings ~318 packages, so this plugin lists the emitted
 * files itself (each with a revision: none for a hashed name, a content hash for the rest, such as
 * index.html) and compiles the worker with rspack as a separate, federation-free web-worker build
 * in which `self.__WB_MANIFEST` is that list. The worker file is emitted beside index.html before
 * the precompress step, so it gets its .br/.gz copies like everything else.
 */
export function serviceWorkerPlugin(options: ServiceWorkerOptions) {
  const swDest = options.swDest ?? 'sw.js';
  const exclude = [...ALWAYS_EXCLUDED, ...(options.exclude ?? [])];
  return {
    apply(compiler: Compiler) {
      const { RawSource } = compiler.webpack.sources;
      const production = compiler.options.mode === 'production';
      compiler.hooks.thisCompilation.tap('ServiceWorker', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          // After every file is emitted (HTML, copied public files), before the compressed copies are written.
          { name: 'ServiceWorker', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
          async () => {
            const assets = compilation
              .getAssets()
              .filter((asset) => asset.name !== swDest && !exclude.some((rule) => rule.test(asset.name)));
            if (!assets.some((asset) => asset.name === 'index.html'))
              throw new Error('service worker: index.html is not emitted yet, nothing to fall back on offline');
            const manifest = assets
              .map((asset) => ({
                url: `/${asset.name}`,
                revision: HASHED.test(asset.name) ? null : createHash('md5').update(asset.source.buffer()).digest('hex').slice(0, 16),
              }))
              .sort((a, b) => a.url.localeCompare(b.url));
            compilation.emitAsset(swDest, new RawSource(await buildWorker(options.swSrc, manifest, production)));
          },
        );
      });
    },
  };
}

async function buildWorker(swSrc: string, manifest: { url: string; revision: string | null }[], production: boolean): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'tightlines-sw-'));
  const config: Configuration = {
    mode: production ? 'production' : 'development',
    target: 'webworker',
    context: path.dirname(swSrc),
    entry: { sw: swSrc },
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'self.__WB_MANIFEST': JSON.stringify(manifest),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const worker = rspack(config);
      worker.run((error, stats) =>
        worker.close(() => {
          if (error) return reject(error);
          if (stats?.hasErrors()) return reject(new Error(`service worker build failed:\n${stats.toString({ all: false, errors: true })}`));
          resolve();
        }),
      );
    });
    return await readFile(path.join(outDir, 'sw.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

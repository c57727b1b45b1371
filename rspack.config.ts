import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type OptimizationSplitChunksCacheGroupTestFn } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';
import { completeManifestPlugin } from './scripts/complete-manifest-plugin.ts';
import { criticalPreloadPlugin } from './scripts/critical-preload-plugin.ts';

/**
 * One config per deployable frontend: the shell (host) and every remote.
 * `rspack build --config-name feed` (or `--env app=feed`) builds one alone, because a
 * remote deploys on its own; the shell learns remote URLs at run time from remotes.json.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
export const remoteNames = ['feed', 'forum', 'spots', 'tournaments', 'advertiser', 'operator'] as const;
type AppName = 'shell' | 'portal' | (typeof remoteNames)[number];
/** Where builds go: dist/ unless DIST_DIR says otherwise (a second build beside the one being served). */
const distRoot = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');

const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Singletons: two copies of React, the router, the query cache or the kit's toast store would split state. */
function sharedSingletons() {
  const singleton = (name: string, version = versionOf(name)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', versionOf('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', versionOf('react-dom')),
    // Shared as a curated list, not the whole package (scripts/shared-modules/react-router.ts says why).
    'react-router': { ...singleton('react-router'), import: path.join(root, 'scripts/shared-modules/react-router.ts') },
    // The same for the query cache's library (scripts/shared-modules/react-query.ts).
    '@tanstack/react-query': { ...singleton('@tanstack/react-query'), import: path.join(root, 'scripts/shared-modules/react-query.ts') },
    '@tightlines/kit': singleton('@tightlines/kit'),
    // Not '@tightlines/contracts': it holds no state (constants, pure functions, schemas), so each bundle
    // takes only what it uses (a shared module loads whole), and browsers get its route tables without
    // zod schemas (scripts/shared-modules/contracts-browser-loader.ts). Nor zod: only forms that validate
    // import a schema, and bring zod in the chunk that needs it.
  };
}

/** A file of react-router's build for this mode (what its package exports map picks for 'react-router'). */
const reactRouterFile = (file: string, production: boolean): string =>
  path.join(root, 'node_modules', 'react-router', 'dist', production ? 'production' : 'development', file);

function baseConfig(app: AppName, production: boolean): Configuration {
  const isShell = app === 'shell';
  const appDir = isShell ? path.join(root, 'shell') : path.join(root, 'remotes', app);
  const outDir = isShell ? path.join(distRoot, 'shell') : path.join(distRoot, 'remotes', app);
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    name: app,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      // Remotes are served under /remotes/<name>/ (or another origin): 'auto' finds them wherever they are.
      publicPath: isShell ? '/' : 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: `tightlines_${app}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Our sources import with explicit .ts/.tsx extensions (TS allowImportingTsExtensions).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The real package behind the shared curated list (a request named 'react-router' would be the share).
      alias: {
        'react-router-package$': reactRouterFile('index.js', production),
        'react-query-package$': path.join(root, 'node_modules/@tanstack/react-query/build/modern/index.js'),
        // The contracts as browsers need them: route tables without schemas (./scripts/shared-modules).
        '@tightlines/contracts$': path.join(root, 'scripts/shared-modules/contracts-browser.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /[\\/]scripts[\\/]shared-modules[\\/]contracts-browser\.ts$/,
          enforce: 'pre',
          loader: path.join(root, 'scripts/shared-modules/contracts-browser-loader.ts'),
          // As side-effect free as the package it stands for: an import of a schema goes straight to the
          // contract module that declares it, so a chunk that only names a route table (this module's own
          // exports) does not also carry every schema another chunk of the bundle uses, nor zod.
          sideEffects: false,
        },
        {
          // Each contract declaration marked pure, so a bundle drops the schemas it does not use (and zod
          // with them): scripts/shared-modules/contracts-pure-loader.ts.
          test: /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/,
          exclude: /\.test\.ts$/,
          enforce: 'pre',
          loader: path.join(root, 'scripts/shared-modules/contracts-pure-loader.ts'),
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules[\\/](?!@tightlines)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // Native CSS: extracted to files, loaded with the chunk that needs it (remotes bring their own).
        { test: /\.css$/, use: ['postcss-loader'], type: 'css' },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The contracts' OpenAPI builder is the backend's: browsers get a stub (scripts/shared-modules/no-openapi.ts).
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]contracts[\\/]src[\\/]openapi\.ts$/,
        path.join(root, 'scripts/shared-modules/no-openapi.ts'),
      ),
      // The federation runtime's debug switch without its localStorage read (scripts/shared-modules/federation-env.cjs).
      ...(production
        ? [
            new rspack.NormalModuleReplacementPlugin(
              /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.cjs$/,
              path.join(root, 'scripts/shared-modules/federation-env.cjs'),
            ),
          ]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production ? [precompressPlugin] : []),
    ],
    optimization: {
      // BUILD_MINIMIZE=off: a production build with readable names, for bench/lighthouse/profile.ts.
      minimize: production && process.env.BUILD_MINIMIZE !== 'off',
      splitChunks: {
        cacheGroups: {
          // zod in a chunk of its own: grouped with the icons or the kit's fallback that a first screen
          // needs, it came with them (~24 KB brotli) to a screen that validates nothing; only a form that
          // builds a schema loads it.
          zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, chunks: 'async', priority: 20, enforce: true, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Writes dist/shell/remotes.json: where each remote's manifest lives when everything is served from one
 * host. It is the deploy's configuration, not part of the shell: the shell reads it at run time
 * (shell/src/remotes/remote-registry.ts), so a remote moves to another origin by rewriting this file and
 * the backend's REMOTE_ORIGINS, nothing rebuilt (docs/moving-a-remote.md). A remote deploys alone without
 * touching it: its manifest's address never changes and is never cached, and names the remote's new files.
 *
 * The page preloads the map (`<link rel="preload" as="fetch">`, before its first script), so it downloads
 * beside main.js instead of after it: the first remote's manifest waits for no extra round trip. Only the
 * app's pages get it (`pageName`: the shell's, and the portal's, which reads the map but does not write it; a
 * remote's standalone page reads no map). The service worker's warm-up reads it too.
 */
const remotesJsonPlugin = (pageName = 'index.html') => ({
  apply(compiler: import('@rspack/core').Compiler) {
    const { RawSource } = compiler.webpack.sources;
    const map = Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    compiler.hooks.thisCompilation.tap('RemotesJson', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesJson', stage: 0 }, () => {
        if (pageName === 'index.html') compilation.emitAsset('remotes.json', new RawSource(`${JSON.stringify(map, null, 2)}\n`));
      });
      // After the page is written, before the service worker lists it and the copies are compressed.
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJsonPreload', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const page = compilation.getAsset(pageName);
          if (!page) throw new Error(`remotes.json: ${pageName} is not emitted yet, nothing to add its preload to`);
          const html = page.source.source().toString();
          // crossorigin="anonymous" is fetch()'s own mode and credentials for a same-origin URL: the read takes this answer.
          const preload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
          const at = html.includes('<script') ? html.indexOf('<script') : html.indexOf('</head>');
          compilation.updateAsset(pageName, new RawSource(`${html.slice(0, at)}${preload}${html.slice(at)}`));
        },
      );
    });
  },
});

/**
 * Where an async chunk of the shell comes from: the `import()` requests that start it, '' for a shared
 * module's own chunk (the federation runtime loads it when the share is first used).
 */
const chunkOrigins = (chunk: import('@rspack/core').Chunk): string[] =>
  [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => origin.request ?? ''));

/**
 * The shell's shared libraries and its signed-in start in two files instead of a dozen. React's four shares
 * (react, its JSX runtime, react-dom and its client: every page, the landing too) in one. In the other, what
 * every signed-in screen loads once the first script knows an angler is there, and the landing never does:
 * the app's start (./bootstrap.tsx: the frame, its routes) and the shares it imports at once — the kit, the
 * router's and the query cache's (each its package and the curated list in front of it). Split by module
 * set, that was four files more after main.js (the kit, the router and the queries, the frame, the helpers
 * the kit and the frame share), each its own request — HTTP/1.1 serves six at a time, each with its own
 * headers — and its own script task; no page needed one of them without the others.
 * Only those chunks take part: the landing's start, and the lazy dialogs and screens, keep what they hold.
 * Production only: a development build keeps them apart for its fast rebuilds.
 */
const SHELL_LIBRARY_FILES = {
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'react',
    chunks: 'async',
    enforce: true,
    priority: 30,
  },
  'signed-in-start': {
    chunks: (chunk: import('@rspack/core').Chunk) => {
      const origins = chunkOrigins(chunk);
      return !chunk.canBeInitial() && origins.length > 0 && origins.every((request) => request === './bootstrap.tsx' || request === '');
    },
    // Not a library the landing's start uses too (the icons' base, class-name helpers: they stay in the file
    // both starts load, which the page preloads), nor a share's consumer (it has no code of its own; it stays
    // with the share that consumes it, or React's chunk would need this file), nor the stylesheet (one file
    // both starts load and the page preloads). What the landing shows too that is a few hundred bytes — the
    // kit's logo and class names, single icons — the landing keeps in its own chunk and this file copies:
    // split out, it was one more request on each side.
    test: (module: import('@rspack/core').Module, { chunkGraph }: Parameters<OptimizationSplitChunksCacheGroupTestFn>[1]) => {
      if (module.type === 'consume-shared-module' || module.type.startsWith('css')) return false;
      const file = module.nameForCondition() ?? '';
      const aLibrary = /[\\/]node_modules[\\/]/.test(file) && !/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(file);
      return !(
        aLibrary &&
        [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunkOrigins(chunk).includes('./landing/start-landing.tsx'))
      );
    },
    name: 'signed-in-start',
    enforce: true,
    priority: 25,
  },
} as const;

/**
 * Fails the build when a named file is not made: the signed-in start's split reads each chunk's origins, and
 * a split that quietly matched nothing would put its requests back on every signed-in screen unnoticed.
 */
const expectChunkPlugin = (name: string) => ({
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('ExpectChunk', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExpectChunk', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          if (![...compilation.chunks].some((chunk) => chunk.name === name))
            compilation.errors = [
              ...compilation.errors,
              new compiler.webpack.WebpackError(`The shell's ${name} chunk was not made (rspack.config.ts)`),
            ];
        },
      );
    });
  },
});

function shellConfig(production: boolean): Configuration {
  const config = baseConfig('shell', production);
  if (production) {
    const splitChunks = config.optimization!.splitChunks as { cacheGroups: Record<string, unknown> };
    splitChunks.cacheGroups = { ...splitChunks.cacheGroups, ...SHELL_LIBRARY_FILES };
  }
  // dist/shell/portal/ is the portal page's build (portalPageConfig), beside this one.
  config.output!.clean = { keep: (file: string) => file.split(/[\\/]/).includes('portal') };
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      dts: false,
      // The shell carries the one federation runtime and hands it to every remote (see remoteConfig).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.HtmlRspackPlugin({
      template: path.join(root, 'shell', 'index.html'),
      chunks: ['main'],
      publicPath: '/',
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'shell', 'public'), to: '.' }] }),
    remotesJsonPlugin(),
    // The chunks every page needs named in the page, to download beside main.js (scripts/critical-preload-plugin.ts):
    // React's, and those both of the first script's starts load (shell/src/index.ts).
    ...(production
      ? [criticalPreloadPlugin(['./landing/start-landing.tsx', './bootstrap.tsx']), expectChunkPlugin('signed-in-start')]
      : []),
    // The installable app's offline worker (shell/src/offline/cache-rules.ts says what it keeps).
    ...(production ? [serviceWorkerPlugin({ swSrc: path.join(root, 'shell/src/offline/service-worker.ts') })] : []),
  );
  return config;
}

/** Remotes that are also deployed as pages of their own, without the shell. */
const servedAlone = new Set<string>(['advertiser']);

function remoteConfig(name: (typeof remoteNames)[number], production: boolean): Configuration {
  const config = baseConfig(name, production);
  const portalAlone = name === 'advertiser';
  config.plugins!.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: portalAlone ? { './mount': './src/mount.tsx' } : { './routes': './src/routes.tsx' },
      // The portal shares nothing: it brings its own React, router and kit, so the app's page for it
      // (advertiser.html) loads the portal alone, not the angler app (./shell/portal/start-portal.ts).
      shared: portalAlone ? {} : sharedSingletons(),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // A remote uses the shell's federation runtime instead of shipping its own ~30 KB copy in every
      // remoteEntry.js. Not the advertiser portal: it is also served on its own (its own origin, its own
      // index.html), where no shell is there to provide a runtime.
      experiments: {
        externalRuntime: production && !servedAlone.has(name),
        // A remote loads no remotes of its own: no manifest snapshots, no remote loading; browsers only.
        optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
      },
    }),
    // The expose lists every file its first screen loads (the offline warm-up keeps those).
    completeManifestPlugin,
    // The federation plugin's entry imports its bundler runtime's CommonJS build, which takes the whole
    // @module-federation/sdk with it (node helpers, manifest snapshots, plugin type tables): most of a
    // remoteEntry.js that every remote's first screen downloads and evaluates. The same package's ES module
    // build lets the bundler keep only what a remote uses (about 5 KB brotli less in every remoteEntry.js).
    // Remotes only: the shell's own entry is no smaller for it.
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/, (resource) => {
      resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
    }),
  );
  if (portalAlone) {
    // The kit bundled rather than shared: its modules have no side effects on import, so the portal keeps
    // only the pieces it uses (its login: a card, a form, a toast), not everything the kit's index names.
    config.module!.rules!.push({ test: /[\\/]remotes[\\/]kit[\\/]src[\\/].+\.tsx?$/, sideEffects: false });
    // Its login in one chunk, not split into vendor and common ones: every request is another ~1.2 KB of
    // headers over the wire, and the pages after sign-in find these modules already loaded.
    const { cacheGroups } = config.optimization!.splitChunks as { cacheGroups: Record<string, unknown> };
    config.optimization!.splitChunks = { cacheGroups: { ...cacheGroups, default: false, defaultVendors: false } };
  }
  // The standalone page: for remotes served alone, and for every remote in development.
  if (servedAlone.has(name) || !production) {
    config.plugins!.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shell', 'index.html'),
        // Only the standalone entry: including remoteEntry would load the container twice.
        chunks: ['main'],
        publicPath: `/remotes/${name}/`,
      }),
    );
  }
  return config;
}

/**
 * The app's page for the advertiser portal, part of the shell's deploy: dist/shell/portal/advertiser.html
 * and its one small script (shell/src/portal/start-portal.ts), which loads the portal's remote through
 * remotes.json and mounts it. No federation plugin: the remote brings its own runtime and shares nothing,
 * so a business partner downloads no part of the angler app. The backend and nginx serve the page for
 * /advertiser/*.
 */
function portalPageConfig(production: boolean): Configuration {
  const config = baseConfig('shell', production);
  config.name = 'portal';
  config.entry = { portal: './src/portal/start-portal.ts' };
  config.output = {
    ...config.output,
    path: path.join(distRoot, 'shell', 'portal'),
    publicPath: '/portal/',
    uniqueName: 'tightlines_portal',
  };
  config.plugins!.push(
    new rspack.HtmlRspackPlugin({
      template: path.join(root, 'shell', 'index.html'),
      filename: 'advertiser.html',
      chunks: ['portal'],
      publicPath: '/portal/',
      title: 'Tightlines Advertiser Portal',
    }),
    remotesJsonPlugin('advertiser.html'),
  );
  return config;
}

export function configFor(app: AppName, production: boolean): Configuration {
  if (app === 'portal') return portalPageConfig(production);
  return app === 'shell' ? shellConfig(production) : remoteConfig(app, production);
}

export default (env: Record<string, string | boolean> = {}, argv: { mode?: string } = {}) => {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const apps: AppName[] = ['shell', 'portal', ...remoteNames];
  // The portal's page is the shell's deploy: `--env app=shell` builds both.
  const picked = typeof env.app === 'string' ? apps.filter((a) => a === env.app || (env.app === 'shell' && a === 'portal')) : apps;
  if (picked.length === 0) throw new Error(`Unknown app "${env.app}". Known: ${apps.join(', ')}`);
  return picked.map((app) => configFor(app, production));
};

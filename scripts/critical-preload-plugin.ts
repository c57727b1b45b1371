import type { Compilation, Compiler } from '@rspack/core';

/**
 * Writes `<link rel="preload">` into the shell's index.html for the chunks every page needs — the visitors'
 * landing and every signed-in screen alike, so none downloads a byte more for it: React's own (react-dom's
 * client and react), and the chunks (scripts and styles) that the landing's start and the app's bootstrap
 * both load (`commonTo`: the requests of the first script's two dynamic imports).
 *
 * Why: Lighthouse's replay of a signed-in page (bench/lighthouse/lcp-path.ts) showed the largest paint
 * waiting on react-dom's chunk (56 KB, the largest of the shell's), which the browser could only ask for
 * once main.js had arrived and run the federation runtime — and then behind a dozen other chunks for the
 * six connections HTTP/1.1 allows. Named in the page, it downloads beside main.js instead. The runtime's
 * own request for it later finds the preloaded response.
 *
 * main.js itself is asked for with `fetchpriority="high"`: a deferred script is otherwise Low, so over
 * HTTP/2 (one connection, answers sent by priority) it came after the preloads it is smaller than and
 * ahead of in the page — and main.js is what asks for everything else (the replay over HTTP/2: main.js
 * waited 450 ms behind react-dom's 55 KB).
 */
const CRITICAL = [
  /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
  /[\\/]node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/,
];

function criticalFiles(compilation: Compilation, commonTo: readonly string[]): string[] {
  const files: string[] = [];
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    if (modules.some((module) => CRITICAL.some((pattern) => pattern.test(module.identifier())))) files.push(...chunk.files);
  }
  // The chunks in every one of the named imports' chunk groups.
  const groups = commonTo.map((request) =>
    compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === request)),
  );
  if (groups.every((found) => found.length > 0)) {
    const chunkFiles = groups.map((found) => new Set(found.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]))));
    files.push(...[...chunkFiles[0]!].filter((file) => chunkFiles.every((set) => set.has(file))));
  }
  return [...new Set(files.filter((file) => /\.(js|css)$/.test(file)))].sort();
}

export function criticalPreloadPlugin(commonTo: readonly string[]) {
  return {
    apply(compiler: Compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('CriticalPreload', (compilation) => {
        // After the page is written, before the service worker lists it and the copies are compressed.
        compilation.hooks.processAssets.tap(
          { name: 'CriticalPreload', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
          () => {
            const page = compilation.getAsset('index.html');
            if (!page) throw new Error('critical preload: index.html is not emitted yet');
            const files = criticalFiles(compilation, commonTo);
            if (!files.some((file) => file.endsWith('.js')))
              throw new Error("critical preload: no chunk holds react-dom's client (did the shared modules change?)");
            const links = files
              .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${file}">`)
              .join('');
            const html = page.source.source().toString();
            if (!html.includes('</head>')) throw new Error('critical preload: index.html has no </head>');
            const entry = /<script defer(?=[^>]* src="\/main\.)/;
            if (!entry.test(html)) throw new Error('critical preload: index.html has no deferred main.js');
            compilation.updateAsset(
              'index.html',
              new RawSource(html.replace(entry, '<script defer fetchpriority="high"').replace('</head>', `${links}</head>`)),
            );
          },
        );
      });
    },
  };
}

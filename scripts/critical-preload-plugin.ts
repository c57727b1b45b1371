import type { Compilation, Compiler } from '@rspack/core';

/**
 * Writes `<link rel="preload" as="script">` into the shell's index.html for the chunks of React itself
 * (react-dom's client and react), which every page of the app needs — the visitors' landing and every
 * signed-in screen alike — so none downloads a byte more for it.
 *
 * Why: Lighthouse's replay of a signed-in page (bench/lighthouse/lcp-path.ts) showed the largest paint
 * waiting on react-dom's chunk (56 KB, the largest of the shell's), which the browser could only ask for
 * once main.js had arrived and run the federation runtime — and then behind a dozen other chunks for the
 * six connections HTTP/1.1 allows. Named in the page, it downloads beside main.js instead. The runtime's
 * own request for it later finds the preloaded response.
 */
const CRITICAL = [/[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/, /[\\/]node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/];

function criticalFiles(compilation: Compilation): string[] {
  const files: string[] = [];
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    if (!modules.some((module) => CRITICAL.some((pattern) => pattern.test(module.identifier())))) continue;
    files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
  }
  return [...new Set(files)].sort();
}

export const criticalPreloadPlugin = {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CriticalPreload', (compilation) => {
      // After the page is written, before the service worker lists it and the copies are compressed.
      compilation.hooks.processAssets.tap({ name: 'CriticalPreload', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const page = compilation.getAsset('index.html');
        if (!page) throw new Error('critical preload: index.html is not emitted yet');
        const files = criticalFiles(compilation);
        if (files.length === 0) throw new Error("critical preload: no chunk holds react-dom's client (did the shared modules change?)");
        const publicPath = '/';
        const links = files.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
        const html = page.source.source().toString();
        if (!html.includes('</head>')) throw new Error('critical preload: index.html has no </head>');
        compilation.updateAsset('index.html', new RawSource(html.replace('</head>', `${links}</head>`)));
      });
    });
  },
};

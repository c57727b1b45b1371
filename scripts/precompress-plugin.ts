import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Worth compressing: text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;

/**
 * Writes a `.br` (quality 11: it is done once, at build time) and a `.gz` (level 9) copy beside every
 * text asset the build emits, so the server sends the best one the browser accepts without compressing
 * on each request (koa-send picks `<file>.br` or `<file>.gz` by Accept-Encoding). A copy that would not
 * be smaller is not written.
 */
export const precompressPlugin = {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'Precompress', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const source = asset.source.buffer();
            if (source.length < SMALLEST) continue;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
              }),
              gzip(source, { level: 9 }),
            ]);
            if (br.length < source.length) compilation.emitAsset(`${asset.name}.br`, new RawSource(br));
            if (gz.length < source.length) compilation.emitAsset(`${asset.name}.gz`, new RawSource(gz));
          }
        },
      );
    });
  },
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The script a built shell of `builtShell()` holds, long enough to be worth compressing. */
export const BUILT_SCRIPT = `console.log(${JSON.stringify('tight lines '.repeat(400))});\n`;

/**
 * A frontend build as the app serves it (STATIC_DIR), in miniature: the shell's page and one hashed script
 * with its brotli and gzip copies, as the build's precompress step writes them. `remove()` when done.
 */
export function builtShell(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-dist-'));
  const shell = path.join(dir, 'shell');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Tightlines</title>');
  fs.writeFileSync(path.join(shell, 'main.0123abcd.js'), BUILT_SCRIPT);
  fs.writeFileSync(path.join(shell, 'main.0123abcd.js.br'), zlib.brotliCompressSync(BUILT_SCRIPT));
  fs.writeFileSync(path.join(shell, 'main.0123abcd.js.gz'), zlib.gzipSync(BUILT_SCRIPT));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// The backend for the image, compiled to JavaScript: `node deploy/backend/build.mjs <out>` writes
// <out>/{backend,contracts,reference}/ with each source file's .js at the .ts file's place and each
// workspace's package.json pointing at its .js entry. The runtime then needs no TypeScript loader:
// `node backend/src/main.js` (server) and `node backend/src/migrate.js` (migrations Job).
// Emit only, with tsc 5 (the `typescript-5` devDependency) and the repository's compiler options;
// `npm run typecheck` is what checks the types.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const out = process.argv[2];
if (!out) {
  console.error('usage: node deploy/backend/build.mjs <output directory>');
  process.exit(2);
}
const outDir = path.resolve(out);
/** The workspaces the backend's code reaches at run time (its own and those it imports). */
export const workspaces = ['backend', 'contracts', 'reference'];

const tsc = path.join(root, 'node_modules/typescript-5/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'deploy/backend/tsconfig.json'), '--outDir', outDir], {
  stdio: 'inherit',
});
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

/** `./src/index.ts` → `./src/index.js` (`main`, `exports`); type declarations have no place at run time. */
const toJs = (value) =>
  typeof value === 'string' ? value.replace(/\.ts$/, '.js') : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJs(v)]));

for (const workspace of workspaces) {
  const pkg = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  for (const field of ['main', 'exports']) if (pkg[field]) pkg[field] = toJs(pkg[field]);
  delete pkg.types;
  delete pkg.scripts;
  delete pkg.devDependencies;
  mkdirSync(path.join(outDir, workspace), { recursive: true });
  writeFileSync(path.join(outDir, workspace, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

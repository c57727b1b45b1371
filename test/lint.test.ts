import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The linter and the formatter (Biome, configured in biome.json) hold for the whole tree: `biome ci`
 * fails on any lint error or warning and on any file the formatter would change. `npm run lint`
 * shows the findings, `npm run format` rewrites files into shape.
 */
const root = join(import.meta.dirname, '..');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

describe('lint and format (Biome)', () => {
  it('find nothing to report in the tree', function () {
    this.timeout(120_000);
    const run = spawnSync(process.execPath, [biome, 'ci', '--error-on-warnings', '--max-diagnostics=50', '--colors=off', '.'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).to.equal(0);
  });
});

import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildOpenApiDocument } from '@tightlines/contracts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/**
 * The OpenAPI document as integrators get it (generated from contracts/): clean under Redocly's
 * recommended rules (redocly.yaml says which rule is off and why), and a typed client generated from
 * it (openapi-typescript, in the tools/api-client workspace) compiles with code that uses it.
 */
describe('the OpenAPI document, for integrators', function () {
  this.timeout(120_000);
  let dir: string;
  let documentFile: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'tl-openapi-'));
    documentFile = join(dir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(buildOpenApiDocument({ version: '1.0.0', serverUrl: 'https://tightlines.example' })));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const { stdout } = await run(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', documentFile, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(problems).to.deep.equal([]);
    expect(report.totals).to.include({ errors: 0, warnings: 0 });
  });

  it('gives a typed client that compiles with code using it', async () => {
    const types = join(dir, 'api.d.ts');
    await run(process.execPath, [join(root, 'tools/api-client/node_modules/openapi-typescript/bin/cli.js'), documentFile, '-o', types]);
    writeFileSync(
      join(dir, 'client.ts'),
      `import type { paths } from './api.d.ts';
type FeedPage = paths['/api/posts/feed']['get']['responses'][200]['content']['application/json'];
type Share = NonNullable<paths['/api/posts']['post']['requestBody']>['content']['application/json'];
export const firstSpecies = (page: FeedPage): string | null | undefined => page.items[0]?.species;
export const shareKinds: Array<Share['type']> = ['catch', 'content'];
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2023', allowImportingTsExtensions: true, skipLibCheck: false, types: [] },
        files: ['client.ts'],
      }),
    );
    await run(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')]).catch((error: { stdout?: string }) => {
      throw new Error(`the generated client does not compile:\n${error.stdout}`);
    });
  });
});

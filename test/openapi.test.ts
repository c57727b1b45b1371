import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SPECIES, advertisersRoutes, allRoutes, buildOpenApiDocument, type RouteDef } from '@tightlines/contracts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/**
 * The OpenAPI document as integrators get it (generated from contracts/): clean under Redocly's
 * recommended-strict rules (redocly.yaml; the places a rule reports and the document is right are in
 * .redocly.lint-ignore.yaml, with their reasons), and a typed client generated from it
 * (openapi-typescript, in the tools/api-client workspace) compiles with code that uses it.
 */
describe('the OpenAPI document, for integrators', function () {
  this.timeout(120_000);
  let dir: string;
  let documentFile: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'tl-openapi-'));
    documentFile = join(dir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(buildOpenApiDocument({ version: '1.0.0', serverUrl: 'https://tightlines.example' })));
    // The ignore list names the document by its path beside the config: the three travel together.
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) copyFileSync(join(root, file), join(dir, file));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("passes Redocly's recommended-strict rules with no error and no warning", async () => {
    const { stdout } = await run(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', documentFile, '--config', join(dir, 'redocly.yaml'), '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(problems).to.deep.equal([]);
    // Only the places listed in .redocly.lint-ignore.yaml (its reasons there), no more: a stale entry shows too.
    expect(report.totals).to.deep.equal({ errors: 0, warnings: 0, ignored: 1 });
  });

  it('gives a typed client that compiles with code using it', async () => {
    const types = join(dir, 'api.d.ts');
    // Run as an integrator would, without our lint config (the generator lints with its own minimal set).
    const elsewhere = mkdtempSync(join(dir, 'client-'));
    await run(process.execPath, [join(root, 'tools/api-client/node_modules/openapi-typescript/bin/cli.js'), documentFile, '-o', types], {
      cwd: elsewhere,
    });
    writeFileSync(
      join(dir, 'client.ts'),
      `import type { components, paths } from './api.d.ts';
type FeedPage = paths['/api/posts/feed']['get']['responses'][200]['content']['application/json'];
type Share = NonNullable<paths['/api/posts']['post']['requestBody']>['content']['application/json'];
type Species = components['schemas']['Species'];
type Refusal = components['schemas']['Error'];
export const firstSpecies = (page: FeedPage): Species | null | undefined => page.items[0]?.species;
export const shareKinds: Array<Share['type']> = ['catch', 'content'];
export const pike: Species = 'northern-pike';
export const waitFor = (refusal: Refusal): string | undefined => refusal.limit?.resetsAt;
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2023',
          allowImportingTsExtensions: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['client.ts'],
      }),
    );
    await run(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')]).catch((error: { stdout?: string }) => {
      throw new Error(`the generated client does not compile:\n${error.stdout}`);
    });
  });

  describe('what integrators read in it', () => {
    /** The parts of the document these checks read, as an integrator's tool reads them. */
    interface Response {
      $ref?: string;
      headers?: Record<string, unknown>;
      content?: Record<string, unknown>;
    }
    interface Operation {
      security?: unknown;
      tags: string[];
      responses: Record<string, Response>;
    }
    interface Document {
      paths: Record<string, Record<string, Operation>>;
      components: {
        responses: Record<string, Response>;
        schemas: Record<string, { enum?: unknown[] }>;
        securitySchemes: Record<string, unknown>;
      };
      tags: { name: string; description?: string }[];
    }
    const doc = buildOpenApiDocument({ version: 't', serverUrl: 'https://tightlines.example' }) as unknown as Document;
    const operationOf = (def: RouteDef): Operation => doc.paths[def.path.replace(/:(\w+)/g, '{$1}')][def.method.toLowerCase()];
    const resolved = (response: Response): Response =>
      response.$ref ? doc.components.responses[response.$ref.replace('#/components/responses/', '')] : response;

    it('writes the species list once, as a component the calls refer to', () => {
      const text = JSON.stringify(doc);
      expect(text.split(JSON.stringify(SPECIES[0]!.slug)).length - 1).to.equal(1);
      expect(doc.components.schemas.Species.enum).to.have.length(SPECIES.length);
      expect(text).to.include('"$ref":"#/components/schemas/Species"');
    });

    it("declares the advertiser portal's cookie on the portal's calls, and the angler's on theirs", () => {
      expect(Object.keys(doc.components.securitySchemes)).to.have.members(['session', 'advertiserSession']);
      const portal = Object.values(advertisersRoutes as Record<string, RouteDef>).filter((def) => def.advertiserSession);
      expect(portal).to.have.length(11);
      for (const def of portal) expect(operationOf(def).security, def.path).to.deep.equal([{ advertiserSession: [] }]);
      expect(operationOf(advertisersRoutes.register).security).to.deep.equal([]);
      expect(operationOf(advertisersRoutes.review).security).to.deep.equal([{ session: [] }]);
    });

    it('tags every call with its module, each tag described', () => {
      const described = new Map(doc.tags.map((t) => [t.name, t.description]));
      for (const def of allRoutes()) {
        const [tag] = operationOf(def).tags;
        expect(described.get(tag), `${def.method} ${def.path}`).to.be.a('string').and.not.be.empty;
      }
    });

    it('names the request on every answer, and declares 429 with Retry-After on every call a limit applies to', () => {
      for (const def of allRoutes()) {
        const responses = operationOf(def).responses;
        for (const [status, response] of Object.entries(responses)) {
          expect(resolved(response).headers, `${def.method} ${def.path} ${status}`).to.have.property('X-Request-Id');
        }
        if (def.method !== 'GET' || def.path === '/api/login') {
          expect(resolved(responses['429']!).headers, `${def.method} ${def.path}`).to.have.property('Retry-After');
        }
      }
    });

    it('declares the live stream as text/event-stream', () => {
      const live = allRoutes().find((def) => def.path === '/api/live')!;
      expect(Object.keys(operationOf(live).responses['200'].content ?? {})).to.deep.equal(['text/event-stream']);
    });
  });
});

import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { allRoutes, routeTable, type RouteDef } from '@tightlines/contracts';
import { browserContractsSource, liteRoute } from '../scripts/shared-modules/contracts-browser-loader.ts';
import { markDeclarationsPure } from '../scripts/shared-modules/contracts-pure-loader.ts';

/**
 * What browsers get for '@tightlines/contracts' (rspack.config.ts): route tables without schemas, and
 * every declaration marked pure so unused schemas (and zod) are dropped. Both rest on facts checked here.
 */
const CONTRACTS = join(process.cwd(), 'contracts/src');

describe('the contracts as browsers get them', () => {
  it('replaces every route table with a copy that has the same calls, without schemas', async () => {
    const source = await browserContractsSource();
    for (const [name, table] of Object.entries(routeTable)) {
      const exported = `${name}Routes`;
      const line = source.split('\n').find((l) => l.startsWith(`export const ${exported} = `));
      expect(line, exported).to.be.a('string');
      const lite = JSON.parse(line!.slice(`export const ${exported} = `.length, -1)) as Record<string, Record<string, unknown>>;
      expect(Object.keys(lite)).to.deep.equal(Object.keys(table));
      for (const [key, def] of Object.entries(table as Record<string, RouteDef>)) {
        const copy = lite[key]!;
        expect(copy, `${exported}.${key}`).to.not.have.any.keys('params', 'query', 'body', 'summary');
        expect([copy.method, copy.path, copy.kind, copy.auth, copy.idempotent]).to.deep.equal([
          def.method,
          def.path,
          def.kind,
          def.auth,
          def.idempotent,
        ]);
        // The client reads a JSON body exactly where the real table declares a schema.
        const answers = Object.fromEntries(Object.entries(def.responses).map(([status, schema]) => [status, schema ? 1 : null]));
        expect(copy.responses, `${exported}.${key}`).to.deep.equal(answers);
      }
    }
  });

  it('keeps every field of a route the browser reads (all but its schemas and summary)', () => {
    const def = allRoutes().find((d) => d.kind === 'upload')!;
    expect(liteRoute(def as unknown as Record<string, unknown>)).to.include({
      method: def.method,
      path: def.path,
      kind: 'upload',
      fileLimit: def.fileLimit,
    });
  });

  /**
   * The kit's client does not parse answers (remotes/kit/src/api/client.ts): safe only while parsing
   * would not change what the server sent. An answer schema that fills in a default, coerces or
   * transforms would make the browser see something else; the two defaults below are always sent.
   */
  it('has no answer schema that changes what it reads, but the two defaults the server always sends', () => {
    const changing = new Set(['default', 'prefault', 'pipe', 'transform', 'catch']);
    const found: string[] = [];
    const walk = (schema: unknown, where: string, seen: Set<unknown>) => {
      const zod = (schema as { _zod?: { def: Record<string, unknown> & { type: string; coerce?: boolean } } })?._zod;
      if (!zod || seen.has(schema)) return;
      seen.add(schema);
      const def = zod.def;
      if (changing.has(def.type) || def.coerce) found.push(`${where}: ${def.type}`);
      for (const [key, value] of Object.entries(def)) {
        if (key === 'shape') for (const [field, inner] of Object.entries(value as object)) walk(inner, `${where}.${field}`, seen);
        else if (Array.isArray(value)) for (const [i, inner] of value.entries()) walk(inner, `${where}[${i}]`, seen);
        else walk(value, where, seen);
      }
    };
    for (const def of allRoutes())
      for (const [status, schema] of Object.entries(def.responses)) walk(schema, `${def.method} ${def.path} ${status}`, new Set());
    expect(found).to.deep.equal(['GET /api/posts/feed 200.trips: default', 'GET /api/profile/:userId 200.canMessage: default']);
  });

  it('marks declarations pure without changing what a module computes', () => {
    const text = markDeclarationsPure(
      [
        'const twice = (n) => n * 2;',
        'export const A = twice(2), B = "b";',
        'export const C = { a: A, list: [1, 2].map(twice) };',
        'let d = twice(1);',
      ].join('\n'),
      'x.js',
    );
    expect(text).to.include('export const A = /*#__PURE__*/ (() => (twice(2)))(), B = "b";');
    expect(text).to.include('const twice = (n) => n * 2;');
    expect(text).to.include('let d = twice(1);');
    const context: Record<string, unknown> = {};
    vm.runInNewContext(`${text.replaceAll('export ', '')}\nresult = { A, B, C };`, context);
    expect(context.result).to.deep.equal({ A: 4, B: 'b', C: { a: 4, list: [2, 4] } });
  });

  it('finds nothing in a contract module that the marking would break (each still a module of declarations)', () => {
    // z.ts installs zod's wording beside its one export, `z`, which every schema uses: wherever a schema
    // is kept, so is that. Any other module package.json declares to have side effects is kept whole too.
    const { sideEffects } = JSON.parse(readFileSync(join(CONTRACTS, '../package.json'), 'utf8')) as { sideEffects: string[] | false };
    const declared = new Set([...(sideEffects || []).map((path) => path.replace('./src/', '')), 'z.ts']);
    for (const file of readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !declared.has(f))) {
      const text = readFileSync(join(CONTRACTS, file), 'utf8');
      // A top-level statement that does something (a call, an assignment) would run its side effect
      // only when something of its module is used; contracts declare, so there is none.
      const doing = text
        .split('\n')
        .filter(
          (line) =>
            /^[a-zA-Z_$][\w$.]*\s*(\(|=[^=>])/.test(line) &&
            !/^(export|import|const|let|var|function|type|interface|declare|async|class|enum)\b/.test(line),
        );
      expect(doing, file).to.deep.equal([]);
      expect(() => markDeclarationsPure(text, file)).to.not.throw();
    }
  });
});

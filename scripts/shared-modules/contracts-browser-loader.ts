import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes what browsers get for '@tightlines/contracts' (rspack.config.ts aliases the package to
 * ./contracts-browser.ts, whose text this loader replaces): the package itself, except that every
 * route table (`postsRoutes`, `identityRoutes`, …) is a copy without its zod schemas — method, path,
 * kind, auth, idempotency, limits and which answers carry a JSON body, nothing else.
 *
 * Why: a route object holds its params, query, body and answer schemas, so a screen that merely calls
 * an API brought zod (~24 KB of brotli) and every schema of the routes it names. The browser does not
 * need them to call: the kit's client does not parse answers (the server checks every answer against
 * its schema outside production, in every test and journey), and a form that validates imports its own
 * schema by name — that, and only that, brings zod, in the chunk of the dialog that needs it.
 *
 * The copy is made from the real tables at build time, so it cannot drift from them; TypeScript still
 * sees contracts/src/index.ts (the types are the same: these are the same routes, minus runtime schemas).
 * Anything else exported keeps coming from the real modules (`export *` below; a local export of the
 * same name takes precedence over a star export), and contracts' package.json says it has no side
 * effects, so a module none of whose exports a bundle uses is left out.
 */
const CONTRACTS_INDEX = path.resolve(import.meta.dirname, '../../contracts/src/index.ts');

type Lite = Record<string, unknown>;

const isRoute = (value: unknown): value is Lite =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Lite).method === 'string' &&
  typeof (value as Lite).path === 'string' &&
  typeof (value as Lite).responses === 'object';

/** A route table: a plain object whose every value is a route. */
const isRouteTable = (value: unknown): value is Record<string, Lite> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 && Object.values(value).every(isRoute);

/** The route without params/query/body schemas (nor its summary, for the API document); each declared answer as 1 (a JSON body) or null (none). */
export function liteRoute(def: Lite): Lite {
  const { params: _p, query: _q, body: _b, summary: _s, responses, ...rest } = def;
  const answers = Object.fromEntries(
    Object.entries(responses as Record<string, unknown>).map(([status, schema]) => [status, schema ? 1 : null]),
  );
  return { ...rest, responses: answers };
}

/** The module text: the package, with each route table replaced by its schema-free copy. */
export async function browserContractsSource(): Promise<string> {
  const contracts = (await import(pathToFileURL(CONTRACTS_INDEX).href)) as Record<string, unknown>;
  const lines = [`export * from ${JSON.stringify(CONTRACTS_INDEX)};`];
  for (const [name, value] of Object.entries(contracts)) {
    if (!isRouteTable(value)) continue;
    const table = Object.fromEntries(Object.entries(value).map(([key, def]) => [key, liteRoute(def)]));
    lines.push(`export const ${name} = ${JSON.stringify(table)};`);
  }
  return `${lines.join('\n')}\n`;
}

interface LoaderContext {
  async(): (error: Error | null, source?: string) => void;
  addContextDependency(dir: string): void;
}

export default function contractsBrowserLoader(this: LoaderContext): void {
  const done = this.async();
  this.addContextDependency(path.dirname(CONTRACTS_INDEX));
  browserContractsSource().then(
    (source) => done(null, source),
    (error: Error) => done(error),
  );
}

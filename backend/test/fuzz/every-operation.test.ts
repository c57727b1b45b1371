import { expect } from 'chai';
import fc from 'fast-check';
import pg from 'pg';
import { allRoutes, route, type RouteDef } from '@tightlines/contracts';
import { z } from 'zod';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { backendModules } from '../../src/modules/index.ts';
import { RuleViolated } from '../../src/shared/kernel/domain-errors.ts';
import { platformTables } from '../../src/platform/db/migrations/index.ts';

/**
 * Property-based fuzzing of every operation of the API (it picks up new ones by itself: the route
 * table is the list). For each, generated malformed path parameters, queries and bodies — random
 * strings and numbers, wrong types, missing and unknown fields, huge and odd values — sent anonymous
 * and signed in. Whatever arrives: never a 5xx, and a refused request (4xx) writes no row anywhere.
 * Fixed seed, so a failure reproduces; ~10 cases per operation and client keep it under a minute.
 * Then, field by field, text the database cannot keep (a NUL, half of a character): always a 400
 * naming the field, and nothing written.
 */
const SEED = 20251123;
const RUNS_PER_OPERATION = 16;

/** Text PostgreSQL cannot keep as sent: a NUL anywhere, a lone high or low surrogate (only JSON can carry those). */
const WITH_NUL = ['\u0000', 'bait\u0000', 'a\u0000b'] as const;
const LONE_SURROGATES = ['pike \ud83c', '\udfa3 trout', '\ud800'] as const;

const oddStrings = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    '0',
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    '5e-324',
    '../..',
    '%00',
    '😀🎣',
    "'; drop table posts; --",
    '<script>',
    'true',
  ),
  fc.constantFrom(...WITH_NUL, ...LONE_SURROGATES),
  fc.uuid(),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const oddValues: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 53), 1e308, 5e-324, -0, null, true, false),
  fc.array(oddStrings, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), oddStrings, { maxKeys: 3 }),
);

type PropertySchema = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  maxLength?: number;
};

/**
 * A value for one field, near what its schema wants half of the time (an allowed word, a number at or
 * past its bounds, a uuid, a string at its length limit) — so requests get past the first check and
 * reach the rules and the database behind it — and odd otherwise.
 */
function valueFor(schema: PropertySchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) near.push(fc.constantFrom(...schema.enum));
  const types = [schema.type ?? []].flat();
  if (types.includes('number') || types.includes('integer')) {
    const edges = [schema.minimum, schema.maximum].filter((n): n is number => typeof n === 'number');
    near.push(fc.constantFrom(...edges, ...edges.map((n) => n + 1e-9), ...edges.map((n) => n - 1), 5e-324, -5e-324, 0.1 + 0.2));
    if (edges.length === 2) near.push(fc.double({ min: edges[0], max: edges[1], noNaN: true }));
  }
  if (types.includes('string')) {
    if (schema.format === 'uuid') near.push(fc.uuid());
    if (schema.format === 'date-time') near.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
    if (schema.maxLength) near.push(fc.constantFrom('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)));
    near.push(fc.string({ minLength: 1, maxLength: 20 }));
    near.push(fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }));
  }
  if (types.includes('boolean')) near.push(fc.boolean());
  return near.length ? fc.oneof(fc.oneof(...near), oddValues) : oddValues;
}

/** An object schema's fields with a value generator each, if the schema is one (bodies and queries). */
function fieldsOf(schema: z.ZodType | undefined): Record<string, fc.Arbitrary<unknown>> {
  if (!schema) return {};
  try {
    type ObjectSchema = { properties?: Record<string, PropertySchema> };
    // Inline (no registry of named components), so a field's enum or bounds are right there.
    const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() }) as ObjectSchema & {
      anyOf?: ObjectSchema[];
      oneOf?: ObjectSchema[];
    };
    const variants = [js, ...(js.anyOf ?? []), ...(js.oneOf ?? [])];
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const v of variants) for (const [name, prop] of Object.entries(v.properties ?? {})) fields[name] ??= valueFor(prop);
    return fields;
  } catch {
    return {};
  }
}

/** A malformed request for a route: its known fields with near and odd values, some dropped, one unknown added. */
function requests(def: RouteDef) {
  const paramNames = [...def.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record({ ...fields, unexpected: oddValues }, { requiredKeys: [] });
  return fc.record({
    params: fc.tuple(
      ...paramNames.map(() =>
        fc.oneof(
          fc.uuid(),
          oddStrings.filter((s) => s.length > 0),
        ),
      ),
    ),
    query: shaped(fieldsOf(def.query)),
    body: fc.oneof(shaped(fieldsOf(def.body)), shaped(fieldsOf(def.body)), oddValues, fc.constant(undefined)),
  });
}

/** A URL cannot carry half a character: it goes as the replacement character, as a browser sends it. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function pathOf(def: RouteDef, params: string[]): string {
  let i = 0;
  return def.path.replace(/:([A-Za-z_]\w*)/g, () => encodeURIComponent(wellFormed(params[i++] ?? 'x')));
}

function queryOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface FuzzTarget {
  app: TestApp;
  /** `careful` sends only requests that must be refused, so its session lasts (the others' may end: a fuzzed logout). */
  clients: { signedIn: HttpClient; visitor: HttpClient; careful?: HttpClient };
  /** Something that changes whenever a row is written anywhere the check looks. */
  fingerprint(): Promise<string>;
}

/** The property for one operation: never a 5xx (but a declared 503); a refused request leaves the fingerprint as it was. */
async function fuzzOperation(def: RouteDef, target: FuzzTarget, numRuns = RUNS_PER_OPERATION): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requests(def), fc.boolean(), async ({ params, query, body }, signedIn) => {
      const client = signedIn ? target.clients.signedIn : target.clients.visitor;
      const before = await target.fingerprint();
      const path = pathOf(def, params) + queryOf(query);
      const res =
        def.method === 'GET' || def.method === 'DELETE'
          ? await client.request(path, { method: def.method })
          : await client.request(path, {
              method: def.method,
              headers: { 'content-type': 'application/json', origin: target.app.url },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
      const text = await res.text();
      // A call that declares 503 depends on a service outside our database (the weather): in tests there
      // is none, so a well-formed request gets that 503 — never any other 5xx.
      const allowed = res.status === 503 && 503 in def.responses ? 503 : 499;
      expect(res.status, `${def.method} ${path} → ${text.slice(0, 300)}`).to.be.at.most(allowed);
      if (res.status >= 400)
        expect(await target.fingerprint(), `${def.method} ${path} was refused (${res.status}) but wrote`).to.equal(before);
    }),
    { seed: SEED, numRuns },
  );
}

/**
 * Each string a request can carry — every path parameter, query field and body field in turn — set to
 * text the database cannot keep, the rest left out: a 400 that names the field and says why, whatever
 * the field's type (the rule is one, at the contract boundary), and nothing written.
 */
async function refusesUnstorableText(def: RouteDef, target: FuzzTarget): Promise<void> {
  const params = [...def.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const uuid = '00000000-0000-4000-8000-000000000000';
  const cases: Array<{ where: string; field: string; text: string }> = [
    ...(def.params ? params.flatMap((field) => WITH_NUL.map((text) => ({ where: 'params', field, text }))) : []),
    ...Object.keys(fieldsOf(def.query)).flatMap((field) => WITH_NUL.map((text) => ({ where: 'query', field, text }))),
    ...(def.method === 'GET' || def.method === 'DELETE' ? [] : Object.keys(fieldsOf(def.body))).flatMap((field) =>
      [...WITH_NUL, ...LONE_SURROGATES].map((text) => ({ where: 'body', field, text })),
    ),
  ];
  const before = await target.fingerprint();
  for (const { where, field, text } of cases) {
    const path =
      def.path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => encodeURIComponent(where === 'params' && name === field ? text : uuid)) +
      (where === 'query' ? queryOf({ [field]: text }) : '');
    const res = await (target.clients.careful ?? target.clients.signedIn).request(path, {
      method: def.method,
      ...(def.method === 'GET' || def.method === 'DELETE'
        ? {}
        : {
            headers: { 'content-type': 'application/json', origin: target.app.url },
            body: JSON.stringify(where === 'body' ? { [field]: text } : {}),
          }),
    });
    const said = await res.text();
    const sent = `${def.method} ${path} with ${where}.${field} = ${JSON.stringify(text)} → ${said.slice(0, 300)}`;
    expect(res.status, sent).to.equal(400);
    expect((JSON.parse(said) as { message: string }).message, sent).to.match(
      new RegExp(`^Invalid request: ${where}\\.${field}: text can't contain`),
    );
  }
  expect(await target.fingerprint(), `${def.method} ${def.path} refused text it cannot keep, but wrote`).to.equal(before);
}

describe('fuzz: every API operation under malformed input', function () {
  this.timeout(120_000);
  let target: FuzzTarget;
  let db: pg.Client;
  // Sessions aside (signing in writes one on purpose), and the limiter's counters: a refused sign-in
  // attempt (the advertiser portal's 401) is counted on purpose, that is what slows a guesser.
  const tables = [...backendModules.flatMap((m) => m.tables), ...platformTables.filter((t) => t !== 'sessions' && t !== 'rate_limits')];

  before(async () => {
    const app = await startTestApp();
    db = new pg.Client(app.databaseUrl);
    await db.connect();
    target = {
      app,
      clients: {
        signedIn: await anAngler(app, 'Fuzzy Fisher'),
        visitor: new HttpClient(app.url),
        careful: await anAngler(app, 'Careful Carp'),
      },
      // Rows in every table the app owns (sessions aside: signing in writes one on purpose).
      fingerprint: async () =>
        (
          await db.query<{ counts: string }>(
            `select concat_ws(',', ${tables.map((t) => `(select count(*) from ${t})`).join(', ')}) as counts`,
          )
        ).rows[0]!.counts,
    };
  });
  after(async () => {
    await db?.end();
    await target?.app.close();
  });

  for (const def of allRoutes()) {
    it(`${def.method} ${def.path}: never a 5xx, and a refusal writes nothing`, () => fuzzOperation(def, target));
    it(`${def.method} ${def.path}: text with a NUL or half a character is a 400 naming the field, and writes nothing`, () =>
      refusesUnstorableText(def, target));
  }
});

describe('fuzz: the property bites', function () {
  this.timeout(60_000);
  const fragile = route({
    method: 'POST',
    path: '/api/test/fragile',
    summary: 'a call with a bug on purpose',
    auth: false,
    body: z.object({ weight: z.number().optional(), note: z.string().optional() }).loose(),
    responses: { 200: z.object({ ok: z.boolean() }) },
  });
  let app: TestApp;
  let written = 0;

  before(async () => {
    app = await startTestApp({
      extraRoutes: (http) =>
        http.on(fragile, ({ body }) => {
          if (typeof body.weight === 'number' && body.weight < 0) throw new Error('a negative weight was never expected');
          if (typeof body.note === 'string' && body.note.length > 100) {
            written++; // a write that happens before the refusal
            throw new RuleViolated('Note too long');
          }
          return { ok: true };
        }),
    });
  });
  after(() => app?.close());

  const target = (): FuzzTarget => ({
    app,
    clients: { signedIn: new HttpClient(app.url), visitor: new HttpClient(app.url) },
    fingerprint: async () => String(written),
  });

  it('finds a 5xx hidden behind one odd value', async () => {
    let failure: unknown;
    await fuzzOperation({ ...fragile, body: z.object({ weight: z.number().optional() }) } as RouteDef, target(), 200).catch(
      (e: unknown) => (failure = e),
    );
    expect(String(failure)).to.match(/Counterexample: .*"weight":-/);
  });

  it('finds a refused request that wrote anyway', async () => {
    let failure: unknown;
    await fuzzOperation({ ...fragile, body: z.object({ note: z.string().optional() }) } as RouteDef, target(), 200).catch(
      (e: unknown) => (failure = e),
    );
    expect(String(failure)).to.match(/Counterexample: .*"note":"/);
  });
});

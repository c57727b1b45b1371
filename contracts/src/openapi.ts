import { z } from './z.ts';
import { routeTable } from './route-table.ts';
import { ErrorBody } from './errors.ts';
import { UPLOAD_FILE_FIELD, type RouteDef } from './route.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, IdempotencyKey, takesIdempotencyKey } from './idempotency.ts';
import { isRateLimited } from './rate-limits.ts';
import { SchemaComponents } from './openapi-schemas.ts';
import { HEADERS, ResponseComponents, withRequestId } from './openapi-responses.ts';
import { TAG_DESCRIPTIONS } from './openapi-tags.ts';

/** Koa `:param` paths become OpenAPI `{param}` paths. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** What one document is built with: its named schemas and error responses, each written once. */
interface Components {
  schemas: SchemaComponents;
  responses: ResponseComponents;
}

function parameters(def: RouteDef, components: Components) {
  const out: object[] = [];
  for (const [where, schema] of [
    ['path', def.params],
    ['query', def.query],
  ] as const) {
    if (!schema) continue;
    const js = components.schemas.of(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: prop });
    }
  }
  if (takesIdempotencyKey(def)) {
    out.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description:
        `A key of the client's choosing (a UUID) naming this one action: a request sent again with the same key ` +
        `(a retry, a doubled click) is answered with the first answer and does nothing more; the same key with ` +
        `another request is refused (422). Keys are the signed-in angler's own and forgotten after ${IDEMPOTENCY_KEY_TTL_HOURS} hours.`,
      schema: components.schemas.of(IdempotencyKey, 'input'),
    });
  }
  return out;
}

/** A name per call for client generators: `<group><Call>`, e.g. postsLikePost. */
const operationIdOf = (group: string, name: string) => `${group}${name[0]!.toUpperCase()}${name.slice(1)}`;

/** An `upload` call's body: one binary file in a multipart form (streamed, not JSON). */
const uploadBody = (def: RouteDef) => ({
  required: true,
  ...(def.fileLimit ? { description: `One file in the field \`${UPLOAD_FILE_FIELD}\`, at most ${def.fileLimit} bytes` } : {}),
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { [UPLOAD_FILE_FIELD]: { type: 'string', format: 'binary' } },
        required: [UPLOAD_FILE_FIELD],
      },
    },
    // The file alone as the whole body, for the types the call also takes raw.
    ...Object.fromEntries((def.rawTypes ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  },
});

const SUCCESS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'Done: no body' };

/** A successful (or redirecting) answer: its body, if any, and the request id every answer carries. */
function answer(def: RouteDef, status: string, schema: z.ZodType | null, components: Components) {
  const description = status.startsWith('3') ? 'Redirect' : (SUCCESS[status] ?? 'OK');
  if (def.eventStream && status.startsWith('2')) {
    return {
      description:
        `A stream of Server-Sent Events, one \`event:\` line naming each (${def.eventStream.events.map((e) => `\`${e}\``).join(', ')}), ` +
        'its `data:` the JSON of the thing, its `id:` its sequence number; comment lines keep the connection alive.',
      headers: withRequestId,
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  }
  if (!schema) return { description, headers: withRequestId };
  const isText = schema instanceof z.ZodLiteral && typeof schema.value === 'string';
  return {
    description,
    headers: withRequestId,
    content: { [isText ? 'text/plain' : 'application/json']: { schema: components.schemas.of(schema, 'output') } },
  };
}

/** Who may call: nobody in particular, a signed-in angler (`tl.sid`), or a signed-in advertiser user (`tl.adv`). */
function securityOf(def: RouteDef) {
  if (def.advertiserSession) return [{ advertiserSession: [] }];
  // Public calls say so: an explicit empty list, not an absent one (which would inherit a default).
  return def.auth === false ? [] : [{ session: [] }];
}

function operation(def: RouteDef, group: string, name: string, components: Components) {
  const responses: Record<string, object> = {};
  for (const [status, schema] of Object.entries(def.responses)) {
    const isError = status.startsWith('4') || status.startsWith('5');
    const shared = isError && schema === ErrorBody ? components.responses.error(status) : undefined;
    const plain = answer(def, status, schema, components);
    responses[status] = shared ?? (isError ? { ...plain, description: status.startsWith('5') ? 'Failed' : 'Refused' } : plain);
  }
  // Every call can be refused (bad input, signed out, too many requests): the Error body, always.
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = components.responses.error('4XX')!;
  if (isRateLimited(def)) responses['429'] ??= components.responses.error('429')!;
  responses.default = components.responses.error('default')!;
  return {
    operationId: operationIdOf(group, name),
    summary: def.summary,
    tags: [group],
    security: securityOf(def),
    parameters: parameters(def, components),
    ...(def.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: components.schemas.of(def.body, 'input') } } } }
      : {}),
    ...(def.kind === 'upload' ? { requestBody: uploadBody(def) } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every call in the route table. */
export function buildOpenApiDocument(info: { version: string; serverUrl?: string }) {
  const components: Components = { schemas: new SchemaComponents(), responses: new ResponseComponents() };
  const errorSchema = components.schemas.of(ErrorBody, 'output');
  const paths: Record<string, Record<string, object>> = {};
  for (const [group, calls] of Object.entries(routeTable)) {
    for (const [name, def] of Object.entries(calls) as [string, RouteDef][]) {
      const p = toOpenApiPath(def.path);
      paths[p] ??= {};
      paths[p][def.method.toLowerCase()] = operation(def, group, name, components);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tightlines API',
      version: info.version,
      description:
        'The API of Tightlines, the social network for anglers: generated from the contracts the server validates with. ' +
        'Every answer carries `X-Request-Id`; every failure is `{ message, code, issues? }`; writes are limited (429 with `Retry-After`).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Tightlines' },
    },
    servers: [{ url: info.serverUrl ?? '/', description: 'This deployment' }],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tl.sid',
          description: "An angler's session, set by signing in through the identity provider (GET /api/login).",
        },
        advertiserSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tl.adv',
          description: "The advertiser portal's own session, set by POST /api/advertisers/login; sent only to /api/advertisers.",
        },
      },
      schemas: { Error: errorSchema, ...components.schemas.schemas },
      responses: components.responses.responses,
      headers: HEADERS,
    },
    paths,
  };
}

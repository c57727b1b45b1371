import { z } from 'zod';
import { routeTable } from './route-table.ts';
import { ErrorBody } from './errors.ts';
import { UPLOAD_FILE_FIELD, type RouteDef } from './route.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, IdempotencyKey, takesIdempotencyKey } from './idempotency.ts';

/** Koa `:param` paths become OpenAPI `{param}` paths. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

function parameters(def: RouteDef) {
  const out: object[] = [];
  for (const [where, schema] of [['path', def.params], ['query', def.query]] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
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
      schema: jsonSchema(IdempotencyKey, 'input'),
    });
  }
  return out;
}

/** A name per call for client generators: `<group><Call>`, e.g. postsLikePost. */
const operationIdOf = (group: string, name: string) => `${group}${name[0]!.toUpperCase()}${name.slice(1)}`;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

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
  },
});

function operation(def: RouteDef, operationId: string) {
  const responses: Record<string, object> = {};
  for (const [status, schema] of Object.entries(def.responses)) {
    const description = status.startsWith('3') ? 'Redirect' : status.startsWith('2') ? 'OK' : 'Error';
    if (!schema) {
      responses[status] = { description };
      continue;
    }
    const isText = schema instanceof z.ZodLiteral && typeof schema.value === 'string';
    responses[status] = {
      description,
      content: { [isText ? 'text/plain' : 'application/json']: { schema: jsonSchema(schema, 'output') } },
    };
  }
  // Every call can be refused (bad input, signed out, too many requests): the Error body, always.
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = errorResponse('Refused: { message, code, issues? }');
  responses['default'] = errorResponse('Error: { message, code, issues? }');
  return {
    operationId,
    summary: def.summary,
    // Public calls say so: an explicit empty list, not an absent one (which would inherit a default).
    security: def.auth === false ? [] : [{ session: [] }],
    parameters: parameters(def),
    ...(def.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(def.body, 'input') } } } }
      : {}),
    ...(def.kind === 'upload' ? { requestBody: uploadBody(def) } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every call in the route table. */
export function buildOpenApiDocument(info: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, object>> = {};
  for (const [group, calls] of Object.entries(routeTable)) {
    for (const [name, def] of Object.entries(calls) as [string, RouteDef][]) {
      const p = toOpenApiPath(def.path);
      paths[p] ??= {};
      paths[p][def.method.toLowerCase()] = operation(def, operationIdOf(group, name));
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tightlines API',
      version: info.version,
      description: 'The API of Tightlines, the social network for anglers: generated from the contracts the server validates with.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Tightlines' },
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tl.sid' } },
      schemas: {
        Error: jsonSchema(ErrorBody, 'output'),
      },
    },
    paths,
  };
}

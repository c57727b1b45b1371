const REQUEST_ID_HEADER = 'X-Request-Id';
const RETRY_AFTER_HEADER = 'Retry-After';

type Json = Record<string, unknown>;

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** The response headers every answer or some answers carry, each described once. */
export const HEADERS = {
  [REQUEST_ID_HEADER]: {
    description:
      "This request's id: the caller's own `X-Request-Id` when it is a sane one (letters, digits, `.`, `_` and `-`, at most 128 of them), else a new one. " +
      'Quote it when reporting a problem; a 500 names it in its body too.',
    schema: { type: 'string' },
  },
  [RETRY_AFTER_HEADER]: {
    description: 'Seconds to wait before trying again: until the limit resets (429), or while Tightlines is briefly unavailable (503).',
    schema: { type: 'integer', minimum: 0 },
  },
} as const;

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
/** Every answer names its request (request-context.ts sets it on each). */
export const withRequestId = { [REQUEST_ID_HEADER]: headerRef(REQUEST_ID_HEADER) };
const withRetryAfter = { ...withRequestId, [RETRY_AFTER_HEADER]: headerRef(RETRY_AFTER_HEADER) };

/** The error answers, by status, as shared components: `{ message, code, issues?, requestId?, limit? }`, always. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; retry?: boolean }> = {
  '400': {
    name: 'BadRequest',
    description:
      "Bad input: `issues` names each bad field and why (text holding a NUL character or half of a character is refused too: the database can't keep it).",
  },
  '401': { name: 'Unauthorized', description: 'Not signed in (or the session has ended)' },
  '403': { name: 'Forbidden', description: 'Signed in, but not allowed to do this' },
  '404': { name: 'NotFound', description: 'No such thing (or not one the caller may see)' },
  '409': { name: 'Conflict', description: 'It clashes with what is already there' },
  '413': { name: 'PayloadTooLarge', description: 'The body or file is larger than this call takes' },
  '415': { name: 'UnsupportedMediaType', description: 'A kind of file or body this call does not take' },
  '422': { name: 'RuleViolated', description: 'Well-formed, but a rule of the product refuses it; `message` says which' },
  '429': {
    name: 'TooManyRequests',
    description: 'A limit is used up: `limit` names it, when it resets and what lifts it; `Retry-After` says how many seconds to wait',
    retry: true,
  },
  '503': {
    name: 'Unavailable',
    description: 'Briefly unavailable (a service it needs is away): try again after `Retry-After` seconds',
    retry: true,
  },
  '4XX': { name: 'Refused', description: 'Refused: `message` says why, `code` names the kind' },
  default: {
    name: 'Error',
    description: 'Failed: a 500 names `requestId`; a 503 (briefly unavailable) comes with `Retry-After`',
    retry: true,
  },
};

/** The error responses an operation uses, referenced by name; only those used go into the document. */
export class ResponseComponents {
  readonly responses: Record<string, Json> = {};

  /** A reference to the shared error response of this status, or undefined if it has none. */
  error(status: string): Json | undefined {
    const shared = ERROR_RESPONSES[status];
    if (!shared) return undefined;
    this.responses[shared.name] ??= {
      description: shared.description,
      headers: shared.retry ? withRetryAfter : withRequestId,
      content: ERROR_CONTENT,
    };
    return { $ref: `#/components/responses/${shared.name}` };
  }
}

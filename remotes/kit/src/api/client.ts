import {
  buildPath,
  UPLOAD_FILE_FIELD,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
  type UploadRouteDef,
} from '@tightlines/contracts';
import { apiErrorOf } from './api-error.ts';
import { idempotencyHeader, sendOnce } from './idempotency.ts';
import { apiAddress } from './api-base.ts';

/** What a call may carry; each part is typed from the route's own schemas. */
export interface CallOptions<R extends RouteDef> {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  body?: BodyOf<R>;
  signal?: AbortSignal;
  /**
   * The action's Idempotency-Key, for a creating call the screen may send again (idempotency.ts);
   * without one, each call of a creating route gets a fresh key.
   */
  idempotencyKey?: string;
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a route with its params and query filled in (also used for browser navigations). */
export function urlOf<R extends RouteDef>(route: R, options: Pick<CallOptions<R>, 'params' | 'query'> = {}): string {
  return buildPath(route.path, (options.params ?? {}) as Record<string, unknown>) + queryString(options.query);
}

/**
 * Calls one contract route: cookies always sent, JSON body (and its content type) only when
 * a body is given, any non-OK answer thrown as ApiError, the success body typed by the route's
 * answer schema (see answerOf: not parsed here).
 */
export async function call<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
  if (route.kind === 'browser') throw new Error(`${route.path} is a browser navigation, not a fetch`);
  if (route.kind === 'upload') throw new Error(`${route.path} carries a file: use upload()`);
  const hasBody = options.body !== undefined;
  const keyHeader = idempotencyHeader(route, options.idempotencyKey);
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...keyHeader };
  const response = await sendOnce(
    () =>
      fetch(apiAddress(urlOf(route, options)), {
        method: route.method,
        credentials: 'include',
        headers: Object.keys(headers).length ? headers : undefined,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      }),
    Object.keys(keyHeader).length > 0,
    options.signal,
  );
  return answerOf(route, response);
}

/** What an upload carries: the file (a File from an input, or any Blob) and the route's params. */
export interface UploadOptions<R extends UploadRouteDef> {
  file: Blob;
  params?: ParamsOf<R>;
  signal?: AbortSignal;
}

/**
 * Sends one file to an `upload` route as multipart/form-data (field `file`): the browser streams
 * the bytes and writes the boundary itself, so no Content-Type is set here. Answers and failures
 * are read exactly as `call` reads them (ApiError with status, code and the server's words).
 */
export async function upload<R extends UploadRouteDef>(route: R, options: UploadOptions<R>): Promise<ResponseOf<R>> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, options.file);
  const response = await fetch(apiAddress(urlOf(route, { params: options.params } as Pick<CallOptions<R>, 'params'>)), {
    method: route.method,
    credentials: 'include',
    body: form,
    signal: options.signal,
  });
  return answerOf(route, response);
}

/**
 * A non-OK answer thrown as ApiError; a success body read as JSON when the route declares one for
 * that status. It is not parsed by the answer's schema: the server checks every answer it sends
 * against that schema outside production (backend/src/platform/http/check-response.ts, on in every
 * test and journey), and no answer schema transforms what it reads (the two answer defaults,
 * FollowingPage.trips and Profile.canMessage, are always sent). Parsing it again here cost every
 * screen zod and each route's schemas (the JavaScript budget); browsers get route tables
 * without schemas (scripts/shared-modules/contracts-browser-loader.ts).
 */
async function answerOf<R extends RouteDef>(route: R, response: Response): Promise<ResponseOf<R>> {
  if (!response.ok) throw await apiErrorOf(response);
  if (!route.responses[response.status]) return undefined as ResponseOf<R>;
  return (await response.json()) as ResponseOf<R>;
}

export const api = { call, upload, urlOf };

import type { z } from './z.ts';

/**
 * One call of the API, declared once. The backend validates params, query and
 * body with these schemas and builds its routes from the table; the frontend
 * client builds URLs and parses responses with them; the OpenAPI document is
 * generated from them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Responses keyed by HTTP status. `null` means "no JSON body" (a redirect, 204, plain text). */
export type Responses = Record<number, z.ZodType | null>;

export interface RouteDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Responses = Responses,
> {
  method: M;
  /** Koa-style path: `/api/profile/:userId` */
  path: P;
  summary: string;
  /**
   * `browser` calls are navigations (redirects), not fetches: the client never calls them.
   * `upload` calls carry one file streamed as `multipart/form-data` in the field `file`
   * (UPLOAD_FILE_FIELD), not a JSON body: they declare no `body`, and `fileLimit` instead.
   */
  kind?: 'json' | 'browser' | 'upload';
  /** Whether a signed-in angler is required (default true). */
  auth?: boolean;
  /**
   * The advertiser portal's calls: they need the portal's own session cookie (`tl.adv`), not an
   * angler's (so `auth: false`); the handler checks it. Declared so the API document says so.
   */
  advertiserSession?: boolean;
  /** A call answering a stream of Server-Sent Events (`text/event-stream`) instead of JSON: the `event:` names it sends. */
  eventStream?: { events: readonly string[] };
  /** The 401's message to a visitor where the spec words it ('Please log in to share tips with the community.'); default 'Unauthorized'. */
  signedOutMessage?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Largest JSON body accepted (e.g. '8mb' for a call carrying an image as a data URL); default BODY_LIMIT. */
  bodyLimit?: string;
  /** For `upload` calls: the largest file accepted, in bytes; the server stops reading once a file passes it. */
  fileLimit?: number;
  /** `upload` calls: media types also taken as the whole request body (the file alone, no form), under the same limit. */
  rawTypes?: readonly string[];
  /**
   * Whether the call honours an `Idempotency-Key` header (idempotency.ts); by default every signed-in
   * JSON POST does.
   */
  idempotent?: boolean;
  responses: R;
}

/** The one multipart field an `upload` call reads. */
export const UPLOAD_FILE_FIELD = 'file';

export function route<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const R extends Responses = Responses,
>(def: RouteDef<M, P, Params, Query, Body, R>): RouteDef<M, P, Params, Query, Body, R> {
  return def;
}

/** An `upload` call: its kind is kept in its type, so handlers get its file and clients send one. */
export type UploadRouteDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Responses = Responses,
> = RouteDef<M, P, Params, undefined, undefined, R> & {
  kind: 'upload';
  fileLimit: number;
};

/**
 * Declares an `upload` call: one file, streamed as multipart/form-data in the field `file` (or as the
 * whole body when its type is one of `rawTypes`), at most `fileLimit` bytes.
 */
export function uploadRoute<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  const R extends Responses = Responses,
>(def: Omit<UploadRouteDef<M, P, Params, R>, 'kind' | 'body' | 'query' | 'bodyLimit'>): UploadRouteDef<M, P, Params, R> {
  return { ...def, kind: 'upload' };
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
// Every slot of RouteDef is a property (read covariantly), so its widest type matches any route there.
type AnySchema = z.ZodType | undefined;
export type ParamsOf<R> = R extends RouteDef<HttpMethod, string, infer P, AnySchema, AnySchema, Responses> ? Infer<P> : never;
export type QueryOf<R> = R extends RouteDef<HttpMethod, string, AnySchema, infer Q, AnySchema, Responses> ? Infer<Q> : never;
export type BodyOf<R> = R extends RouteDef<HttpMethod, string, AnySchema, AnySchema, infer B, Responses> ? Infer<B> : never;
/** The JSON body of the route's 200 (or 201) response. */
export type ResponseOf<R> =
  R extends RouteDef<HttpMethod, string, AnySchema, AnySchema, AnySchema, infer Rs>
    ? 200 extends keyof Rs
      ? Infer<Rs[200]>
      : 201 extends keyof Rs
        ? Infer<Rs[201]>
        : undefined
    : never;

/** Fill `:name` segments of a route path from params (URI-encoded). */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

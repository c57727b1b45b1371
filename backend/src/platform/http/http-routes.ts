import type { Context } from 'koa';
import type { Router } from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from '@tightlines/contracts';
import { NotSignedIn } from '../../shared/kernel/domain-errors.ts';
import type { Logger } from '../logging/logger.ts';
import { PreparedJson } from './prepared-json.ts';
import { isReply, type Reply } from './reply.ts';
import { validateInput } from './validate-input.ts';
import { checkResponse } from './check-response.ts';
import { leaveUnreadBody, withUploadedFile, type UploadedFile } from './upload-body.ts';
import type { Idempotency } from './idempotency.ts';

export interface RouteInput<R> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** An `upload` call's one file, streaming in as the handler reads it (multipart, see upload-body.ts). */
  file: R extends { kind: 'upload' } ? UploadedFile : undefined;
}

/** What a handler knows about the call besides its input. Routes needing a signed-in angler get their id. */
export interface RouteCall<R> {
  anglerId: R extends { auth: false } ? string | null : string;
  requestId: string;
  log: Logger;
  /** The Koa context, for the few browser calls that set cookies; JSON handlers should not need it. */
  koa: Context;
}

export type RouteHandler<R extends RouteDef> = (
  input: RouteInput<R>,
  call: RouteCall<R>,
) => Promise<ResponseOf<R> | Reply> | ResponseOf<R> | Reply;

interface Registered {
  def: RouteDef;
  handler: RouteHandler<RouteDef>;
}

/** A module's routes: registered on the one route table when the app is built. */
export interface RouteModule {
  register(http: HttpRoutes): void;
}

export interface HttpRoutesOptions {
  bodyLimit: string;
  /** Check each response against its contract (development and tests): a drifting handler fails loudly. */
  checkResponses: boolean;
  /** Honours `Idempotency-Key` on creating calls (idempotency.ts); absent, keys are ignored. */
  idempotency?: Idempotency;
  /**
   * Asked in order before every handler (after the signed-in check, before the input is read), knowing
   * the route: each throws to refuse the call (a suspended angler's, whatever they send:
   * platform/auth/standing-guard.ts).
   */
  guards?: ReadonlyArray<(def: RouteDef, ctx: Context) => void | Promise<void>>;
  /**
   * Asked like the guards, but once the input is valid: what counts a call (a newcomer's first-day
   * limits: platform/limits/newcomer-limits.ts) counts none refused for bad input, so a typo costs nothing.
   */
  counters?: ReadonlyArray<(def: RouteDef, ctx: Context) => void | Promise<void>>;
}

/**
 * The route table of the backend: one handler per contract route. Handlers hold no try/catch and no
 * status codes for failures — they return their body (or a Reply) and throw domain errors.
 */
export class HttpRoutes {
  readonly #routes = new Map<string, Registered>();

  constructor(private readonly options: HttpRoutesOptions) {}

  on<R extends RouteDef>(def: R, handler: RouteHandler<R>): this {
    const key = `${def.method} ${def.path}`;
    if (this.#routes.has(key)) throw new Error(`Route ${key} has two handlers`);
    const guarded = this.options.idempotency ? this.options.idempotency.wrap(def, handler) : handler;
    this.#routes.set(key, { def, handler: guarded as unknown as RouteHandler<RouteDef> });
    return this;
  }

  handled(): RouteDef[] {
    return [...this.#routes.values()].map((r) => r.def);
  }

  /** Mounts every route on `router`, or on the router `router(path)` picks for its path. */
  mountOn(router: Router | ((path: string) => Router)): void {
    const routerFor = typeof router === 'function' ? router : () => router;
    for (const { def, handler } of this.#routes.values()) {
      const parseBody = def.body
        ? bodyParser({ enableTypes: ['json'], jsonLimit: def.bodyLimit ?? this.options.bodyLimit, encoding: 'utf-8' })
        : undefined;
      const run = async (ctx: Context) => {
        ctx.state.routePattern = def.path;
        if (def.auth !== false && !ctx.state.anglerId) throw new NotSignedIn(def.signedOutMessage);
        for (const guard of this.options.guards ?? []) await guard(def, ctx);
        const input = validateInput(def, {
          params: ctx.params ?? {},
          query: { ...ctx.query },
          body: (ctx.request as { body?: unknown }).body,
        });
        for (const count of this.options.counters ?? []) await count(def, ctx);
        const call = (file?: UploadedFile) =>
          handler({ ...input, file } as RouteInput<RouteDef>, {
            anglerId: (ctx.state.anglerId ?? null) as string,
            requestId: ctx.state.requestId,
            log: ctx.state.log,
            koa: ctx,
          });
        const result = def.kind === 'upload' ? await withUploadedFile(ctx, def, async (file) => call(file)) : await call();
        this.#send(ctx, def, result);
      };
      // An upload refused before its body was read whole (signed out, wrong type, too large) is not read on.
      const runUpload = async (ctx: Context) => {
        try {
          await run(ctx);
        } catch (error) {
          leaveUnreadBody(ctx);
          throw error;
        }
      };
      const middleware = parseBody
        ? [async (ctx: Context, next: () => Promise<unknown>) => parseBody(ctx as never, next), run]
        : [def.kind === 'upload' ? runUpload : run];
      const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      routerFor(def.path)[method](def.path, ...(middleware as never[]));
    }
  }

  #send(ctx: Context, def: RouteDef, result: unknown) {
    const reply = isReply(result) ? result : undefined;
    if (reply?.kind === 'redirect') {
      ctx.redirect(reply.location);
      return;
    }
    const status = reply ? reply.status : successStatus(def);
    const body = reply ? reply.body : result;
    if (body instanceof PreparedJson) {
      if (this.options.checkResponses) checkResponse(def, status, body.value);
      const { body: encoded, encoding } = body.encoded(ctx.acceptsEncodings('br', 'gzip', 'identity'));
      ctx.status = status;
      ctx.type = 'application/json';
      ctx.vary('Accept-Encoding');
      if (encoding) ctx.set('Content-Encoding', encoding);
      ctx.body = encoded;
      return;
    }
    if (this.options.checkResponses) checkResponse(def, status, body);
    ctx.status = status;
    if (body !== undefined && body !== null) ctx.body = body;
  }
}

function successStatus(def: RouteDef): number {
  const declared = Object.keys(def.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  return declared.includes(200) ? 200 : (declared[0] ?? 200);
}

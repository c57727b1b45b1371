import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logging/logger.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * `ctx.state.log`: the child logger that stamps the request id, made when something first logs. Most
 * requests log nothing below the configured level, and a child (its bindings written out) is garbage
 * made on every one of them.
 */
class RequestState {
  #log: Logger | undefined;

  constructor(
    private readonly logger: Logger,
    readonly requestId: string,
  ) {}

  get log(): Logger {
    this.#log ??= this.logger.child({ requestId: this.requestId });
    return this.#log;
  }

  set log(log: Logger) {
    this.#log = log;
  }
}

/**
 * Gives each request an id (the caller's `x-request-id` when sane, else a new one), echoes it back,
 * and a child logger that stamps it on every line; logs one line per finished request.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(logger, requestId) as unknown as typeof ctx.state;
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    const { method, path } = ctx; // before any mounted app rewrites the URL
    try {
      await next();
    } finally {
      const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
      const level = status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level))
        ctx.state.log[level]({ method, path, status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}

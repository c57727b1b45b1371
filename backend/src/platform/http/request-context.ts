import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logging/logger.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Gives each request an id (the caller's `x-request-id` when sane, else a new one), echoes it back,
 * and a child logger that stamps it on every line; logs one line per finished request.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    const { method, path } = ctx; // before any mounted app rewrites the URL
    try {
      await next();
    } finally {
      const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
      ctx.state.log[status >= 500 ? 'error' : 'info']({ method, path, status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}

import type { Middleware } from 'koa';
import { Stream } from 'node:stream';

/**
 * Serializes a JSON answer once. Koa writes an object body with JSON.stringify when it responds, and
 * `ctx.response.length` — which the compression middleware reads for its threshold — stringifies it
 * too: every JSON answer was serialized twice (a feed page of 20 posts, every time). Placed just
 * inside the compression middleware, this turns the object into its text first.
 */
export function jsonBodyOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
    ctx.body = JSON.stringify(body); // Koa set the JSON type with the object; a string keeps it
  };
}

import type { Middleware } from 'koa';
import { Stream } from 'node:stream';
import { jsonBytes } from './json-bytes.ts';

/**
 * Serializes a JSON answer once. Koa writes an object body with JSON.stringify when it responds, and
 * `ctx.response.length` — which the compression middleware reads for its threshold — stringifies it
 * too: every JSON answer was serialized twice (a feed page of 20 posts, every time). Placed just
 * inside the compression middleware, this turns the object into its text first, and a large text
 * into bytes (json-bytes.ts).
 */
export function jsonBodyOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
    ctx.body = jsonBytes(JSON.stringify(body)); // Koa set the JSON type with the object; text or bytes keep it
  };
}

import type { Context, Middleware } from 'koa';

/**
 * Pages on other origins allowed to call part of the API with their visitor's cookies: the
 * advertiser portal served alone from its own host (an `ads.` host) calling the portal's API.
 * Nothing else is opened: other paths answer no CORS headers, so browsers keep every other
 * call same-origin.
 */
export interface CrossOriginPolicy {
  /** Exact origins (`https://ads.example.com`), no wildcard: credentials are never shared with `*`. */
  origins: readonly string[];
  /** The API paths those pages may call (`/api/advertisers`). */
  pathPrefix: string;
}

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'Content-Type, Idempotency-Key';

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether this request comes from an allowed page to an allowed path (the same-origin guard lets it write). */
export function allowedCrossOrigin(policy: CrossOriginPolicy, ctx: Pick<Context, 'path' | 'get'>): boolean {
  const origin = ctx.get('origin');
  return origin !== '' && policy.origins.includes(origin) && underPrefix(ctx.path, policy.pathPrefix);
}

/**
 * CORS for the allowed pages: the origin echoed with credentials allowed, `Vary: Origin` on every
 * answer of those paths (a cache must not hand one origin's answer to another), and preflights
 * answered here, before sessions and limits.
 */
export function crossOriginCalls(policy: CrossOriginPolicy): Middleware {
  return async (ctx, next) => {
    if (policy.origins.length === 0 || !underPrefix(ctx.path, policy.pathPrefix)) return next();
    ctx.vary('Origin');
    if (!allowedCrossOrigin(policy, ctx)) return next();
    ctx.set('Access-Control-Allow-Origin', ctx.get('origin'));
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.set('Access-Control-Allow-Methods', METHODS);
      ctx.set('Access-Control-Allow-Headers', HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    await next();
  };
}

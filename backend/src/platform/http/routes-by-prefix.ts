import type { Middleware } from 'koa';
import { Router } from '@koa/router';
import type { HttpRoutes } from './http-routes.ts';

/** `/api/posts/:id/like` → `/api/posts`: the first two segments of a path, lower case (routes match case-insensitively). */
export function prefixOf(path: string): string {
  const second = path.indexOf('/', 1);
  const end = second === -1 ? -1 : path.indexOf('/', second + 1);
  return (end === -1 ? path : path.slice(0, end)).toLowerCase();
}

/**
 * The route table as one router per path prefix (`/api/posts`, `/api/auth`, ...): a request walks only
 * its prefix's few routes, not all ~200 — @koa/router tests every route's pattern (and logs a debug
 * line) for every request, ~3 % of the signed-in floor's app CPU (a profile). A path
 * whose prefix has no routes goes on, to the not-found answer, as it did when no route matched. Every
 * route of one path lands in the same router, so what a method or path mismatch answers is unchanged.
 * When some route's first two segments are not literal (`/api/:kind/...`), one router serves all.
 */
export function routesByPrefix(table: HttpRoutes): Middleware {
  const literal = table.handled().every((def) => !prefixOf(def.path).includes(':') && prefixOf(def.path).split('/').length === 3);
  const routers = new Map<string, Router>();
  const routerFor = (path: string) => {
    const key = literal ? prefixOf(path) : '';
    let router = routers.get(key);
    if (!router) {
      router = new Router();
      routers.set(key, router);
    }
    return router;
  };
  table.mountOn(routerFor);
  const dispatch = new Map<string, Middleware>();
  for (const [key, router] of routers) {
    const routes = router.routes() as unknown as Middleware;
    const allowed = router.allowedMethods({ throw: true }) as unknown as Middleware;
    dispatch.set(key, (ctx, next) => routes(ctx, () => allowed(ctx, next)));
  }
  return (ctx, next) => {
    const routes = dispatch.get(literal ? prefixOf(ctx.path) : '');
    return routes ? routes(ctx, next) : next();
  };
}

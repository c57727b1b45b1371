import type { Middleware } from 'koa';
import { HttpProblem } from './http-errors.ts';
import { allowedCrossOrigin, type CrossOriginPolicy } from './cross-origin.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API calls that a page on another origin made the browser send with our
 * session cookie (CSRF). Browsers always send Sec-Fetch-Site or Origin on such requests; tools like
 * curl send neither and carry no victim's cookie, so they pass. Pages the cross-origin policy names
 * (the advertiser portal on its own host) may write to the paths it opens to them.
 */
export function sameOriginGuard(publicUrl: string, allowed?: CrossOriginPolicy): Middleware {
  const ourOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (MUTATING.has(ctx.method) && ctx.path.startsWith('/api/') && !(allowed && allowedCrossOrigin(allowed, ctx))) {
      const site = ctx.get('sec-fetch-site');
      const origin = ctx.get('origin');
      const crossSite = site !== '' && site !== 'same-origin' && site !== 'none';
      const foreignOrigin = origin !== '' && origin !== ourOrigin;
      if (crossSite || foreignOrigin) throw new HttpProblem(403, 'Cross-origin request refused');
    }
    await next();
  };
}

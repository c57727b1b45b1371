import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { routesByPrefix } from './routes-by-prefix.ts';
import { withRequestFork } from '../db/request-forks.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config/config.ts';
import type { Logger } from '../logging/logger.ts';
import type { SessionCookies } from '../auth/session-cookies.ts';
import './koa-state.ts';
import { requestContext } from './request-context.ts';
import { errorHandler } from './error-handler.ts';
import { securityHeaders } from './security-headers.ts';
import { sameOriginGuard } from './same-origin.ts';
import { crossOriginCalls } from './cross-origin.ts';
import { PORTAL_API_PREFIX } from '../config/config.ts';
import { staticFiles } from './static-files.ts';
import { mediaFiles } from './media-files.ts';
import { operations } from './operations.ts';
import { requestLimits } from './request-limits.ts';
import { jsonBodyOnce } from './json-body.ts';
import type { Limits } from '../limits/limits.ts';
import { HttpProblem } from './http-errors.ts';
import type { HttpRoutes } from './http-routes.ts';
import type { Metrics } from './metrics.ts';

export interface AppParts {
  config: Config;
  log: Logger;
  em: EntityManager;
  routes: HttpRoutes;
  sessions: SessionCookies;
  metrics: Metrics;
  pingDatabase: () => Promise<void>;
  migrationsApplied: () => Promise<boolean>;
  version: string;
  /** Where sign-ins and writes are counted (platform/limits). */
  limits: Limits;
  /** The development OpenID Provider, when no external one is configured. */
  devProvider?: Middleware;
}

/** The whole HTTP app, built completely before the server accepts a request. */
export function buildKoaApp(parts: AppParts): Koa {
  const { config } = parts;
  const app = new Koa({ proxy: config.trustProxy, keys: [config.session.secret] });
  app.silent = true; // errors are logged by our error handler, with the request id

  const routes = routesByPrefix(parts.routes);

  app.use(requestContext(parts.log));
  // JSON (and other text) answers over 1 KB go out compressed: brotli at quality 4 (fast enough per
  // request), else gzip. Built assets already have .br/.gz copies (served as they are); zstd is off
  // (koa-compress would prefer it, and not every browser or proxy speaks it); live streams stay plain.
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      gzip: { level: 6 },
      deflate: false,
      zstd: false,
      filter: (type) => /json|text|javascript|svg|xml/i.test(type) && !/event-stream/i.test(type),
    }),
  );
  app.use(jsonBodyOnce());
  app.use(parts.metrics.middleware());
  app.use(errorHandler);
  app.use(securityHeaders(config.publicUrl, config.remoteOrigins));
  app.use(
    operations({
      metrics: parts.metrics,
      pingDatabase: parts.pingDatabase,
      migrationsApplied: parts.migrationsApplied,
      version: parts.version,
      publicUrl: config.publicUrl,
      metricsToken: config.metricsToken,
      production: config.env === 'production',
    }),
  );
  const limited = requestLimits(parts.limits, config.requestLimits);
  app.use(limited.signIns);
  if (parts.devProvider) app.use(parts.devProvider);
  // Uploaded media and the built frontend need no session: served before the database is involved.
  if (config.media.mode === 'local') app.use(mediaFiles(config.media.dir));
  app.use(staticFiles(config.staticDir, parts.log, config.remoteOrigins));
  const portalPages = { origins: config.portalOrigins, pathPrefix: PORTAL_API_PREFIX };
  app.use(crossOriginCalls(portalPages));
  app.use(sameOriginGuard(config.publicUrl, portalPages));
  // Each request gets its own EntityManager fork (identity map, unit of work) for everything below,
  // made when it first uses the ORM.
  app.use((_ctx, next) => withRequestFork(parts.em, next));
  app.use(parts.sessions.middleware());
  app.use(limited.writes);
  app.use(routes);
  app.use((ctx) => {
    throw new HttpProblem(404, ctx.path.startsWith('/api/') ? `No such API call: ${ctx.method} ${ctx.path}` : 'Not Found');
  });
  return app;
}

import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { buildOpenApiDocument } from '@tightlines/contracts';
import type { Metrics } from './metrics.ts';
import { withTimeout } from '../time/time-limits.ts';

export interface OperationsOptions {
  metrics: Metrics;
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase: () => Promise<void>;
  version: string;
  publicUrl: string;
  /** Every checked-in migration has been applied (checked once at start; a process starts only after migrating). */
  migrationsApplied: () => Promise<boolean>;
  /** /metrics needs `Authorization: Bearer <token>` when set; without one it is served only outside production. */
  metricsToken: string | undefined;
  production: boolean;
}

/**
 * Endpoints for operators and tools: liveness (`/health/live`: the process answers), readiness
 * (`/health/ready`: the database answers and every migration is applied — a load balancer sends no
 * traffic before), Prometheus metrics (behind a bearer token) and the OpenAPI document generated from
 * the contracts. `/healthz` and `/readyz` are kept as the older names of the first two.
 */
export function operations(options: OperationsOptions): Middleware {
  let openApi: string | undefined;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    switch (ctx.path) {
      case '/health/live':
      case '/healthz':
        ctx.state.routePattern = ctx.path;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { status: 'ok' };
        return;
      case '/health/ready':
      case '/readyz': {
        ctx.state.routePattern = ctx.path;
        ctx.set('Cache-Control', 'no-store');
        const database = await withTimeout(options.pingDatabase(), 2000).then(
          () => true,
          () => false,
        );
        const migrations = database && (await withTimeout(options.migrationsApplied(), 2000).catch(() => false));
        const ready = database && migrations;
        ctx.status = ready ? 200 : 503;
        ctx.body = ready
          ? { status: 'ready', database: 'up', migrations: 'applied' }
          : { status: 'unavailable', database: database ? 'up' : 'down', migrations: migrations ? 'applied' : 'unknown' };
        return;
      }
      case '/metrics': {
        ctx.state.routePattern = ctx.path;
        if (!metricsAllowed(ctx.get('authorization'), options)) {
          ctx.status = options.metricsToken ? 401 : 404;
          if (options.metricsToken) ctx.set('WWW-Authenticate', 'Bearer');
          ctx.body = { message: options.metricsToken ? 'Metrics need the bearer token (METRICS_TOKEN)' : 'Not Found' };
          return;
        }
        const { contentType, body } = await options.metrics.render();
        ctx.type = contentType;
        ctx.body = body;
        return;
      }
      case '/api/openapi.json':
        ctx.state.routePattern = ctx.path;
        openApi ??= JSON.stringify(buildOpenApiDocument({ version: options.version, serverUrl: options.publicUrl }));
        ctx.type = 'application/json';
        ctx.body = openApi;
        return;
      default:
        return next();
    }
  };
}

function metricsAllowed(authorization: string, options: OperationsOptions): boolean {
  if (!options.metricsToken) return !options.production;
  const given = Buffer.from(authorization.replace(/^Bearer\s+/i, ''));
  const wanted = Buffer.from(options.metricsToken);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

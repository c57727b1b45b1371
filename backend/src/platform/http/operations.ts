import type { Middleware } from 'koa';
import { buildOpenApiDocument } from '@tightlines/contracts';
import type { Metrics } from './metrics.ts';

export interface OperationsOptions {
  metrics: Metrics;
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase: () => Promise<void>;
  version: string;
  publicUrl: string;
}

/**
 * Endpoints for operators and tools: liveness, readiness (the database answers), Prometheus
 * metrics and the OpenAPI document generated from the contracts.
 */
export function operations(options: OperationsOptions): Middleware {
  let openApi: string | undefined;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    switch (ctx.path) {
      case '/healthz':
        ctx.state.routePattern = ctx.path;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { status: 'ok' };
        return;
      case '/readyz': {
        ctx.state.routePattern = ctx.path;
        ctx.set('Cache-Control', 'no-store');
        const ready = await withTimeout(options.pingDatabase(), 2000).then(() => true, () => false);
        ctx.status = ready ? 200 : 503;
        ctx.body = ready ? { status: 'ready', database: 'up' } : { status: 'unavailable', database: 'down' };
        return;
      }
      case '/metrics': {
        ctx.state.routePattern = ctx.path;
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

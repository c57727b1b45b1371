import type { Middleware } from 'koa';
import { Registry, Histogram, Gauge, collectDefaultMetrics } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Prometheus metrics of one app instance: request durations by method, route pattern and status
 * (patterns, not raw paths, so ids do not explode the label set), connection pool usage, and the
 * default process metrics. Each app gets its own registry so tests can run several.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #duration: Histogram<'method' | 'route' | 'status'>;

  constructor(poolStats: () => PoolStats | undefined) {
    collectDefaultMetrics({ register: this.registry });
    this.#duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const stats = poolStats();
          if (stats) this.set(pick(stats));
        },
      });
    pool('db_pool_connections_total', 'Open database connections', (s) => s.total);
    pool('db_pool_connections_idle', 'Idle database connections', (s) => s.idle);
    pool('db_pool_requests_waiting', 'Queries waiting for a free connection', (s) => s.waiting);
  }

  /** Times every request; the route label is the contract pattern, else a coarse bucket. */
  middleware(): Middleware {
    return async (ctx, next) => {
      const end = this.#duration.startTimer();
      try {
        await next();
      } finally {
        const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
        end({ method: ctx.method, route: ctx.state.routePattern ?? routeBucket(ctx.path), status: String(status) });
      }
    };
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

function routeBucket(path: string): string {
  if (path.startsWith('/api/')) return 'unmatched /api';
  if (path.startsWith('/oidc')) return '/oidc';
  if (path.startsWith('/remotes/')) return 'static /remotes';
  return 'static';
}

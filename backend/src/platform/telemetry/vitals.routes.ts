import { vitalsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../http/http-routes.ts';
import type { LimitPolicy, Limits } from '../limits/limits.ts';
import type { WebVitals } from './web-vitals.ts';

/**
 * POST /api/vitals: anyone may report (visitors' pages count too), within `perMinute` reports an
 * address (RATE_LIMIT_VITALS_PER_MINUTE, 120 by default): a page sends one or two when it is hidden,
 * so that is many pages a minute even behind one shared address, and a flood is refused long before
 * it skews a histogram.
 */
export class VitalsRoutes implements RouteModule {
  readonly #limit: LimitPolicy;

  constructor(
    private readonly vitals: WebVitals,
    private readonly limits: Limits,
    perMinute: number,
  ) {
    this.#limit = { name: 'vitals', counts: 'page measurements', regular: { points: perMinute, per: 'minute' } };
  }

  register(http: HttpRoutes): void {
    http.on(vitalsRoutes.report, async ({ body }, { koa }) => {
      await this.limits.consumeByAddress(this.#limit, koa.ip);
      for (const vital of body.vitals) this.vitals.record(vital);
      return undefined;
    });
  }
}

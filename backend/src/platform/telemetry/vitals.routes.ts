import { vitalsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../http/http-routes.ts';
import type { LimitPolicy, Limits } from '../limits/limits.ts';
import type { WebVitals } from './web-vitals.ts';

/**
 * Reports per address a minute: a page sends one or two when it is hidden, so this is many pages a
 * minute even behind one shared address, and a flood is refused long before it skews a histogram.
 */
export const VITALS_LIMIT: LimitPolicy = { name: 'vitals', counts: 'page measurements', regular: { points: 120, per: 'minute' } };

/** POST /api/vitals: anyone may report (visitors' pages count too), within VITALS_LIMIT. */
export class VitalsRoutes implements RouteModule {
  constructor(
    private readonly vitals: WebVitals,
    private readonly limits: Limits,
  ) {}

  register(http: HttpRoutes): void {
    http.on(vitalsRoutes.report, async ({ body }, { koa }) => {
      await this.limits.consumeByAddress(VITALS_LIMIT, koa.ip);
      for (const vital of body.vitals) this.vitals.record(vital);
      return undefined;
    });
  }
}

import { inject } from 'inversify';
import { adsRoutes } from '@tightlines/contracts';
import type { Context } from 'koa';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { ServeAds } from '../../application/serving.ts';
import { RecordImpression } from '../../application/record-impression.ts';
import { RecordClick } from '../../application/record-click.ts';

/** Who is looking: the signed-in angler, or a visitor by address. Tokens are bound to it. */
const viewerOf = (anglerId: string | null, koa: Context) => (anglerId ? `angler:${anglerId}` : `address:${koa.ip}`);

/** The ads calls of spec part 1 §7. */
export class AdsRoutes implements RouteModule {
  constructor(
    @inject(ServeAds) private readonly serveAds: ServeAds,
    @inject(RecordImpression) private readonly recordImpression: RecordImpression,
    @inject(RecordClick) private readonly recordClick: RecordClick,
  ) {}

  register(http: HttpRoutes): void {
    http.on(adsRoutes.list, async ({ query }, { anglerId, koa }) => {
      const [lat, lon] = query.near ? query.near.split(',').map(Number) : [];
      const near = lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
      const ads = await this.serveAds.run({ key: viewerOf(anglerId, koa), anglerId, near }, query.placement);
      koa.set('Cache-Control', 'no-store');
      return ads.map((a) => ({
        id: a.id,
        title: a.title,
        content: a.content,
        imageUrl: a.imageUrl,
        targetUrl: a.targetUrl,
        adType: a.placement,
        createdAt: a.createdAt.toISOString(),
        sponsor: a.sponsor,
        token: a.token,
      }));
    });
    http.on(adsRoutes.impression, async ({ params, body }, { anglerId, koa }) => {
      const outcome = await this.recordImpression.run(viewerOf(anglerId, koa), params.id, body.token);
      return { billed: outcome.billed, reason: outcome.billed ? null : outcome.reason };
    });
    http.on(adsRoutes.click, async ({ params, body }, { anglerId, koa }) => {
      const outcome = await this.recordClick.run(viewerOf(anglerId, koa), params.id, body.token);
      return { billed: outcome.billed, reason: outcome.billed ? null : outcome.reason };
    });
  }
}

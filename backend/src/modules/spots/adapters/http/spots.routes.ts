import { inject } from 'inversify';
import { SPOT_LIMITS, spotsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { LogTrip } from '../../application/log-trip.ts';
import { SpotsService } from '../../application/spots-service.ts';
import type { TimeRange } from '../../domain/spot-rules.ts';
import { toTripResponse } from './trips.routes.ts';

/**
 * The spots directory, heat map, ratings, tips and conditions over HTTP (static paths before `:id`). Every
 * call is a signed-in angler's: the route table refuses a visitor with 401 (the tip writes in the spec's words).
 */
export class SpotsRoutes implements RouteModule {
  constructor(
    @inject(SpotsService) private readonly spots: SpotsService,
    @inject(LogTrip) private readonly logTrip: LogTrip,
  ) {}

  register(http: HttpRoutes): void {
    http.on(spotsRoutes.nearby, ({ query }, { anglerId }) => this.spots.nearby(query.latitude, query.longitude, query.radius, anglerId));
    http.on(spotsRoutes.recommended, (_input, { anglerId }) => this.spots.recommended(anglerId));
    // The remembered answer is serialized and compressed once, not on every request (hundreds of spots).
    http.on(spotsRoutes.heatmap, async ({ query }) => respond(200, PreparedJson.of(await this.spots.heatmap(query))));
    http.on(spotsRoutes.directory, ({ query }, { anglerId }) => this.spots.directory(query, anglerId));
    http.on(spotsRoutes.create, async ({ body }, { anglerId }) => respond(201, await this.spots.create(body, anglerId)));
    http.on(spotsRoutes.detail, ({ params, query }, { anglerId }) => this.spots.detail(params.id, query.timeRange as TimeRange, anglerId));
    http.on(spotsRoutes.rate, ({ params, body }, { anglerId }) => this.spots.rate(params.id, anglerId, body.rating));
    http.on(spotsRoutes.tips, ({ params }, { anglerId }) => this.spots.tips(params.id, anglerId));
    http.on(spotsRoutes.shareTip, async ({ params, body }, { anglerId }) => respond(201, await this.spots.shareTip(params.id, anglerId, body)));
    http.on(spotsRoutes.vote, ({ params, body }, { anglerId }) => this.spots.vote(params.id, anglerId, body.voteType === 'upvote' ? 1 : -1));
    http.on(spotsRoutes.unvote, ({ params }, { anglerId }) => this.spots.vote(params.id, anglerId, 0));
    // One rule, two doors: the feed's Log Trip, with the spot from the path.
    http.on(spotsRoutes.logConditions, async ({ params, body }, { anglerId }) =>
      respond(201, toTripResponse(await this.logTrip.execute(anglerId, { ...body, spotId: params.id }))),
    );
    http.on(spotsRoutes.recentConditions, ({ params }) => this.spots.recentConditions(params.id, SPOT_LIMITS.recentConditions));
  }
}

import { inject } from 'inversify';
import { SPOT_LIMITS, spotsRoutes, TIP_MESSAGES } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { NotSignedIn } from '../../../../shared/kernel/domain-errors.ts';
import { LogTrip } from '../../application/log-trip.ts';
import { SpotsService } from '../../application/spots-service.ts';
import type { TimeRange } from '../../domain/spot-rules.ts';
import { toTripResponse } from './trips.routes.ts';

const signedInAs = (anglerId: string | null, message: string): string => {
  if (!anglerId) throw new NotSignedIn(message);
  return anglerId;
};

/** The spots directory, heat map, ratings, tips and conditions over HTTP (static paths before `:id`). */
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
    http.on(spotsRoutes.shareTip, async ({ params, body }, { anglerId }) =>
      respond(201, await this.spots.shareTip(params.id, signedInAs(anglerId, TIP_MESSAGES.signInToShare), body)),
    );
    http.on(spotsRoutes.vote, ({ params, body }, { anglerId }) =>
      this.spots.vote(params.id, signedInAs(anglerId, TIP_MESSAGES.signInToVote), body.voteType === 'upvote' ? 1 : -1),
    );
    http.on(spotsRoutes.unvote, ({ params }, { anglerId }) => this.spots.vote(params.id, signedInAs(anglerId, TIP_MESSAGES.signInToVote), 0));
    // One rule, two doors: the feed's Log Trip, with the spot from the path.
    http.on(spotsRoutes.logConditions, async ({ params, body }, { anglerId }) =>
      respond(201, toTripResponse(await this.logTrip.execute(anglerId, { ...body, spotId: params.id }))),
    );
    http.on(spotsRoutes.recentConditions, ({ params }) => this.spots.recentConditions(params.id, SPOT_LIMITS.recentConditions));
  }
}

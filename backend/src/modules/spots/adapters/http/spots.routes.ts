import { inject } from 'inversify';
import { SPOT_LIMITS, spotsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { LogTrip } from '../../application/log-trip.ts';
import { FindSpots } from '../../application/find-spots.ts';
import { NearbySpots } from '../../application/nearby-spots.ts';
import { RecommendedSpots } from '../../application/recommended-spots.ts';
import { HeatMap } from '../../application/heat-map.ts';
import { AddSpot } from '../../application/add-spot.ts';
import { SpotDetail } from '../../application/spot-detail.ts';
import { RateSpot } from '../../application/rate-spot.ts';
import { SpotTips } from '../../application/spot-tips.ts';
import { ShareTip } from '../../application/share-tip.ts';
import { VoteOnTip } from '../../application/vote-on-tip.ts';
import { RecentConditions } from '../../application/recent-conditions.ts';
import type { TimeRange } from '../../domain/spot-rules.ts';
import { toTripResponse } from './trips.routes.ts';
import { directoryJson, nearbyJson } from './spot-list.json.ts';

/**
 * The spots directory, heat map, ratings, tips and conditions over HTTP (static paths before `:id`). Every
 * call is a signed-in angler's: the route table refuses a visitor with 401 (the tip writes in the spec's words).
 */
export class SpotsRoutes implements RouteModule {
  constructor(
    @inject(FindSpots) private readonly findSpots: FindSpots,
    @inject(NearbySpots) private readonly nearbySpots: NearbySpots,
    @inject(RecommendedSpots) private readonly recommendedSpots: RecommendedSpots,
    @inject(HeatMap) private readonly heatMap: HeatMap,
    @inject(AddSpot) private readonly addSpot: AddSpot,
    @inject(SpotDetail) private readonly spotDetail: SpotDetail,
    @inject(RateSpot) private readonly rateSpot: RateSpot,
    @inject(SpotTips) private readonly spotTips: SpotTips,
    @inject(ShareTip) private readonly shareTip: ShareTip,
    @inject(VoteOnTip) private readonly voteOnTip: VoteOnTip,
    @inject(RecentConditions) private readonly recentConditions: RecentConditions,
    @inject(LogTrip) private readonly logTrip: LogTrip,
  ) {}

  register(http: HttpRoutes): void {
    // Lists of remembered cards: each card's JSON is written once, not on every request.
    http.on(spotsRoutes.nearby, async ({ query }, { anglerId }) =>
      respond(200, nearbyJson(await this.nearbySpots.execute(query.latitude, query.longitude, query.radius, anglerId))),
    );
    http.on(spotsRoutes.recommended, (_input, { anglerId }) => this.recommendedSpots.execute(anglerId));
    // The remembered answer is serialized and compressed once, not on every request (hundreds of spots).
    http.on(spotsRoutes.heatmap, async ({ query }) => respond(200, PreparedJson.of(await this.heatMap.execute(query))));
    http.on(spotsRoutes.directory, async ({ query }, { anglerId }) =>
      respond(200, directoryJson(await this.findSpots.execute(query, anglerId))),
    );
    http.on(spotsRoutes.create, async ({ body }, { anglerId }) => respond(201, await this.addSpot.execute(body, anglerId)));
    http.on(spotsRoutes.detail, ({ params, query }, { anglerId }) =>
      this.spotDetail.execute(params.id, query.timeRange as TimeRange, anglerId),
    );
    http.on(spotsRoutes.rate, ({ params, body }, { anglerId }) => this.rateSpot.execute(params.id, anglerId, body.rating));
    http.on(spotsRoutes.tips, ({ params }, { anglerId }) => this.spotTips.execute(params.id, anglerId));
    http.on(spotsRoutes.shareTip, async ({ params, body }, { anglerId }) =>
      respond(201, await this.shareTip.execute(params.id, anglerId, body)),
    );
    http.on(spotsRoutes.vote, ({ params, body }, { anglerId }) =>
      this.voteOnTip.execute(params.id, anglerId, body.voteType === 'upvote' ? 1 : -1),
    );
    http.on(spotsRoutes.unvote, ({ params }, { anglerId }) => this.voteOnTip.execute(params.id, anglerId, 0));
    // One rule, two doors: the feed's Log Trip, with the spot from the path.
    http.on(spotsRoutes.logConditions, async ({ params, body }, { anglerId }) =>
      respond(201, toTripResponse(await this.logTrip.execute(anglerId, { ...body, spotId: params.id }))),
    );
    http.on(spotsRoutes.recentConditions, ({ params }, { anglerId }) =>
      this.recentConditions.execute(params.id, SPOT_LIMITS.recentConditions, anglerId),
    );
  }
}

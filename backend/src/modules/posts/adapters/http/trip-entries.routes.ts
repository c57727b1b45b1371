import { inject } from 'inversify';
import { tripsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { AnglersTrips } from '../../application/anglers-trips.ts';
import { TripDetail } from '../../application/trip-detail.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';

/** Trips as the profile's Trips tab and the trip's detail show them: posts' privacy rule decides who sees which. */
export class TripEntriesRoutes implements RouteModule {
  constructor(
    @inject(AnglersTrips) private readonly anglersTrips: AnglersTrips,
    @inject(TripDetail) private readonly tripDetail: TripDetail,
  ) {}

  register(http: HttpRoutes): void {
    http.on(tripsRoutes.anglersTrips, async ({ params, query }, { anglerId }) => {
      const page = await this.anglersTrips.execute(params.userId, anglerId, {
        after: timeKeyCursor.decode(query.cursor),
        limit: query.limit,
      });
      return { items: page.trips, nextCursor: timeKeyCursor.encode(page.next) };
    });
    http.on(tripsRoutes.tripDetail, ({ params }, { anglerId }) => this.tripDetail.execute(params.id, anglerId));
  }
}

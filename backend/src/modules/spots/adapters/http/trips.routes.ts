import { inject } from 'inversify';
import { SPECIES, tripsRoutes, type Trip as TripResponse } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { LogTrip, type LoggedTrip } from '../../application/log-trip.ts';
import { PopularSpots } from '../../application/popular-spots.ts';

const speciesNames = SPECIES.map((s) => s.name);

/** The logged trip as its own angler sees it: in full (others never get its place when hidden). */
export const toTripResponse = ({ trip, tip }: LoggedTrip): TripResponse => ({
  id: trip.id,
  userId: trip.anglerId,
  spotId: trip.spotId,
  fishingSuccess: trip.fishingSuccess,
  waterCondition: trip.waterCondition,
  weatherCondition: trip.weatherCondition,
  temperature: trip.temperature,
  timeOfDay: trip.timeOfDay,
  notes: trip.notes,
  shareLocation: trip.shareLocation,
  location: trip.location,
  latitude: trip.latitude,
  longitude: trip.longitude,
  tip: tip && { id: tip.id, title: tip.title, content: tip.content, category: tip.category },
  createdAt: trip.createdAt.toISOString(),
});

/** Trips, popular spots and the species list over HTTP. */
export class TripsRoutes implements RouteModule {
  constructor(
    @inject(LogTrip) private readonly logTrip: LogTrip,
    @inject(PopularSpots) private readonly popularSpots: PopularSpots,
  ) {}

  register(http: HttpRoutes): void {
    http.on(tripsRoutes.spotsWithTrips, async ({ query }) =>
      (await this.popularSpots.execute(query.limit)).map(({ id, name, location, latitude, longitude, totalTrips }) => ({
        id,
        name,
        location,
        latitude,
        longitude,
        totalTrips,
      })),
    );

    http.on(tripsRoutes.logTrip, async ({ body }, { anglerId }) =>
      respond(201, toTripResponse(await this.logTrip.execute(anglerId, body))),
    );

    http.on(tripsRoutes.speciesNames, () => speciesNames);
  }
}

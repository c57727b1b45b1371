import { inject } from 'inversify';
import { SPECIES, tripsRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { LogTrip } from '../../application/log-trip.ts';
import { PopularSpots } from '../../application/popular-spots.ts';
import { EditTrip } from '../../application/edit-trip.ts';
import { DeleteTrip } from '../../application/delete-trip.ts';
import { TripViews } from '../../application/trip-ports.ts';
import { toTripResponse } from '../../application/trip-card.ts';
import { ImportTrack } from '../../application/import-track.ts';
import { ExportTrack } from '../../application/export-track.ts';
import { recordedPathOf } from '../../application/trip-paths.ts';

const speciesNames = SPECIES.map((s) => s.name);

export { toTripResponse } from '../../application/trip-card.ts';

/** Trips, popular spots and the species list over HTTP. */
export class TripsRoutes implements RouteModule {
  constructor(
    @inject(LogTrip) private readonly logTrip: LogTrip,
    @inject(PopularSpots) private readonly popularSpots: PopularSpots,
    @inject(EditTrip) private readonly editTrip: EditTrip,
    @inject(DeleteTrip) private readonly deleteTrip: DeleteTrip,
    @inject(TripViews) private readonly views: TripViews,
    @inject(ImportTrack) private readonly importTrack: ImportTrack,
    @inject(ExportTrack) private readonly exportTrack: ExportTrack,
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

    http.on(tripsRoutes.logTrip, async ({ body }, { anglerId }) => {
      const logged = await this.logTrip.execute(anglerId, body);
      return respond(201, toTripResponse((await this.views.byIds([logged.trip.id])).get(logged.trip.id) ?? logged));
    });

    // Its own angler's answers: the trip in full, places included.
    http.on(tripsRoutes.editTrip, async ({ params, body }, { anglerId }) => {
      const edited = await this.editTrip.execute(anglerId, params.id, body);
      return toTripResponse((await this.views.byIds([edited.id])).get(edited.id)!);
    });

    http.on(tripsRoutes.deleteTrip, async ({ params }, { anglerId }) => {
      await this.deleteTrip.execute(anglerId, params.id);
      return respond(204, null);
    });

    // Its own angler's answer: the new trip with its path exactly, and the file's waypoints to share as catches.
    http.on(tripsRoutes.importTrack, async ({ file }, { anglerId }) => {
      const imported = await this.importTrack.execute(anglerId, file.bytes);
      const view = (await this.views.byIds([imported.trip.id])).get(imported.trip.id)!;
      return respond(201, {
        trip: { ...toTripResponse(view), track: recordedPathOf(imported.track) },
        waypoints: imported.waypoints.map((w) => ({ ...w, at: w.at?.toISOString() ?? null })),
      });
    });

    http.on(tripsRoutes.exportTrack, async ({ params }, { anglerId, koa }) => {
      const file = await this.exportTrack.execute(anglerId, params.id, params.format);
      koa.set('Content-Disposition', `attachment; filename="${file.filename}"`);
      koa.set('Cache-Control', 'no-store');
      koa.type = file.contentType;
      return file.body;
    });

    http.on(tripsRoutes.speciesNames, () => speciesNames);
  }
}

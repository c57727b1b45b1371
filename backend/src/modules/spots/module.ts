import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { SpotRepository, TripRepository } from './application/ports.ts';
import { SpotsFacade } from './application/spots-facade.ts';
import { SpotsFacadeService } from './application/spots-facade.service.ts';
import { LogTrip } from './application/log-trip.ts';
import { PopularSpots } from './application/popular-spots.ts';
import { SqlSpotRepository } from './adapters/persistence/spot.repository.ts';
import { SqlTripRepository } from './adapters/persistence/trip.repository.ts';
import { TripsRoutes } from './adapters/http/trips.routes.ts';
import { SpotsRoutes } from './adapters/http/spots.routes.ts';
import { SpotAnswers, SpotPositions, SpotsStore } from './application/spot-ports.ts';
import { ReadCacheSpotAnswers } from './adapters/persistence/spot-answers.cache.ts';
import { ReadCacheSpotPositions } from './adapters/persistence/spot-positions.cache.ts';
import { SpotActivityRollup } from './adapters/persistence/spot-activity.rollup.ts';
import { SpotsService } from './application/spots-service.ts';
import { KeepSpotAnglers } from './application/keep-spot-anglers.ts';
import { SqlSpotsStore } from './adapters/persistence/spots.store.ts';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { TripChanges, TripViews } from './application/trip-ports.ts';
import { EditTrip } from './application/edit-trip.ts';
import { DeleteTrip } from './application/delete-trip.ts';
import { ForgetDeletedAngler } from './application/forget-deleted-angler.ts';
import { SqlTripChanges } from './adapters/persistence/trip-changes.repository.ts';
import { SqlTripViews } from './adapters/persistence/trip-views.reads.ts';
import { TripViewsCache } from './adapters/persistence/trip-views.cache.ts';

/** Binds spots' ports to their adapters, its facade for other modules, and contributes its routes. */
export const spotsModule = new ContainerModule(({ bind }) => {
  bind(SpotRepository).to(SqlSpotRepository).inSingletonScope();
  bind(TripRepository).to(SqlTripRepository).inSingletonScope();
  bind(SpotsFacade).to(SpotsFacadeService).inSingletonScope();
  bind(LogTrip).toSelf().inSingletonScope();
  bind(PopularSpots).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(TripsRoutes).inSingletonScope();
  bind(SpotAnswers).to(ReadCacheSpotAnswers).inSingletonScope();
  bind(SpotPositions).to(ReadCacheSpotPositions).inSingletonScope();
  bind(SpotActivityRollup).toSelf().inSingletonScope();
  bind(SpotsStore).to(SqlSpotsStore).inSingletonScope();
  bind(SpotsService).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(SpotsRoutes).inSingletonScope();
  bind(EventReactionToken).to(KeepSpotAnglers).inSingletonScope();
  // Trips edited, deleted and seen, and an angler's spots data leaving with their account.
  bind(TripChanges).to(SqlTripChanges).inSingletonScope();
  bind(SqlTripViews).toSelf().inSingletonScope();
  // Trip cards remembered per trip (every Following page shows them), forgotten by trip and card changes.
  bind(TripViewsCache).toSelf().inSingletonScope();
  bind(TripViews).toService(TripViewsCache);
  bind(EditTrip).toSelf().inSingletonScope();
  bind(DeleteTrip).toSelf().inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAngler).inSingletonScope();
});

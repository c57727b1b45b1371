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

/** Binds spots' ports to their adapters, its facade for other modules, and contributes its routes. */
export const spotsModule = new ContainerModule(({ bind }) => {
  bind(SpotRepository).to(SqlSpotRepository).inSingletonScope();
  bind(TripRepository).to(SqlTripRepository).inSingletonScope();
  bind(SpotsFacade).to(SpotsFacadeService).inSingletonScope();
  bind(LogTrip).toSelf().inSingletonScope();
  bind(PopularSpots).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(TripsRoutes).inSingletonScope();
});

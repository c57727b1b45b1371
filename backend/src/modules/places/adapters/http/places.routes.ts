import { inject } from 'inversify';
import { placesRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { SearchPlaces, type FoundPlace } from '../../application/search-places.ts';
import { PlacesNear } from '../../application/places-near.ts';

const toPlace = (p: FoundPlace) => ({
  id: p.id,
  name: p.name,
  region: p.region || null,
  country: p.country,
  label: p.label,
  latitude: p.latitude,
  longitude: p.longitude,
  population: p.population,
});

/** Place search over HTTP: contract in, use case, contract out. */
export class PlacesRoutes implements RouteModule {
  constructor(
    @inject(SearchPlaces) private readonly searchPlaces: SearchPlaces,
    @inject(PlacesNear) private readonly placesNear: PlacesNear,
  ) {}

  register(http: HttpRoutes): void {
    http.on(placesRoutes.search, async ({ query }) => (await this.searchPlaces.execute(query.search, query.limit)).map(toPlace));
    http.on(placesRoutes.nearby, async ({ query }) =>
      (await this.placesNear.execute(query, query.limit)).map((p) => ({ ...toPlace(p), distanceKm: Math.round(p.distanceKm * 10) / 10 })),
    );
  }
}

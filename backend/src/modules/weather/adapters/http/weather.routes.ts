import { inject } from 'inversify';
import { weatherRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { WeatherReportAt } from '../../application/weather-report.ts';
import { WhatWorksForMe } from '../../application/what-works-for-me.ts';
import { toWeatherResponse } from './weather.response.ts';

/** Weather over HTTP (spec §7) and the angler's own "what works for me": contract in, use case, contract out; WeatherUnavailable becomes 503. */
export class WeatherRoutes implements RouteModule {
  constructor(
    @inject(WeatherReportAt) private readonly reportAt: WeatherReportAt,
    @inject(WhatWorksForMe) private readonly whatWorks: WhatWorksForMe,
  ) {}

  register(http: HttpRoutes): void {
    http.on(weatherRoutes.weather, async ({ params }) => toWeatherResponse(await this.reportAt.execute(params.latitude, params.longitude)));
    // The signed-in angler's own only: the route has no angler in its path to ask for anyone else's.
    http.on(weatherRoutes.whatWorks, async (_, { anglerId }) => this.whatWorks.execute(anglerId));
  }
}

import { inject } from 'inversify';
import { weatherRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { WeatherReportAt } from '../../application/weather-report.ts';
import { toWeatherResponse } from './weather.response.ts';

/** Weather over HTTP (spec §7): contract in, use case, contract out; WeatherUnavailable becomes 503. */
export class WeatherRoutes implements RouteModule {
  constructor(@inject(WeatherReportAt) private readonly reportAt: WeatherReportAt) {}

  register(http: HttpRoutes): void {
    http.on(weatherRoutes.weather, async ({ params }) => toWeatherResponse(await this.reportAt.execute(params.latitude, params.longitude)));
  }
}

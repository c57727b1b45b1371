import { inject } from 'inversify';
import { weatherRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { WeatherReportAt, type WeatherReport } from '../../application/weather-report.ts';
import { WhatWorksAnswer } from '../../application/what-works-answer.ts';
import { toWeatherResponse } from './weather.response.ts';

/** Each report written once: the same report answers everyone asking about its place in its minute. */
const written = new WeakMap<WeatherReport, PreparedJson>();
const writtenOnce = (report: WeatherReport): PreparedJson => {
  let prepared = written.get(report);
  if (!prepared) {
    prepared = PreparedJson.of(toWeatherResponse(report));
    written.set(report, prepared);
  }
  return prepared;
};

/** Weather over HTTP (spec §7) and the angler's own "what works for me": contract in, use case, contract out; WeatherUnavailable becomes 503. */
export class WeatherRoutes implements RouteModule {
  constructor(
    @inject(WeatherReportAt) private readonly reportAt: WeatherReportAt,
    @inject(WhatWorksAnswer) private readonly whatWorks: WhatWorksAnswer,
  ) {}

  register(http: HttpRoutes): void {
    http.on(weatherRoutes.weather, async ({ params }) =>
      respond(200, writtenOnce(await this.reportAt.execute(params.latitude, params.longitude))),
    );
    // The signed-in angler's own only: the route has no angler in its path to ask for anyone else's.
    // Sent as the JSON text it is kept as, never parsed and written again.
    http.on(weatherRoutes.whatWorks, async (_, { anglerId }) =>
      respond(200, PreparedJson.fromJson(await this.whatWorks.jsonFor(anglerId))),
    );
  }
}

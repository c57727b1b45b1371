import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { JobHandlerToken } from '../../platform/jobs/job-queue.ts';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { ForgetDeletedAngler } from './application/forget-deleted-angler.ts';
import { ConditionsStore, HourlyWeatherSource, KeptWhatWorks, SkyCalendar, WeatherSource } from './application/ports.ts';
import { WeatherReportAt } from './application/weather-report.ts';
import { ConditionsFacade } from './application/conditions-facade.ts';
import { ConditionsFacadeService } from './application/conditions-facade.service.ts';
import { RecordConditions } from './application/record-conditions.ts';
import { WhatWorksForMe } from './application/what-works-for-me.ts';
import { WhatWorksAnswer } from './application/what-works-answer.ts';
import { OpenMeteoWeatherSource } from './adapters/open-meteo/open-meteo.source.ts';
import { OpenMeteoHourlySource } from './adapters/open-meteo/open-meteo.hourly.ts';
import { CachedWeatherSource } from './adapters/open-meteo/cached-weather.source.ts';
import { SuncalcSkyCalendar } from './adapters/astronomy/suncalc.sky.ts';
import { RememberedConditionsStore } from './adapters/persistence/remembered-conditions.store.ts';
import { SqlConditionsStore } from './adapters/persistence/sql-conditions.store.ts';
import { SqlKeptWhatWorks } from './adapters/persistence/sql-kept-what-works.ts';
import { WeatherRoutes } from './adapters/http/weather.routes.ts';

/**
 * Binds weather's ports (Open-Meteo behind a 5-minute cache for the current weather, its hourly
 * series for a catch's hour; suncalc for the sky; PostgreSQL for kept conditions and kept answers), its use cases,
 * the conditions job, the facade other modules call and its route.
 */
export const weatherModule = new ContainerModule(({ bind }) => {
  bind(OpenMeteoWeatherSource).toSelf().inSingletonScope();
  bind(WeatherSource).to(CachedWeatherSource).inSingletonScope();
  bind(HourlyWeatherSource).to(OpenMeteoHourlySource).inSingletonScope();
  bind(SkyCalendar).to(SuncalcSkyCalendar).inSingletonScope();
  bind(SqlConditionsStore).toSelf().inSingletonScope();
  bind(ConditionsStore).to(RememberedConditionsStore).inSingletonScope();
  bind(WeatherReportAt).toSelf().inSingletonScope();
  bind(WhatWorksForMe).toSelf().inSingletonScope();
  bind(KeptWhatWorks).to(SqlKeptWhatWorks).inSingletonScope();
  bind(WhatWorksAnswer).toSelf().inSingletonScope();
  bind(ConditionsFacade).to(ConditionsFacadeService).inSingletonScope();
  bind(JobHandlerToken).to(RecordConditions).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAngler).inSingletonScope();
  bind(RouteModuleToken).to(WeatherRoutes).inSingletonScope();
});

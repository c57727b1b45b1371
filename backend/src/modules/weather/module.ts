import { ContainerModule } from 'inversify';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { SkyCalendar, WeatherSource } from './application/ports.ts';
import { WeatherReportAt } from './application/weather-report.ts';
import { OpenMeteoWeatherSource } from './adapters/open-meteo/open-meteo.source.ts';
import { CachedWeatherSource } from './adapters/open-meteo/cached-weather.source.ts';
import { SuncalcSkyCalendar } from './adapters/astronomy/suncalc.sky.ts';
import { WeatherRoutes } from './adapters/http/weather.routes.ts';

/** Binds weather's ports (Open-Meteo behind a 5-minute cache; suncalc for the sky), its use case and its route. */
export const weatherModule = new ContainerModule(({ bind }) => {
  bind(OpenMeteoWeatherSource).toSelf().inSingletonScope();
  bind(WeatherSource).to(CachedWeatherSource).inSingletonScope();
  bind(SkyCalendar).to(SuncalcSkyCalendar).inSingletonScope();
  bind(WeatherReportAt).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(WeatherRoutes).inSingletonScope();
});

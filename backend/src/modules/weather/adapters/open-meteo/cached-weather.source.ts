import { inject } from 'inversify';
import { ConfigToken } from '../../../../platform/tokens.ts';
import type { Config } from '../../../../platform/config/config.ts';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import type { WeatherSource } from '../../application/ports.ts';
import { coordinateKey } from '../../domain/coordinate.ts';
import type { WeatherObservation } from '../../domain/observation.ts';
import { WeatherUnavailable } from '../../domain/weather.errors.ts';
import { OpenMeteoWeatherSource } from './open-meteo.source.ts';
import { UpstreamBudget } from './upstream-budget.ts';

/** How long one place's observation is reused: Open-Meteo's current conditions change every 15 minutes. */
export const WEATHER_CACHE_MS = 5 * 60_000;

/**
 * One upstream call per rounded place per 5 minutes, however many anglers open it; concurrent first
 * requests share that call. Failures are not remembered: the next request (Retry) asks again. New
 * places past the minute's budget are refused (503) rather than spending the free API's allowance.
 */
export class CachedWeatherSource implements WeatherSource {
  readonly #cache = new ReadCache<WeatherObservation>({ max: 20_000, ms: WEATHER_CACHE_MS });
  readonly #budget: UpstreamBudget;

  constructor(
    @inject(OpenMeteoWeatherSource) private readonly upstream: OpenMeteoWeatherSource,
    @inject(ConfigToken) config: Config,
  ) {
    this.#budget = new UpstreamBudget(config.weather.newPlacesPerMinute);
  }

  observe(latitude: number, longitude: number): Promise<WeatherObservation> {
    return this.#cache.get(coordinateKey({ latitude, longitude }), () => {
      if (!this.#budget.take()) return Promise.reject(new WeatherUnavailable('busy'));
      return this.upstream.observe(latitude, longitude);
    });
  }
}

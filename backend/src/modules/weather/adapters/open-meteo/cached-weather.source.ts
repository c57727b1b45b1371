import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import type { WeatherSource } from '../../application/ports.ts';
import { coordinateKey } from '../../domain/coordinate.ts';
import type { WeatherObservation } from '../../domain/observation.ts';
import { OpenMeteoWeatherSource } from './open-meteo.source.ts';

/** How long one place's observation is reused: Open-Meteo's current conditions change every 15 minutes. */
export const WEATHER_CACHE_MS = 5 * 60_000;

/**
 * One upstream call per rounded place per 5 minutes, however many anglers open it; concurrent first
 * requests share that call. Failures are not remembered: the next request (Retry) asks again.
 */
export class CachedWeatherSource implements WeatherSource {
  readonly #cache = new ReadCache<WeatherObservation>({ max: 20_000, ms: WEATHER_CACHE_MS });

  constructor(@inject(OpenMeteoWeatherSource) private readonly upstream: OpenMeteoWeatherSource) {}

  observe(latitude: number, longitude: number): Promise<WeatherObservation> {
    return this.#cache.get(coordinateKey({ latitude, longitude }), () => this.upstream.observe(latitude, longitude));
  }
}

import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { ConfigToken } from '../../../../platform/tokens.ts';
import type { Config } from '../../../../platform/config/config.ts';
import type { WeatherSource } from '../../application/ports.ts';
import { coordinateKey } from '../../domain/coordinate.ts';
import type { WeatherObservation } from '../../domain/observation.ts';
import { WeatherUnavailable } from '../../domain/weather.errors.ts';
import { OpenMeteoWeatherSource } from './open-meteo.source.ts';
import { UpstreamBudget } from './upstream-budget.ts';

/** How long one place's observation is reused: Open-Meteo's current conditions change every 15 minutes. */
export const WEATHER_CACHE_MS = 5 * 60_000;
/**
 * Past this age a place still asked about is fetched again in the background while its observation
 * keeps answering, so a place people keep opening never makes one of them wait for Open-Meteo (up to
 * the 2 s time-out) when its five minutes end.
 */
export const WEATHER_REFRESH_AFTER_MS = 4 * 60_000;

interface Entry {
  /** When its upstream call began (the clock below). */
  at: number;
  observation: Promise<WeatherObservation>;
  loaded?: boolean;
  /** A background call for a fresher one has been made (once per entry). */
  refreshing?: boolean;
}

/**
 * One upstream call per rounded place per 5 minutes, however many anglers open it; concurrent first
 * requests share that call; a place asked about in its fifth minute is renewed in the background
 * (WEATHER_REFRESH_AFTER_MS), never served older than WEATHER_CACHE_MS. Failures are not remembered:
 * the next request (Retry) asks again; a failed background renewal leaves the observation to its
 * five minutes. New places past the minute's budget are refused (503) rather than spending the free
 * API's allowance.
 */
export class CachedWeatherSource implements WeatherSource {
  readonly #entries = new LRUCache<string, Entry>({ max: 20_000 });
  readonly #budget: UpstreamBudget;
  /** Milliseconds, monotonic; replaced in tests. */
  now: () => number = () => performance.now();

  constructor(
    @inject(OpenMeteoWeatherSource) private readonly upstream: Pick<OpenMeteoWeatherSource, 'observe'>,
    @inject(ConfigToken) config: Config,
  ) {
    this.#budget = new UpstreamBudget(config.weather.newPlacesPerMinute);
  }

  observe(latitude: number, longitude: number): Promise<WeatherObservation> {
    const key = coordinateKey({ latitude, longitude });
    const entry = this.#entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < WEATHER_CACHE_MS) {
      if (entry.loaded && !entry.refreshing && age >= WEATHER_REFRESH_AFTER_MS) this.#renew(key, entry, latitude, longitude);
      return entry.observation;
    }
    if (!this.#budget.take()) return Promise.reject(new WeatherUnavailable('busy'));
    return this.#ask(key, latitude, longitude).observation;
  }

  #ask(key: string, latitude: number, longitude: number): Entry {
    const entry: Entry = { at: this.now(), observation: this.upstream.observe(latitude, longitude) };
    this.#entries.set(key, entry);
    entry.observation.then(
      () => {
        entry.loaded = true;
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry;
  }

  /** The fresher observation replaces the old one once it has come; until then the old one answers. */
  #renew(key: string, old: Entry, latitude: number, longitude: number): void {
    old.refreshing = true;
    if (!this.#budget.take()) return;
    const at = this.now();
    this.upstream.observe(latitude, longitude).then(
      (observation) => {
        if (this.#entries.get(key) === old) this.#entries.set(key, { at, observation: Promise.resolve(observation), loaded: true });
      },
      () => undefined,
    );
  }
}

import { inject } from 'inversify';
import { ConfigToken } from '../../../../platform/tokens.ts';
import type { Config } from '../../../../platform/config/config.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import type { HourlyWeatherSource } from '../../application/ports.ts';
import type { HourWeather } from '../../domain/recorded-conditions.ts';
import { tideStateOf, type TideState } from '../../domain/tide-state.ts';
import { WeatherUnavailable } from '../../domain/weather.errors.ts';
import { HourlyResponse, MARINE_HOURLY, WEATHER_HOURLY } from './hourly.responses.ts';
import { getJson, UpstreamFailed } from './upstream-call.ts';

const HOUR_MS = 3_600_000;
/** The archive (ERA5) trails real time by about five days; younger hours come from the forecast API's past. */
const ARCHIVE_AFTER_MS = 6 * 24 * HOUR_MS;
/** A value counts for an hour when the series has one within 45 minutes of it. */
const NEAR_MS = 45 * 60_000;

type Series = HourlyResponse['hourly'];

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

function valueNear(h: Series, values: ReadonlyArray<number | null> | undefined, atMs: number): number | null {
  if (!values) return null;
  let best: number | null = null;
  let bestGap = NEAR_MS + 1;
  h.time.forEach((t, i) => {
    const v = values[i];
    const gap = Math.abs(t * 1000 - atMs);
    if (v !== null && v !== undefined && gap < bestGap) {
      best = v;
      bestGap = gap;
    }
  });
  return best;
}

/**
 * The hour of a catch from Open-Meteo, no key: the weather from the forecast API (recent) or the
 * archive API (older than six days), the sea from the marine API. A failing weather call throws
 * WeatherUnavailable (the job retries); a failing marine call leaves the water and tide unknown, and
 * a refusal means there is no sea there.
 */
export class OpenMeteoHourlySource implements HourlyWeatherSource {
  constructor(
    @inject(ConfigToken) private readonly config: Config,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async hourAt(latitude: number, longitude: number, at: Date): Promise<HourWeather> {
    const { forecastUrl, archiveUrl, marineUrl, timeoutMs } = this.config.weather;
    const t = at.getTime();
    const window = {
      latitude: String(latitude),
      longitude: String(longitude),
      start_date: day(t - 4 * HOUR_MS),
      end_date: day(t + 2 * HOUR_MS),
      timezone: 'GMT',
      timeformat: 'unixtime',
    };
    const archived = this.clock.now().getTime() - t > ARCHIVE_AFTER_MS;
    const weatherCall = urlOf(archived ? archiveUrl : forecastUrl, { ...window, hourly: WEATHER_HOURLY.join(','), wind_speed_unit: 'kmh' });
    const marineCall = urlOf(marineUrl, { ...window, hourly: MARINE_HOURLY.join(',') });

    const sea = this.sea(marineCall, timeoutMs, t);
    let h: Series;
    try {
      const parsed = HourlyResponse.safeParse(await getJson(weatherCall, timeoutMs));
      if (!parsed.success) throw new UpstreamFailed('failed', 'the hourly weather was not in the expected shape');
      h = parsed.data.hourly;
    } catch (error) {
      void sea.catch(() => undefined);
      throw new WeatherUnavailable(error instanceof UpstreamFailed && error.why === 'timeout' ? 'timeout' : 'failed');
    }
    const pressureAt = (ms: number) => valueNear(h, h.pressure_msl, ms) ?? valueNear(h, h.surface_pressure, ms);
    const pressureHpa = pressureAt(t);
    const airTemperatureC = valueNear(h, h.temperature_2m, t);
    if (pressureHpa === null && airTemperatureC === null) throw new WeatherUnavailable('failed'); // the hour is not there yet
    const { waterTemperatureC, tide } = await sea;
    return {
      airTemperatureC,
      waterTemperatureC,
      pressureHpa,
      pressure3hAgoHpa: pressureAt(t - 3 * HOUR_MS),
      windKmh: valueNear(h, h.wind_speed_10m, t),
      windDirectionDeg: valueNear(h, h.wind_direction_10m, t),
      cloudCoverPct: valueNear(h, h.cloud_cover, t),
      tide,
    };
  }

  private async sea(call: URL, timeoutMs: number, t: number): Promise<{ waterTemperatureC: number | null; tide: TideState }> {
    try {
      const parsed = HourlyResponse.safeParse(await getJson(call, timeoutMs));
      if (!parsed.success) return { waterTemperatureC: null, tide: 'unknown' };
      const h = parsed.data.hourly;
      const water = valueNear(h, h.sea_surface_temperature, t);
      const level = (ms: number) => valueNear(h, h.sea_level_height_msl, ms);
      const tide = tideStateOf(level(t - HOUR_MS), level(t), level(t + HOUR_MS));
      if (water === null && tide === 'unknown' && (h.sea_level_height_msl ?? []).every((v) => v === null))
        return { waterTemperatureC: null, tide: 'none' };
      return { waterTemperatureC: water, tide };
    } catch (error) {
      // The marine API refuses a place it has no sea for; anything else is unknown this time.
      return { waterTemperatureC: null, tide: error instanceof UpstreamFailed && error.why === 'refused' ? 'none' : 'unknown' };
    }
  }
}

function urlOf(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

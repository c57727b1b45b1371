import { inject } from 'inversify';
import { ConfigToken } from '../../../../platform/tokens.ts';
import type { Config } from '../../../../platform/config/config.ts';
import type { WeatherSource } from '../../application/ports.ts';
import type { Sea, WeatherObservation } from '../../domain/observation.ts';
import { WeatherUnavailable } from '../../domain/weather.errors.ts';
import { getJson, UpstreamFailed } from './upstream-call.ts';
import { FORECAST_CURRENT, ForecastResponse, MARINE_CURRENT, MarineResponse } from './open-meteo.responses.ts';

const HOUR_S = 3600;

/** Metres per second from the unit Open-Meteo says it used (km/h unless asked otherwise). */
function toMetresPerSecond(value: number, unit: string | undefined): number {
  if (unit === 'm/s') return value;
  if (unit === 'kn') return value * 0.514444;
  if (unit === 'mph') return value * 0.44704;
  return value / 3.6;
}

/** Open-Meteo's forecast (required) and marine (optional: null inland or when it fails) APIs, no key. */
export class OpenMeteoWeatherSource implements WeatherSource {
  constructor(@inject(ConfigToken) private readonly config: Config) {}

  async observe(latitude: number, longitude: number): Promise<WeatherObservation> {
    const { forecastUrl, marineUrl, timeoutMs } = this.config.weather;
    const place = { latitude: String(latitude), longitude: String(longitude), timeformat: 'unixtime', timezone: 'GMT' };
    const forecastCall = new URL(forecastUrl);
    for (const [k, v] of Object.entries({
      ...place,
      current: FORECAST_CURRENT.join(','),
      hourly: 'pressure_msl',
      past_hours: '4',
      forecast_hours: '1',
      wind_speed_unit: 'kmh',
    }))
      forecastCall.searchParams.set(k, v);
    const marineCall = new URL(marineUrl);
    for (const [k, v] of Object.entries({ ...place, current: MARINE_CURRENT.join(',') })) marineCall.searchParams.set(k, v);

    // Both at once: the whole report takes at most one time-out.
    const marine = this.sea(marineCall, timeoutMs);
    let forecast: ForecastResponse;
    try {
      const parsed = ForecastResponse.safeParse(await getJson(forecastCall, timeoutMs));
      if (!parsed.success) throw new UpstreamFailed('failed', 'the forecast was not in the expected shape');
      forecast = parsed.data;
    } catch (error) {
      void marine.catch(() => undefined);
      throw new WeatherUnavailable(error instanceof UpstreamFailed && error.why === 'timeout' ? 'timeout' : 'failed');
    }
    const c = forecast.current;
    return {
      latitude,
      longitude,
      current: {
        temperatureC: c.temperature_2m,
        windKmh: Math.max(0, c.wind_speed_10m),
        windDirectionDeg: c.wind_direction_10m,
        pressureHpa: c.pressure_msl,
        humidityPct: c.relative_humidity_2m,
        cloudCoverPct: c.cloud_cover,
        visibilityM: c.visibility ?? null,
        precipitationMm: Math.max(0, c.precipitation),
        weatherCode: Math.round(c.weather_code),
        observedAt: new Date(c.time * 1000),
      },
      pressure3hAgoHpa: pressureBefore(forecast, c.time - 3 * HOUR_S),
      sea: await marine,
      fetchedAt: new Date(),
    };
  }

  private async sea(call: URL, timeoutMs: number): Promise<Sea> {
    try {
      const parsed = MarineResponse.safeParse(await getJson(call, timeoutMs));
      if (!parsed.success) return { kind: 'unavailable' };
      const m = parsed.data.current;
      const values = [m.wave_height, m.wave_direction, m.sea_surface_temperature, m.ocean_current_velocity].map((v) => v ?? null);
      if (values.every((v) => v === null)) return { kind: 'inland' };
      const velocity = m.ocean_current_velocity ?? null;
      return {
        kind: 'sea',
        state: {
          waveHeightM: m.wave_height ?? null,
          waveDirectionDeg: m.wave_direction ?? null,
          waterTemperatureC: m.sea_surface_temperature ?? null,
          currentSpeedMs:
            velocity === null
              ? null
              : Math.round(toMetresPerSecond(velocity, parsed.data.current_units?.ocean_current_velocity) * 100) / 100,
          observedAt: new Date(m.time * 1000),
        },
      };
    } catch (error) {
      // The marine API refuses a place it has no sea for; anything else is a failure this time.
      return error instanceof UpstreamFailed && error.why === 'refused' ? { kind: 'inland' } : { kind: 'unavailable' };
    }
  }
}

/** The hourly pressure nearest a moment (within 45 minutes), or null. */
function pressureBefore(forecast: ForecastResponse, atSeconds: number): number | null {
  const hourly = forecast.hourly;
  if (!hourly) return null;
  let best: number | null = null;
  let bestGap = 45 * 60 + 1;
  hourly.time.forEach((t, i) => {
    const value = hourly.pressure_msl[i];
    const gap = Math.abs(t - atSeconds);
    if (value !== null && value !== undefined && gap < bestGap) {
      best = value;
      bestGap = gap;
    }
  });
  return best;
}

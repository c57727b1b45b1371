import { z } from 'zod';

/**
 * What Open-Meteo answers (JSON, `timeformat=unixtime`, times in seconds UTC): a `current` block of the
 * variables asked for, with `time` and `interval`, and an `hourly` block of arrays. A variable with no
 * data at the place is null (the marine model over land).
 */
const nullableNumber = z.number().nullable();

export const ForecastResponse = z.object({
  current: z.object({
    time: z.number(),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    precipitation: z.number(),
    weather_code: z.number(),
    cloud_cover: z.number(),
    pressure_msl: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
    visibility: nullableNumber.optional(),
  }),
  hourly: z
    .object({
      time: z.array(z.number()),
      pressure_msl: z.array(nullableNumber),
    })
    .optional(),
});
export type ForecastResponse = z.infer<typeof ForecastResponse>;

export const MarineResponse = z.object({
  current_units: z.record(z.string(), z.string()).optional(),
  current: z.object({
    time: z.number(),
    wave_height: nullableNumber.optional(),
    wave_direction: nullableNumber.optional(),
    sea_surface_temperature: nullableNumber.optional(),
    ocean_current_velocity: nullableNumber.optional(),
  }),
});
export type MarineResponse = z.infer<typeof MarineResponse>;

export const FORECAST_CURRENT = [
  'temperature_2m',
  'relative_humidity_2m',
  'precipitation',
  'weather_code',
  'cloud_cover',
  'pressure_msl',
  'wind_speed_10m',
  'wind_direction_10m',
  'visibility',
] as const;
export const MARINE_CURRENT = ['wave_height', 'wave_direction', 'sea_surface_temperature', 'ocean_current_velocity'] as const;

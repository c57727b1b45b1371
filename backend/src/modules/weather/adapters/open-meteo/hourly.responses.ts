import { z } from 'zod';

/**
 * What Open-Meteo's forecast, archive and marine APIs answer for `hourly=` variables with
 * `timeformat=unixtime`: a `time` array (seconds UTC) and one array per variable asked for, null
 * where the model has no value (the marine model over land, an archive hour not yet computed).
 */
const series = z.array(z.number().nullable()).optional();

export const HourlyResponse = z.object({
  hourly: z.object({
    time: z.array(z.number()),
    temperature_2m: series,
    pressure_msl: series,
    surface_pressure: series,
    wind_speed_10m: series,
    wind_direction_10m: series,
    cloud_cover: series,
    sea_surface_temperature: series,
    sea_level_height_msl: series,
  }),
});
export type HourlyResponse = z.infer<typeof HourlyResponse>;

/** Open-Meteo's own names: the same on the forecast API and the archive (ERA5) API. */
export const WEATHER_HOURLY = [
  'temperature_2m',
  'pressure_msl',
  'surface_pressure',
  'wind_speed_10m',
  'wind_direction_10m',
  'cloud_cover',
] as const;
export const MARINE_HOURLY = ['sea_surface_temperature', 'sea_level_height_msl'] as const;

import type { WeatherObservation } from '../domain/observation.ts';
import type { SkyDay } from '../domain/sky.ts';

/** Current weather and sea state at a (rounded) place. Throws WeatherUnavailable when the forecast cannot be had. */
export interface WeatherSource {
  observe(latitude: number, longitude: number): Promise<WeatherObservation>;
}
export const WeatherSource = Symbol.for('weather.WeatherSource');

/** The sun and moon at a place around a moment (astronomy: computed, never fetched). */
export interface SkyCalendar {
  skyAt(latitude: number, longitude: number, at: Date): SkyDay;
}
export const SkyCalendar = Symbol.for('weather.SkyCalendar');

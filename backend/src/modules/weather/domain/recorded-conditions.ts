import { lightAt, type Light } from './light.ts';
import { moonPhaseNameOf, type MoonPhaseName } from './moon-phase.ts';
import { pressureTrendOf, type PressureTrend } from './pressure-trend.ts';
import type { SkyDay } from './sky.ts';
import { solunarPeriodAt, solunarPeriods } from './solunar.ts';
import type { TideState } from './tide-state.ts';

/** The weather in the hour of a catch or a trip, as the upstream's hourly series had it. */
export interface HourWeather {
  airTemperatureC: number | null;
  /** Sea surface temperature where there is a sea; null inland (lakes have no model). */
  waterTemperatureC: number | null;
  /** Mean sea-level pressure (comparable between places and over time); surface pressure when it is all there is. */
  pressureHpa: number | null;
  pressure3hAgoHpa: number | null;
  windKmh: number | null;
  /** Where the wind comes from, degrees. */
  windDirectionDeg: number | null;
  cloudCoverPct: number | null;
  tide: TideState;
}

/**
 * What a catch or a trip carries: the weather of its hour and the sky of its moment. No place and no
 * station or grid name by construction — a viewer allowed only a coarse place learns nothing finer
 * from it — so it can be shown wherever the catch itself is shown.
 */
export interface RecordedConditions {
  airTemperatureC: number | null;
  waterTemperatureC: number | null;
  pressureHpa: number | null;
  pressureChange3hHpa: number | null;
  pressureTrend: PressureTrend | null;
  windKmh: number | null;
  windDirectionDeg: number | null;
  cloudCoverPct: number | null;
  moonPhase: MoonPhaseName;
  solunar: 'major' | 'minor' | 'none';
  light: Light;
  tide: TideState;
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export function recordConditions(at: Date, weather: HourWeather, sky: SkyDay): RecordedConditions {
  const change = weather.pressureHpa !== null && weather.pressure3hAgoHpa !== null ? weather.pressureHpa - weather.pressure3hAgoHpa : null;
  const running = solunarPeriodAt(solunarPeriods(sky.moonEvents), at);
  return {
    airTemperatureC: round1(weather.airTemperatureC),
    waterTemperatureC: round1(weather.waterTemperatureC),
    pressureHpa: round1(weather.pressureHpa),
    pressureChange3hHpa: round1(change),
    pressureTrend: pressureTrendOf(change),
    windKmh: round1(weather.windKmh),
    windDirectionDeg: weather.windDirectionDeg === null ? null : Math.round(weather.windDirectionDeg),
    cloudCoverPct: weather.cloudCoverPct === null ? null : Math.round(weather.cloudCoverPct),
    moonPhase: moonPhaseNameOf(sky.moonPhase),
    solunar: running?.kind ?? 'none',
    light: lightAt(at, sky),
    tide: weather.tide,
  };
}

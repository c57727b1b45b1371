/**
 * The named parts of the fishing score: each turns one reading into points (positive helps, negative
 * hurts) and a reason an angler can check against the water. The sizes follow anglers' long
 * experience rather than a fitted model: pressure and its trend, wind and light count most; the moon
 * least (about 5 points of 100).
 */
export interface FactorPoints {
  points: number;
  reason: string;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).replace(/^-0(\.0+)?$/, '0');
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${fmt(Math.abs(n), 1)}`;

/** Mean sea-level pressure: fish are said to bite best around normal pressure, slower under a big high. */
export function pressurePoints(hPa: number): FactorPoints {
  const reading = `${fmt(hPa)} hPa`;
  if (hPa < 1000) return { points: -2, reason: `Low pressure (${reading}): unsettled weather` };
  if (hPa <= 1022) return { points: 4, reason: `Normal pressure (${reading})` };
  return { points: -4, reason: `High pressure (${reading}): fish often hold deep and slow` };
}

/** The change over three hours: a gently falling barometer before a front is the classic bite. */
export function pressureTrendPoints(change3hHpa: number | null): FactorPoints {
  if (change3hHpa === null) return { points: 0, reason: 'No pressure history for the last 3 hours' };
  const change = `${signed(change3hHpa)} hPa in 3 h`;
  if (change3hHpa <= -3) return { points: 3, reason: `Pressure falling fast (${change}): a front is near` };
  if (change3hHpa <= -1) return { points: 10, reason: `Pressure falling (${change}): fish feed before a front` };
  if (change3hHpa < 1) return { points: 3, reason: `Pressure steady (${change})` };
  if (change3hHpa < 3) return { points: -4, reason: `Pressure rising (${change}): fish settle after a front` };
  return { points: -8, reason: `Pressure rising fast (${change}): a cold front has passed` };
}

/** Wind: a breeze ripples the surface and stirs food; a strong wind makes fishing hard and unsafe. */
export function windPoints(kmh: number): FactorPoints {
  const reading = `${fmt(kmh)} km/h`;
  if (kmh < 5) return { points: 1, reason: `Calm (${reading}): clear, flat water makes fish wary` };
  if (kmh < 20) return { points: 8, reason: `Light breeze (${reading}) ripples the surface` };
  if (kmh < 30) return { points: 2, reason: `Fresh breeze (${reading})` };
  if (kmh < 40) return { points: -8, reason: `Strong wind (${reading}): hard to hold a line` };
  return { points: -16, reason: `Gale-force wind (${reading})` };
}

/** Rain in the last hour: a light rain cuts the light and washes food in; a heavy one muddies the water. */
export function precipitationPoints(mm: number): FactorPoints {
  if (mm <= 0) return { points: 0, reason: 'Dry' };
  const reading = `${fmt(mm, 1)} mm in the last hour`;
  if (mm < 2.5) return { points: 5, reason: `Light rain (${reading})` };
  if (mm < 7.6) return { points: -3, reason: `Moderate rain (${reading})` };
  return { points: -10, reason: `Heavy rain (${reading}): muddy water and run-off` };
}

/** Cloud: overcast skies keep fish shallow and less shy. */
export function cloudPoints(percent: number): FactorPoints {
  const reading = `${fmt(percent)} % cloud`;
  if (percent >= 70) return { points: 6, reason: `Overcast (${reading}): fish roam shallower` };
  if (percent >= 30) return { points: 3, reason: `Partly cloudy (${reading})` };
  return { points: -2, reason: `Bright sky (${reading}): fish seek shade and depth` };
}

/** Air temperature: fish slow down in the cold, and anglers and fish both wilt in the heat. */
export function airTemperaturePoints(celsius: number): FactorPoints {
  const reading = `${fmt(celsius, 1)} °C`;
  if (celsius < 0) return { points: -8, reason: `Freezing (${reading})` };
  if (celsius < 5) return { points: -4, reason: `Cold (${reading}): fish are sluggish` };
  if (celsius <= 25) return { points: 4, reason: `Mild (${reading})` };
  if (celsius <= 32) return { points: 0, reason: `Warm (${reading})` };
  return { points: -6, reason: `Hot (${reading}): fish go deep` };
}

/** Sea surface temperature, where there is a sea. */
export function waterTemperaturePoints(celsius: number | null, sea: 'sea' | 'inland' | 'unavailable'): FactorPoints {
  if (sea === 'inland') return { points: 0, reason: 'Inland: no sea temperature here' };
  if (celsius === null) return { points: 0, reason: 'Sea temperature not available' };
  const reading = `${fmt(celsius, 1)} °C`;
  if (celsius < 5) return { points: -4, reason: `Cold water (${reading})` };
  if (celsius < 10) return { points: 0, reason: `Cool water (${reading})` };
  if (celsius <= 24) return { points: 5, reason: `Comfortable water (${reading})` };
  if (celsius <= 28) return { points: 0, reason: `Warm water (${reading})` };
  return { points: -4, reason: `Very warm water (${reading}): little oxygen` };
}

export type DayPart = 'dawn' | 'dusk' | 'midday' | 'day' | 'night';

const HOUR = 60 * 60_000;

/**
 * Where a moment falls in the sun's day: within an hour of sunrise or sunset, the two hours either
 * side of solar noon, other daylight, or night (the sun below the horizon).
 */
export function dayPartAt(at: Date, sky: { sunAltitudeDeg: number; sunrise: Date | null; sunset: Date | null; solarNoon: Date }): DayPart {
  const t = at.getTime();
  const within = (d: Date | null, ms: number) => d !== null && Math.abs(t - d.getTime()) <= ms;
  if (within(sky.sunrise, HOUR)) return 'dawn';
  if (within(sky.sunset, HOUR)) return 'dusk';
  if (sky.sunAltitudeDeg < 0) return 'night';
  return within(sky.solarNoon, 2 * HOUR) ? 'midday' : 'day';
}

/** Low light — dawn and dusk — is the best of the day; the bright middle of the day the slowest. */
export function timeOfDayPoints(part: DayPart): FactorPoints {
  switch (part) {
    case 'dawn':
      return { points: 10, reason: 'Dawn: low light, fish feed' };
    case 'dusk':
      return { points: 10, reason: 'Dusk: low light, fish feed' };
    case 'midday':
      return { points: -4, reason: 'Midday: bright sun, fish hold deep' };
    case 'day':
      return { points: 2, reason: 'Daytime' };
    case 'night':
      return { points: 2, reason: 'Night: some species feed after dark' };
  }
}

/** The solunar period running now, if any: small, as the evidence says. */
export function solunarPoints(running: { kind: 'major' | 'minor'; event: string } | null): FactorPoints {
  if (!running) return { points: 0, reason: 'Between solunar periods' };
  const event =
    { overhead: 'moon overhead', underfoot: 'moon underfoot', moonrise: 'moonrise', moonset: 'moonset' }[running.event] ?? running.event;
  return running.kind === 'major'
    ? { points: 5, reason: `Major solunar period (${event})` }
    : { points: 3, reason: `Minor solunar period (${event})` };
}

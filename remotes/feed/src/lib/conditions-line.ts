import type { CatchConditions, UnitSystem } from '@tightlines/contracts';

/** One value of a catch's conditions line: what it is (picks its icon), the short text, and a full label for screen readers. */
export interface ConditionPart {
  kind: 'air' | 'water' | 'pressure' | 'wind' | 'cloud' | 'moon' | 'solunar' | 'light' | 'tide';
  text: string;
  label: string;
}

const ARROW = { rising: '↗', steady: '→', falling: '↘' } as const;
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const compass = (deg: number) => COMPASS[Math.round((((deg % 360) + 360) % 360) / 45) % 8]!;
const temperature = (c: number, system: UnitSystem) => (system === 'metric' ? `${Math.round(c)}°C` : `${Math.round((c * 9) / 5 + 32)}°F`);
const speed = (kmh: number, system: UnitSystem) => (system === 'metric' ? `${Math.round(kmh)} km/h` : `${Math.round(kmh / 1.609344)} mph`);

/**
 * A catch's conditions as a short line of values, in the reader's units: what the card shows under the
 * catch. Unknowns are left out; tide only where there is a sea and it is known.
 */
export function conditionParts(c: CatchConditions, system: UnitSystem): ConditionPart[] {
  const parts: ConditionPart[] = [];
  if (c.airTemperature !== null)
    parts.push({ kind: 'air', text: temperature(c.airTemperature, system), label: `Air ${temperature(c.airTemperature, system)}` });
  if (c.waterTemperature !== null)
    parts.push({ kind: 'water', text: temperature(c.waterTemperature, system), label: `Water ${temperature(c.waterTemperature, system)}` });
  if (c.pressure !== null) {
    const trend = c.pressureTrend ? ` ${ARROW[c.pressureTrend]}` : '';
    parts.push({
      kind: 'pressure',
      text: `${Math.round(c.pressure)} hPa${trend}`,
      label: `Pressure ${Math.round(c.pressure)} hPa${c.pressureTrend ? `, ${c.pressureTrend}` : ''}`,
    });
  }
  if (c.windSpeed !== null) {
    const from = c.windDirection !== null && c.windSpeed >= 1 ? `${compass(c.windDirection)} ` : '';
    parts.push({ kind: 'wind', text: `${from}${speed(c.windSpeed, system)}`, label: `Wind ${from}${speed(c.windSpeed, system)}` });
  }
  if (c.cloudCover !== null) parts.push({ kind: 'cloud', text: `${c.cloudCover}%`, label: `Cloud cover ${c.cloudCover}%` });
  parts.push({ kind: 'moon', text: c.moonPhase, label: `Moon ${c.moonPhase}` });
  if (c.solunar !== 'none') parts.push({ kind: 'solunar', text: `${c.solunar} period`, label: `In a ${c.solunar} solunar period` });
  parts.push({ kind: 'light', text: c.light, label: `Caught at ${c.light}` });
  if (c.tide !== 'none' && c.tide !== 'unknown') parts.push({ kind: 'tide', text: `${c.tide} tide`, label: `Tide ${c.tide}` });
  return parts;
}

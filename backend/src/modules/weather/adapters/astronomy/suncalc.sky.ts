import * as SunCalc from 'suncalc';
import { LRUCache } from 'lru-cache';
import type { SkyCalendar } from '../../application/ports.ts';
import type { MoonEvent, SkyDay } from '../../domain/sky.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Moon events are looked for from this long before the moment to this long after. */
const BEFORE = 14 * HOUR;
const AFTER = 28 * HOUR;
const STEP = 10 * MINUTE;

const nearest = (dates: Array<Date | null | undefined>, at: Date): Date | null => {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || Math.abs(d.getTime() - at.getTime()) < Math.abs(best.getTime() - at.getTime()))) best = d;
  return best;
};

/**
 * Sun and moon from suncalc 2 (angles in degrees, UTC instants). suncalc has no transit call, so the
 * moon overhead and underfoot are the highest and lowest points of its altitude, found by a 10-minute
 * scan refined to the minute; moonrise and moonset come from suncalc's own rise/set search, which
 * covers one UTC day a call (three calls cover the window). Moon events change slowly: they are worked
 * out once per place and hour.
 */
export class SuncalcSkyCalendar implements SkyCalendar {
  readonly #moon = new LRUCache<string, MoonEvent[]>({ max: 5_000 });

  skyAt(latitude: number, longitude: number, at: Date): SkyDay {
    const days = [-DAY, 0, DAY].map((offset) => SunCalc.getTimes(new Date(at.getTime() + offset), latitude, longitude));
    const hourStart = Math.floor(at.getTime() / HOUR) * HOUR;
    const key = `${latitude},${longitude},${hourStart}`;
    let moonEvents = this.#moon.get(key);
    if (!moonEvents) {
      moonEvents = moonEventsAround(latitude, longitude, new Date(hourStart));
      this.#moon.set(key, moonEvents);
    }
    return {
      sunAltitudeDeg: SunCalc.getPosition(at, latitude, longitude).altitude,
      sunrise: nearest(days.map((d) => d.sunrise), at),
      sunset: nearest(days.map((d) => d.sunset), at),
      solarNoon: nearest(days.map((d) => d.solarNoon), at)!,
      moonEvents,
      moonPhase: SunCalc.getMoonIllumination(at).phase,
    };
  }
}

/** Transits (overhead, underfoot), rises and sets of the moon between BEFORE and AFTER the moment, in time order. */
export function moonEventsAround(latitude: number, longitude: number, at: Date): MoonEvent[] {
  const from = at.getTime() - BEFORE;
  const to = at.getTime() + AFTER;
  const altitude = (t: number) => SunCalc.getMoonPosition(new Date(t), latitude, longitude).altitude;
  const events: MoonEvent[] = [];

  const samples: Array<{ t: number; alt: number }> = [];
  for (let t = from - STEP; t <= to + STEP; t += STEP) samples.push({ t, alt: altitude(t) });
  for (let i = 1; i < samples.length - 1; i++) {
    const [prev, here, next] = [samples[i - 1]!, samples[i]!, samples[i + 1]!];
    const isMax = here.alt >= prev.alt && here.alt > next.alt;
    const isMin = here.alt <= prev.alt && here.alt < next.alt;
    if (!isMax && !isMin) continue;
    // Refine to the minute within the neighbouring steps.
    let bestT = here.t;
    let bestAlt = here.alt;
    for (let t = prev.t; t <= next.t; t += MINUTE) {
      const alt = altitude(t);
      if (isMax ? alt > bestAlt : alt < bestAlt) [bestT, bestAlt] = [t, alt];
    }
    if (bestT >= from && bestT <= to) events.push({ kind: isMax ? 'overhead' : 'underfoot', at: new Date(bestT) });
  }

  for (let day = Math.floor(from / DAY) * DAY; day <= to; day += DAY) {
    const times = SunCalc.getMoonTimes(new Date(day + DAY / 2), latitude, longitude);
    for (const [kind, when] of [['moonrise', times.rise], ['moonset', times.set]] as const) {
      if (when && when.getTime() >= from && when.getTime() <= to) events.push({ kind, at: when });
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

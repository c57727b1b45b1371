import * as SunCalc from 'suncalc';
import { LRUCache } from 'lru-cache';
import type { SkyCalendar } from '../../application/ports.ts';
import type { MoonEvent, SkyDay } from '../../domain/sky.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Moon events are worked out once per place and 6-hour bucket, from 14 hours before the bucket to 34
 * after it: every moment in the bucket sees the periods from two hours back to a day ahead.
 */
const BUCKET = 6 * HOUR;
const BEFORE = 14 * HOUR;
const AFTER = 34 * HOUR;
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
 * covers one UTC day a call. Sun and moon times change slowly: they are worked out once per place
 * and 6-hour bucket (about 8 ms), not per request; only the sun's height is computed each time.
 */
export class SuncalcSkyCalendar implements SkyCalendar {
  readonly #slow = new LRUCache<string, SlowSky>({ max: 5_000 });

  skyAt(latitude: number, longitude: number, at: Date): SkyDay {
    const offset = bucketOffset(latitude, longitude);
    const bucketStart = Math.floor((at.getTime() - offset) / BUCKET) * BUCKET + offset;
    const key = `${latitude},${longitude},${bucketStart}`;
    let slow = this.#slow.get(key);
    if (!slow) {
      slow = slowSky(latitude, longitude, new Date(bucketStart));
      this.#slow.set(key, slow);
    }
    return {
      sunAltitudeDeg: SunCalc.getPosition(at, latitude, longitude).altitude,
      sunrise: nearest(slow.sunrises, at),
      sunset: nearest(slow.sunsets, at),
      solarNoon: nearest(slow.solarNoons, at)!,
      moonEvents: slow.moonEvents,
      moonPhase: slow.moonPhase,
    };
  }
}

/**
 * Where a place's 6-hour buckets start, a whole number of minutes past 00:00, 06:00, 12:00 and 18:00
 * UTC drawn from its coordinates: with one boundary for every place, the first request for each
 * cached place after it paid the ~2–8 ms of slowSky at the same moment, a burst of synchronous work
 * (500 places: seconds of CPU) that stalled every request behind it; staggered, they come one at a time.
 */
export function bucketOffset(latitude: number, longitude: number): number {
  let h = Math.imul(Math.round(latitude * 1000), 73_856_093) ^ Math.imul(Math.round(longitude * 1000), 19_349_663);
  // murmur3's finaliser, so that near places land on unrelated minutes
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  h ^= h >>> 16;
  return ((h >>> 0) % (BUCKET / MINUTE)) * MINUTE;
}

/** What changes slowly at a place: worked out once per 6-hour bucket. */
interface SlowSky {
  sunrises: Array<Date | null>;
  sunsets: Array<Date | null>;
  solarNoons: Date[];
  moonEvents: MoonEvent[];
  moonPhase: number;
}

function slowSky(latitude: number, longitude: number, bucketStart: Date): SlowSky {
  // The solar days around the bucket: whatever moment in it, its nearest sunrise, sunset and noon are among these.
  const days = [-DAY, 0, DAY, 2 * DAY].map((offset) => SunCalc.getTimes(new Date(bucketStart.getTime() + offset), latitude, longitude));
  return {
    sunrises: days.map((d) => d.sunrise),
    sunsets: days.map((d) => d.sunset),
    solarNoons: days.map((d) => d.solarNoon),
    moonEvents: moonEventsAround(latitude, longitude, bucketStart),
    moonPhase: SunCalc.getMoonIllumination(new Date(bucketStart.getTime() + BUCKET / 2)).phase,
  };
}

/** Transits (overhead, underfoot), rises and sets of the moon from BEFORE a moment to AFTER it, in time order. */
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
    for (const [kind, when] of [
      ['moonrise', times.rise],
      ['moonset', times.set],
    ] as const) {
      if (when && when.getTime() >= from && when.getTime() <= to) events.push({ kind, at: when });
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { roundedCoordinate } from '../domain/coordinate.ts';
import { fishingScore, type FishingScore } from '../domain/fishing-score.ts';
import { conditionsText, recommendationText } from '../domain/conditions.ts';
import type { WeatherObservation } from '../domain/observation.ts';
import { solunarPeriods, type SolunarPeriod } from '../domain/solunar.ts';
import { SkyCalendar, WeatherSource } from './ports.ts';

export interface WeatherReport {
  observation: WeatherObservation;
  score: FishingScore;
  conditions: string;
  recommendation: string;
  moonPhase: number;
  /** Today's periods: those ending after two hours ago and starting within the next day. */
  solunar: SolunarPeriod[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * An angler opens a place's weather: the observation (shared by nearby places), scored as of the current
 * minute. The report is the same for everyone asking about the place in that minute, so it is worked out
 * once per observation and minute and the same object answers them all (its written form can be kept too).
 */
export class WeatherReportAt {
  /** Each observation's report of the last minute it was asked about (an observation lives five minutes). */
  readonly #scored = new WeakMap<WeatherObservation, { minute: number; report: WeatherReport }>();

  constructor(
    @inject(WeatherSource) private readonly weather: WeatherSource,
    @inject(SkyCalendar) private readonly sky: SkyCalendar,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(latitude: number, longitude: number): Promise<WeatherReport> {
    const at = roundedCoordinate(latitude, longitude);
    const observation = await this.weather.observe(at.latitude, at.longitude);
    const minute = Math.floor(this.clock.now().getTime() / MINUTE) * MINUTE;
    const scored = this.#scored.get(observation);
    if (scored?.minute === minute) return scored.report;
    const report = this.#report(observation, at, new Date(minute));
    this.#scored.set(observation, { minute, report });
    return report;
  }

  #report(observation: WeatherObservation, at: { latitude: number; longitude: number }, now: Date): WeatherReport {
    const sky = this.sky.skyAt(at.latitude, at.longitude, now);
    const periods = solunarPeriods(sky.moonEvents);
    const score = fishingScore({ observation, sky, solunar: periods, now });
    const soon = periods.filter((p) => p.end.getTime() >= now.getTime() - 2 * HOUR && p.start.getTime() <= now.getTime() + 24 * HOUR);
    return {
      observation,
      score,
      conditions: conditionsText(observation, score),
      recommendation: recommendationText(score),
      moonPhase: sky.moonPhase,
      solunar: soon,
    };
  }
}

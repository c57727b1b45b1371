import type { WeatherObservation } from './observation.ts';
import type { SkyDay } from './sky.ts';
import { solunarPeriodAt, type SolunarPeriod } from './solunar.ts';
import { isThunderstorm } from './weather-words.ts';
import {
  airTemperaturePoints,
  cloudPoints,
  dayPartAt,
  precipitationPoints,
  pressurePoints,
  pressureTrendPoints,
  solunarPoints,
  timeOfDayPoints,
  waterTemperaturePoints,
  windPoints,
  type FactorPoints,
} from './score-factors.ts';

/**
 * The fishing score (0–100): a baseline plus named factor points, then hard caps for danger. Every
 * point is explained — which factor, why, from which data and how old that data is — so an angler can
 * disagree with it knowingly. Stale data does not change the points; it marks the score low-confidence.
 */
export const SCORE_BASELINE = 50;
/** Open-Meteo's current conditions move every 15 minutes; data older than this is stale. */
export const STALE_AFTER_MINUTES = 60;

export type FactorKey =
  | 'pressure'
  | 'pressureTrend'
  | 'wind'
  | 'precipitation'
  | 'cloud'
  | 'airTemperature'
  | 'waterTemperature'
  | 'timeOfDay'
  | 'solunar';
export type FactorSource = 'forecast' | 'marine' | 'astronomy';

export interface ScoreFactor extends FactorPoints {
  key: FactorKey;
  label: string;
  source: FactorSource;
  observedAt: Date;
  ageMinutes: number;
}

export type CapReason = 'thunderstorm' | 'strongWind' | 'highWaves';
export interface ScoreCap {
  reason: CapReason;
  max: number;
  label: string;
}

export type FishingRating = 'excellent' | 'good' | 'fair' | 'poor' | 'very poor';

export interface FishingScore {
  value: number;
  rating: FishingRating;
  baseline: number;
  factors: ScoreFactor[];
  caps: ScoreCap[];
  confidence: 'normal' | 'low';
}

export interface ScoreInput {
  observation: WeatherObservation;
  sky: SkyDay;
  solunar: readonly SolunarPeriod[];
  now: Date;
}

const ageMinutes = (observedAt: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - observedAt.getTime()) / 60_000));

/** The dangers that cap the score whatever else is good: nobody should be on the water in these. */
export function dangerCaps(o: Pick<WeatherObservation, 'current' | 'sea'>): ScoreCap[] {
  const caps: ScoreCap[] = [];
  if (isThunderstorm(o.current.weatherCode)) caps.push({ reason: 'thunderstorm', max: 10, label: 'Thunderstorm: stay off the water' });
  if (o.current.windKmh >= 50) caps.push({ reason: 'strongWind', max: 15, label: 'Gale-force wind: unsafe on the water' });
  else if (o.current.windKmh >= 40) caps.push({ reason: 'strongWind', max: 30, label: 'Strong wind: take care on the water' });
  const waves = o.sea.kind === 'sea' ? o.sea.state.waveHeightM : null;
  if (waves !== null && waves >= 2.5) caps.push({ reason: 'highWaves', max: 30, label: 'High waves: small boats stay in' });
  return caps;
}

export function ratingOf(value: number): FishingRating {
  if (value >= 80) return 'excellent';
  if (value >= 60) return 'good';
  if (value >= 40) return 'fair';
  if (value >= 20) return 'poor';
  return 'very poor';
}

export function fishingScore({ observation, sky, solunar, now }: ScoreInput): FishingScore {
  const { current, sea } = observation;
  const forecast = (key: FactorKey, label: string, points: FactorPoints): ScoreFactor => ({
    key,
    label,
    ...points,
    source: 'forecast',
    observedAt: current.observedAt,
    ageMinutes: ageMinutes(current.observedAt, now),
  });
  const astronomy = (key: FactorKey, label: string, points: FactorPoints): ScoreFactor => ({
    key,
    label,
    ...points,
    source: 'astronomy',
    observedAt: now,
    ageMinutes: 0,
  });
  const seaObservedAt = sea.kind === 'sea' ? sea.state.observedAt : current.observedAt;
  const change3h = observation.pressure3hAgoHpa === null ? null : current.pressureHpa - observation.pressure3hAgoHpa;

  const factors: ScoreFactor[] = [
    forecast('pressure', 'Pressure', pressurePoints(current.pressureHpa)),
    forecast('pressureTrend', 'Pressure trend', pressureTrendPoints(change3h)),
    forecast('wind', 'Wind', windPoints(current.windKmh)),
    forecast('precipitation', 'Rain', precipitationPoints(current.precipitationMm)),
    forecast('cloud', 'Cloud', cloudPoints(current.cloudCoverPct)),
    forecast('airTemperature', 'Air temperature', airTemperaturePoints(current.temperatureC)),
    {
      key: 'waterTemperature',
      label: 'Water temperature',
      ...waterTemperaturePoints(sea.kind === 'sea' ? sea.state.waterTemperatureC : null, sea.kind),
      source: 'marine',
      observedAt: seaObservedAt,
      ageMinutes: ageMinutes(seaObservedAt, now),
    },
    astronomy('timeOfDay', 'Time of day', timeOfDayPoints(dayPartAt(now, sky))),
    astronomy('solunar', 'Solunar', solunarPoints(solunarPeriodAt(solunar, now))),
  ];

  const caps = dangerCaps(observation);
  const summed = SCORE_BASELINE + factors.reduce((sum, f) => sum + f.points, 0);
  const capped = Math.min(summed, ...caps.map((c) => c.max));
  const value = Math.round(Math.min(100, Math.max(0, capped)));
  const stale = ageMinutes(current.observedAt, now) > STALE_AFTER_MINUTES;
  return { value, rating: ratingOf(value), baseline: SCORE_BASELINE, factors, caps, confidence: stale ? 'low' : 'normal' };
}

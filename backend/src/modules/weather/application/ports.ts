import type { WeatherObservation } from '../domain/observation.ts';
import type { SkyDay } from '../domain/sky.ts';
import type { HourWeather, RecordedConditions } from '../domain/recorded-conditions.ts';
import type { ConditionKey } from '../domain/what-works.ts';

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

/**
 * The weather of one past (or current) hour at a place: the forecast API for recent hours, the archive
 * (reanalysis) for older ones. Throws WeatherUnavailable when the weather service cannot answer.
 */
export interface HourlyWeatherSource {
  hourAt(latitude: number, longitude: number, at: Date): Promise<HourWeather>;
}
export const HourlyWeatherSource = Symbol.for('weather.HourlyWeatherSource');

/** What conditions belong to: a catch (posts) or a trip (spots), with what "what works" counts by. */
export interface ConditionsOwner {
  kind: 'catch' | 'trip';
  id: string;
  anglerId: string;
  at: Date;
  /** The catch's species (a slug); null for a trip. */
  species: string | null;
  /** A catch always; a trip when it caught fish. */
  caught: boolean;
}

/** One condition's tally over an angler's rows (species null: all species). */
export interface ConditionTally {
  species: string | null;
  key: ConditionKey;
  value: string;
  catches: number;
  outings: number;
}

export interface PairTally {
  species: string;
  first: { key: ConditionKey; value: string };
  second: { key: ConditionKey; value: string };
  catches: number;
  outings: number;
}

export interface TripTally {
  key: ConditionKey;
  value: string;
  trips: number;
  successfulTrips: number;
}

export interface AnglerTallies {
  catchesBySpecies: Map<string, number>;
  conditions: ConditionTally[];
  /**
   * Each species' pair that says most: the most catches among its pairs resting on MIN_OUTINGS
   * outings, else the most catches of all its pairs; a tie goes to more outings, then to the pair
   * first in key order.
   */
  bestPairs: Map<string, PairTally>;
  trips: TripTally[];
}

/** Where recorded conditions are kept (weather owns them; keyed by their owner's kind and id). */
export interface ConditionsStore {
  save(owner: ConditionsOwner, conditions: RecordedConditions): Promise<void>;
  has(kind: ConditionsOwner['kind'], id: string): Promise<boolean>;
  /** Of these ids, those with no conditions yet. */
  missing(kind: ConditionsOwner['kind'], ids: readonly string[]): Promise<Set<string>>;
  ofMany(kind: ConditionsOwner['kind'], ids: readonly string[]): Promise<Map<string, RecordedConditions>>;
  forget(kind: ConditionsOwner['kind'], id: string): Promise<void>;
  forgetAngler(anglerId: string): Promise<void>;
  talliesOf(anglerId: string): Promise<AnglerTallies>;
}
export const ConditionsStore = Symbol.for('weather.ConditionsStore');

/** An angler's "what works for me" answer as kept, or the version of their tallies a new one would be kept under. */
export type KeptAnswer = { answer: string } | { answer: null; version: string | null };

/**
 * Each angler's "what works for me" answer kept as its JSON text, valid for the version of their
 * tallies it was made from: the version moves in the very statement that changes their tallies.
 */
export interface KeptWhatWorks {
  /** The kept answer if it was made from the angler's current tallies in this form; else the current version (null: none yet, so nothing is kept). */
  read(anglerId: string, form: string): Promise<KeptAnswer>;
  /** Keeps the answer only if the angler's tallies are still at `version` (read before the answer's tallies were). */
  keep(anglerId: string, version: string, form: string, answer: string): Promise<boolean>;
}
export const KeptWhatWorks = Symbol.for('weather.KeptWhatWorks');

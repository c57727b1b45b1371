import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { Latitude, Longitude, queryNumber } from './geo.ts';

/**
 * Weather at a place (spec part 2 §2 Weather card, §3 Weather response, §7, §9): current
 * conditions from Open-Meteo's forecast API, sea state from its marine API (null inland), and
 * an explainable fishing score — a baseline plus named factor points, each with where its data
 * came from and how old that data is, hard caps for danger, and a low-confidence state when the
 * data is stale.
 */

/** §9: the card refetches every 5 minutes and counts as stale after 4. */
export const WEATHER_REFRESH_MS = 5 * 60_000;
export const WEATHER_STALE_MS = 4 * 60_000;
/** §8, verbatim. */
export const WEATHER_MESSAGES = {
  unavailable: 'Weather unavailable',
  retry: 'Retry',
} as const;

/** §3 Weather response · weather: the current conditions. */
export const CurrentWeather = z.object({
  /** °C */
  temperature: z.number(),
  /** km/h */
  windSpeed: z.number().min(0),
  /** Degrees the wind comes from, 0–360. */
  windDirection: z.number().min(0).max(360),
  /** hPa at mean sea level */
  pressure: z.number(),
  /** % */
  humidity: z.number().min(0).max(100),
  /** % */
  cloudCover: z.number().min(0).max(100),
  /** metres */
  visibility: z.number().min(0).nullable(),
  /** mm in the last hour */
  precipitation: z.number().min(0),
  /** WMO weather interpretation code (0 clear … 95–99 thunderstorm). */
  weatherCode: z.number().int().min(0),
  /** When the upstream observed these values (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true }),
});
export type CurrentWeather = z.infer<typeof CurrentWeather>;

/** §3 Weather response · marine: every field null inland (no sea here). */
export const MarineWeather = z.object({
  /** m */
  waveHeight: z.number().min(0).nullable(),
  /** degrees */
  waveDirection: z.number().min(0).max(360).nullable(),
  /** °C at the sea surface */
  waterTemperature: z.number().nullable(),
  /** m/s */
  currentSpeed: z.number().min(0).nullable(),
});
export type MarineWeather = z.infer<typeof MarineWeather>;

/** The condition badge (§4): excellent, good, fair, poor, very poor. */
export const FishingRating = z.enum(['excellent', 'good', 'fair', 'poor', 'very poor']);
export type FishingRating = z.infer<typeof FishingRating>;

/** Where a factor's data came from. */
export const FactorSource = z.enum(['forecast', 'marine', 'astronomy', 'clock']);
export type FactorSource = z.infer<typeof FactorSource>;

export const FactorKey = z.enum([
  'pressure',
  'pressureTrend',
  'wind',
  'precipitation',
  'cloud',
  'airTemperature',
  'waterTemperature',
  'timeOfDay',
  'solunar',
]);
export type FactorKey = z.infer<typeof FactorKey>;

/** One named part of the fishing score: its points (negative lowers), why, from what and how old. */
export const ScoreFactor = z.object({
  key: FactorKey,
  label: z.string(),
  points: z.number(),
  /** Why, in words an angler understands ('Falling pressure (−2.1 hPa in 3 h)'). */
  reason: z.string(),
  source: FactorSource,
  /** When the data behind this factor was observed (ISO 8601). */
  observedAt: z.iso.datetime({ offset: true }),
  /** How old that data was when the score was computed, in minutes. */
  ageMinutes: z.number().int().min(0),
});
export type ScoreFactor = z.infer<typeof ScoreFactor>;

/** A danger that caps the score whatever the other factors say. */
export const ScoreCap = z.object({
  reason: z.enum(['thunderstorm', 'strongWind', 'highWaves']),
  max: z.number().int().min(0).max(100),
  label: z.string(),
});
export type ScoreCap = z.infer<typeof ScoreCap>;

export const FishingScore = z.object({
  value: z.number().int().min(0).max(100),
  rating: FishingRating,
  baseline: z.number().int(),
  factors: z.array(ScoreFactor),
  caps: z.array(ScoreCap),
  /** `low` when the data is stale (older than the upstream's usual update): read the score with care. */
  confidence: z.enum(['normal', 'low']),
});
export type FishingScore = z.infer<typeof FishingScore>;

/** A solunar period: majors at the moon overhead and underfoot, minors at moonrise and moonset. */
export const SolunarPeriod = z.object({
  kind: z.enum(['major', 'minor']),
  event: z.enum(['overhead', 'underfoot', 'moonrise', 'moonset']),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
export type SolunarPeriod = z.infer<typeof SolunarPeriod>;

/** §3 Weather response, plus the score's explanation and the solunar day. */
export const WeatherReport = z.object({
  /** The coordinate the report is for (rounded: nearby requests share one report). */
  latitude: Latitude,
  longitude: Longitude,
  weather: CurrentWeather,
  marine: MarineWeather,
  /** 0–100 (§9). */
  fishingScore: z.number().int().min(0).max(100),
  conditions: z.string(),
  recommendation: z.string(),
  score: FishingScore,
  solunar: z.object({
    /** 0 new moon … 0.5 full … 1 (suncalc's phase). */
    moonPhase: z.number().min(0).max(1),
    periods: z.array(SolunarPeriod),
  }),
  /** When the server fetched the upstream data (ISO 8601). */
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type WeatherReport = z.infer<typeof WeatherReport>;

/**
 * The conditions recorded with a catch or a trip: the weather of its hour (Open-Meteo) and the sky of
 * its moment. No place, station or grid in it by design, so it can travel wherever the catch does
 * without saying more about the spot than the viewer may see. Pressure trend: steady under 1 hPa in
 * 3 hours either way. Tide 'none' inland; 'unknown' when the marine service had no sea level.
 */
export const CatchConditions = z.object({
  airTemperature: z.number().nullable(),
  waterTemperature: z.number().nullable(),
  pressure: z.number().nullable(),
  pressureChange3h: z.number().nullable(),
  pressureTrend: z.enum(['rising', 'steady', 'falling']).nullable(),
  windSpeed: z.number().nullable(),
  windDirection: z.number().int().min(0).max(360).nullable(),
  cloudCover: z.number().int().min(0).max(100).nullable(),
  moonPhase: z.enum([
    'new',
    'waxing crescent',
    'first quarter',
    'waxing gibbous',
    'full',
    'waning gibbous',
    'last quarter',
    'waning crescent',
  ]),
  solunar: z.enum(['major', 'minor', 'none']),
  light: z.enum(['dawn', 'day', 'dusk', 'night']),
  tide: z.enum(['rising', 'falling', 'high', 'low', 'none', 'unknown']),
});
export type CatchConditions = z.infer<typeof CatchConditions>;

export const ConditionKey = z.enum(['pressureTrend', 'moonPhase', 'solunar', 'light', 'waterBand', 'month']);

/** One condition's count: catches in it, the outings (days fished) they rest on, a share only when enough. */
export const ConditionShare = z.object({
  key: ConditionKey,
  value: z.string(),
  catches: z.number().int().min(0),
  outings: z.number().int().min(0),
  /** Of the catches counted under this key; null when it rests on too few outings. */
  percent: z.number().int().min(0).max(100).nullable(),
  /** "only 2 trips so far" when too few to say anything; null otherwise. */
  caveat: z.string().nullable(),
});

/** Logged trips under one condition: how many, how many caught fish (a rate only from enough trips). */
export const TripRate = z.object({
  key: ConditionKey,
  value: z.string(),
  trips: z.number().int().min(0),
  successfulTrips: z.number().int().min(0),
  percent: z.number().int().min(0).max(100).nullable(),
  caveat: z.string().nullable(),
});

/** "What works for me": the angler's own catches by condition, overall and per species, and a summary. */
export const WhatWorks = z.object({
  minimumOutings: z.number().int().min(1),
  summary: z.string(),
  overall: z.array(ConditionShare),
  bySpecies: z.array(
    z.object({ species: z.string(), catches: z.number().int().min(0), summary: z.string(), conditions: z.array(ConditionShare) }),
  ),
  trips: z.array(TripRate),
});
export type WhatWorks = z.infer<typeof WhatWorks>;

export const WeatherParams = z.object({
  latitude: queryNumber(Latitude),
  longitude: queryNumber(Longitude),
});

/** Signed in only: the weather card belongs to the spots screens, which a visitor never sees (spec part 2 §6). */
export const weatherRoutes = {
  weather: route({
    method: 'GET',
    path: '/api/weather/:latitude/:longitude',
    summary:
      'Current weather, sea state (null inland) and an explained fishing score at a place; 503 when the weather service is down or slow',
    params: WeatherParams,
    responses: { 200: WeatherReport, 400: ErrorBody, 401: ErrorBody, 503: ErrorBody },
  }),
  /** The signed-in angler's own: there is no way to ask for another angler's. */
  whatWorks: route({
    method: 'GET',
    path: '/api/stats/me/what-works',
    summary:
      "What works for me: the signed-in angler's catches by pressure trend, moon, solunar period, light, water band and month, per species",
    responses: { 200: WhatWorks, 401: ErrorBody },
  }),
} as const;

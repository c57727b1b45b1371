import { speciesName } from '@tightlines/reference';
import type { OwnPost } from '../../../posts/index.ts';
import type { TripCard } from '../../../spots/index.ts';
import type { CatchConditions } from '../../../weather/index.ts';

type Cell = string | number | boolean | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text starting with
 * = + - @ (or a tab or carriage return) is prefixed with an apostrophe so a spreadsheet shows it
 * rather than running it as a formula; numbers are written as they are.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csv<T>(columns: ReadonlyArray<[header: string, cell: (row: T) => Cell]>, rows: readonly T[]): string {
  const lines = [columns.map(([h]) => csvField(h)).join(','), ...rows.map((r) => columns.map(([, cell]) => csvField(cell(r))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Media links as the angler can open them anywhere: stored paths made absolute against the app's address. */
export const absolute = (url: string | null, base: string): string | null => (url ? new URL(url, base).toString() : null);

/** Conditions kept for catches or trips, by id (absent: none looked up yet, or no place). */
export type KeptConditions = ReadonlyMap<string, CatchConditions>;
const none: KeptConditions = new Map();

/** The conditions as the last columns of a catch or trip row: empty when there are none. */
function conditionsColumns<T extends { id: string }>(kept: KeptConditions): Array<[string, (row: T) => Cell]> {
  const of = (row: T) => kept.get(row.id);
  return [
    ['air_temperature_c', (r) => of(r)?.airTemperature],
    ['water_temperature_c', (r) => of(r)?.waterTemperature],
    ['pressure_hpa', (r) => of(r)?.pressure],
    ['pressure_trend', (r) => of(r)?.pressureTrend],
    ['wind_kmh', (r) => of(r)?.windSpeed],
    ['wind_direction_deg', (r) => of(r)?.windDirection],
    ['cloud_cover_pct', (r) => of(r)?.cloudCover],
    ['moon_phase', (r) => of(r)?.moonPhase],
    ['solunar', (r) => of(r)?.solunar],
    ['light', (r) => of(r)?.light],
    ['tide', (r) => of(r)?.tide],
  ];
}

const catchesOf = (posts: readonly OwnPost[]) => posts.filter((p) => p.type === 'catch');

export function catchesCsv(posts: readonly OwnPost[], base: string, kept: KeptConditions = none): string {
  return csv<OwnPost>(
    [
      ['id', (p) => p.id],
      ['caught_at', (p) => p.createdAt.toISOString()],
      ['species', (p) => (p.species ? speciesName(p.species) : null)],
      ['species_slug', (p) => p.species],
      ['weight_lbs', (p) => p.weight],
      ['length_in', (p) => p.length],
      ['method', (p) => p.method],
      ['description', (p) => p.description],
      ['location', (p) => p.location],
      ['latitude', (p) => p.latitude],
      ['longitude', (p) => p.longitude],
      ['privacy', (p) => p.privacy],
      ['personal_best', (p) => p.isPersonalBest],
      ['likes', (p) => p.likes],
      ['photo_url', (p) => absolute(p.imageUrl, base)],
      ...conditionsColumns<OwnPost>(kept),
    ],
    catchesOf(posts),
  );
}

type Feature = {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  properties: Record<string, unknown>;
};
const point = (latitude: number | null, longitude: number | null): Feature['geometry'] =>
  latitude !== null && longitude !== null ? { type: 'Point', coordinates: [longitude, latitude] } : null;

/** GeoJSON (RFC 7946: longitude first) of the angler's catches, each at the place they saved; no place, null geometry. */
export function catchesGeoJson(posts: readonly OwnPost[], base: string, kept: KeptConditions = none) {
  return {
    type: 'FeatureCollection' as const,
    features: catchesOf(posts).map(
      (p): Feature => ({
        type: 'Feature',
        id: p.id,
        geometry: point(p.latitude, p.longitude),
        properties: {
          caughtAt: p.createdAt.toISOString(),
          species: p.species ? speciesName(p.species) : null,
          weightLbs: p.weight,
          lengthIn: p.length,
          method: p.method,
          description: p.description,
          location: p.location,
          privacy: p.privacy,
          personalBest: p.isPersonalBest,
          photoUrl: absolute(p.imageUrl, base),
          conditions: kept.get(p.id) ?? null,
        },
      }),
    ),
  };
}

export function tripsCsv(trips: readonly TripCard[], kept: KeptConditions = none): string {
  return csv<TripCard>(
    [
      ['id', (t) => t.id],
      ['fished_at', (t) => t.createdAt],
      ['spot', (t) => t.spotName],
      ['spot_id', (t) => t.spotId],
      ['location', (t) => t.location],
      ['latitude', (t) => t.latitude],
      ['longitude', (t) => t.longitude],
      ['successful', (t) => t.fishingSuccess],
      ['water', (t) => t.waterCondition],
      ['weather', (t) => t.weatherCondition],
      ['temperature_f', (t) => t.temperature],
      ['time_of_day', (t) => t.timeOfDay],
      ['notes', (t) => t.notes],
      ['share_location', (t) => t.shareLocation],
      ['privacy', (t) => t.privacy],
      ['tip_title', (t) => t.tip?.title],
      ['tip_content', (t) => t.tip?.content],
      ['tip_category', (t) => t.tip?.category],
      ...conditionsColumns<TripCard>(kept),
    ],
    trips,
  );
}

export function tripsGeoJson(trips: readonly TripCard[], kept: KeptConditions = none) {
  return {
    type: 'FeatureCollection' as const,
    features: trips.map(
      (t): Feature => ({
        type: 'Feature',
        id: t.id,
        geometry: point(t.latitude, t.longitude),
        properties: {
          fishedAt: t.createdAt,
          spot: t.spotName,
          location: t.location,
          successful: t.fishingSuccess,
          water: t.waterCondition,
          weather: t.weatherCondition,
          temperatureF: t.temperature,
          timeOfDay: t.timeOfDay,
          notes: t.notes,
          shareLocation: t.shareLocation,
          privacy: t.privacy,
          tip: t.tip && { title: t.tip.title, content: t.tip.content, category: t.tip.category },
          conditions: kept.get(t.id) ?? null,
        },
      }),
    ),
  };
}

/** Every post with its fields and absolute media links. */
export function postsJson(posts: readonly OwnPost[], base: string, now: Date, kept: KeptConditions = none) {
  return {
    exportedAt: now.toISOString(),
    posts: posts.map((p) => ({
      ...p,
      ...(kept.has(p.id) ? { conditions: kept.get(p.id) } : {}),
      createdAt: p.createdAt.toISOString(),
      imageUrl: absolute(p.imageUrl, base),
      thumbnailUrl: absolute(p.thumbnailUrl, base),
      videoUrl: absolute(p.videoUrl, base),
    })),
  };
}

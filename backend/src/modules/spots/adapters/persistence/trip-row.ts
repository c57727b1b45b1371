import { sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { TripProps } from '../../domain/trip.ts';
import { hiddenOf } from './spot-records.ts';

/** The columns a trip read selects (`t` is trips). */
export const TRIP_COLUMNS = sql.raw(`t.id, t.angler_id, t.spot_id, t.fishing_success, t.water_condition, t.weather_condition,
  t.temperature, t.time_of_day, t.notes, t.share_location, t.location, t.latitude, t.longitude, t.privacy, t.created_at,
  t.hidden_at, t.hidden_rule, t.public_precision, t.mates_precision, t.place_name`);

const TripRow = rowOf({
  id: col.text(),
  anglerId: col.text(),
  spotId: col.text().nullable(),
  fishingSuccess: col.bool(),
  waterCondition: col.of<TripProps['waterCondition']>(),
  weatherCondition: col.of<TripProps['weatherCondition']>(),
  temperature: col.number().nullable(),
  timeOfDay: col.of<TripProps['timeOfDay']>(),
  notes: col.text().nullable(),
  shareLocation: col.bool(),
  location: col.text().nullable(),
  latitude: col.number().nullable(),
  longitude: col.number().nullable(),
  privacy: col.text<TripProps['privacy']>(),
  publicPrecision: col.text<TripProps['publicPrecision']>(),
  matesPrecision: col.text<TripProps['matesPrecision']>(),
  placeName: col.text().nullable(),
  createdAt: col.time(),
});

export const tripPropsOf = (row: unknown): TripProps => {
  return { ...TripRow.read(row), hidden: hiddenOf(row) };
};

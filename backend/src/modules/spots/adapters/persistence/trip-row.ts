import { sql } from '../../../../platform/db/sql.ts';
import type { TripProps } from '../../domain/trip.ts';

/** The columns a trip read selects (`t` is trips). */
export const TRIP_COLUMNS = sql.raw(`t.id, t.angler_id, t.spot_id, t.fishing_success, t.water_condition, t.weather_condition,
  t.temperature, t.time_of_day, t.notes, t.share_location, t.location, t.latitude, t.longitude, t.privacy, t.created_at`);

export interface TripRow {
  id: string;
  angler_id: string;
  spot_id: string | null;
  fishing_success: boolean;
  water_condition: TripProps['waterCondition'];
  weather_condition: TripProps['weatherCondition'];
  temperature: number | null;
  time_of_day: TripProps['timeOfDay'];
  notes: string | null;
  share_location: boolean;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  privacy: TripProps['privacy'];
  created_at: Date;
}

export const tripPropsOf = (r: TripRow): TripProps => ({
  id: r.id,
  anglerId: r.angler_id,
  spotId: r.spot_id,
  fishingSuccess: r.fishing_success,
  waterCondition: r.water_condition,
  weatherCondition: r.weather_condition,
  temperature: r.temperature,
  timeOfDay: r.time_of_day,
  notes: r.notes,
  shareLocation: r.share_location,
  location: r.location,
  latitude: r.latitude,
  longitude: r.longitude,
  privacy: r.privacy,
  createdAt: new Date(r.created_at),
});
